import { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { choose, onField, passes } from '../testing/actions';
import { legalActionsFor } from '../legal-actions';

/**
 * 705.1, 705.2: "Flip a coin. If you win the flip, ... If you lose the flip, ...": its controller flips and calls; the
 * result is drawn from the board's seed (the same board flips the same way; another seed may flip the other way).
 */
const NAMES = [
  'Orcish Captain', // {1}: Flip a coin. Win: target Orc creature gets +2/+0 until end of turn. Lose: it gets -0/-2.
  'Winter Sky', // Sorcery. Win: 1 damage to each creature and each player. Lose: each player draws a card.
  'Mana Crypt', // At the beginning of your upkeep, flip a coin. Lose: 3 damage to you. {T}: Add {C}{C}.
  'Viashino Sandswimmer', // {R}: Flip a coin. Win: return it to its owner's hand. Lose: sacrifice it.
  'Goblin Bomb', // Upkeep: you may flip a coin. Win: a fuse counter on it. Lose: remove one.
  'Bottle of Suleiman', // {1}, Sacrifice it: win: a 5/5 Djinn token with flying; lose: 5 damage to you.
  'Aleatory',
  'Chaotic Goo',
  'Chaotic Strike',
  'Wild Wurm',
  'Scoria Wurm',
  "Puppet's Verdict",
  'Skyclaw Thrash',
  "Sorcerer's Strongbox",
  'Creepy Doll',
  'Tavern Swindler',
  'Molten Birth',
  'Boompile',
  'Goblin Archaeologist', // {R}, {T}: win: destroy target artifact and untap it; lose: sacrifice it.
];
/** Flips the grammar does not read (another player's flip, repeated flips, heads or tails, "flip again"): refused. */
const REFUSED = [
  'Game of Chaos', // "you decide whether to flip again", "Double the life stakes"
  'Odds', // "If it comes up heads": no call (705.2's other kind)
  'Fiery Gambit', // "until you lose a flip or choose to stop flipping"
  'Mana Clash', // "You and target opponent each flip a coin"
  'Planar Chaos', // "that player flips a coin"
  'Crooked Scales', // "unless you pay {3} and repeat this process"
  'Mana Screw', // "add {2}": a mana ability's flip
  'Goblin Kites', // "Flip a coin at the beginning of the next end step"
  "Krark's Thumb", // a replacement of a flip
];
const catalog = new InMemoryCatalog([...NAMES, 'Grizzly Bears', 'Mountain', 'Lightning Bolt'].map(bundledCard));
const answer = rulingsWith(catalog);

/** The texts of the trace lines citing `rule`. */
const said = (a: Answer, rule: string) => a.trace.filter((t) => t.rule === rule).map((t) => t.text);
const atUntap = (battlefield: unknown[], seed: string) => ({
  ...board({ battlefield, turn: { number: 5, active: 'alice', step: 'untap', priority: null } }),
  seed,
});

describe('705 flipping a coin: the cards', () => {
  it('each card is understood in full', () => {
    for (const name of NAMES) expect([name, compileCard(bundledCard(name)).unsupported]).toEqual([name, []]);
  });

  it('the flips it does not read are refused', () => {
    for (const name of REFUSED) expect([name, compileCard(bundledCard(name)).support]).not.toEqual([name, 'full']);
  });

  it('Orcish Captain: one flip, its target in either branch ("it" is the target Orc)', () => {
    expect(compileCard(bundledCard('Orcish Captain')).abilities[0]).toMatchObject({
      kind: 'activated',
      targets: [{ text: 'target Orc creature' }],
      effects: [
        {
          kind: 'coinFlip',
          won: [{ kind: 'modifyPT', power: 2, toughness: 0, target: 0 }],
          // "-0/-2": the grammar keeps the sign it reads.
          lost: [{ kind: 'modifyPT', power: -0, toughness: -2, target: 0 }],
        },
      ],
    });
  });
});

describe('608.2c: "destroy target artifact and untap CARDNAME", two instructions of one branch (Goblin Archaeologist)', () => {
  it('both are in the winning branch; the sacrifice in the losing one', () => {
    expect(compileCard(bundledCard('Goblin Archaeologist')).abilities[0]).toMatchObject({
      targets: [{ text: 'target artifact' }],
      effects: [
        {
          kind: 'coinFlip',
          won: [
            { kind: 'destroy', target: 0 },
            { kind: 'untap', objects: { kind: 'source' } },
          ],
          lost: [{ kind: 'sacrificeSource' }],
        },
      ],
    });
  });
});

describe('705.1, 705.2: an activated ability with a target (Orcish Captain)', () => {
  const captain = (seed: string, target = 'oc') =>
    answer({
      state: {
        ...board({
          battlefield: [perm('oc', 'Orcish Captain', 'alice'), perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 2)],
        }),
        seed,
      },
      actions: [{ type: 'activate', player: 'alice', source: 'oc', ability: 0, targets: [target] }, ...passes(2)],
    });

  it('won (seed "a"): the target Orc gets +2/+0 until end of turn', () => {
    const a = captain('a');
    expect(a.legal).toBe(true);
    expect(onField(a, 'oc')?.characteristics).toMatchObject({ power: 3, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '705.1', '705.2', '608.2n']));
    expect(said(a, '705.1')).toEqual([expect.stringContaining('alice flips a coin for Orcish Captain')]);
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice wins the flip')]);
  });

  it('lost (seed "c"): it gets -0/-2 and dies (704.5f)', () => {
    const a = captain('c');
    expect(a.legal).toBe(true);
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(onField(a, 'oc')).toBeUndefined();
    expect(ids(a.state.players[0].graveyard)).toEqual(['oc']);
    expect(cited(a)).toContain('704.5f');
  });

  it('legal actions list its activation with the Orc as its target, not Grizzly Bears', () => {
    const state = {
      ...board({ battlefield: [perm('oc', 'Orcish Captain', 'alice'), perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 1)] }),
      seed: 'a',
    };
    const listed = legalActionsFor(state, catalog);
    const actions = listed.ok ? listed.value.actions.map((x) => x.action) : [];
    expect(actions).toContainEqual(expect.objectContaining({ type: 'activate', source: 'oc', ability: 0, targets: ['oc'] }));
    expect(actions).not.toContainEqual(expect.objectContaining({ type: 'activate', source: 'oc', targets: ['gb'] }));
  });

  it('the same board flips the same way', () => {
    const [one, two] = [captain('c'), captain('c')];
    expect(said(one, '705.2')).toEqual(said(two, '705.2'));
    expect(one.state).toEqual(two.state);
  });

  it('a board without a seed flips too, always the same way', () => {
    const noSeed = board({ battlefield: [perm('oc', 'Orcish Captain', 'alice'), ...lands('Mountain', 'm', 1)] });
    expect(noSeed).not.toHaveProperty('seed');
    const run = () =>
      answer({ state: noSeed, actions: [{ type: 'activate', player: 'alice', source: 'oc', ability: 0, targets: ['oc'] }, ...passes(2)] });
    const [one, two] = [run(), run()];
    expect(one.legal).toBe(true);
    expect(said(one, '705.2')).toHaveLength(1);
    expect(said(one, '705.2')).toEqual(said(two, '705.2'));
  });

  it('illegal: a target that is not an Orc (115.1); nothing is flipped', () => {
    const a = answer({
      state: {
        ...board({
          battlefield: [perm('oc', 'Orcish Captain', 'alice'), perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 2)],
        }),
        seed: 'a',
      },
      actions: [{ type: 'activate', player: 'alice', source: 'oc', ability: 0, targets: ['gb'] }],
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET', rule: '115.1' })]);
    expect(cited(a)).not.toContain('705.1');
  });

  it('608.2b: its target gone before it resolves, the ability does not resolve: no coin is flipped', () => {
    const a = answer({
      state: {
        ...board(
          { battlefield: [perm('oc', 'Orcish Captain', 'alice'), ...lands('Mountain', 'm', 1), perm('bm', 'Mountain', 'bob')] },
          {},
          { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
        ),
        seed: 'a',
      },
      actions: [
        { type: 'activate', player: 'alice', source: 'oc', ability: 0, targets: ['oc'] },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'bolt', targets: ['oc'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['oc']);
    expect(cited(a)).toContain('608.2b');
    expect(cited(a)).not.toContain('705.1');
    expect(a.state.stack).toEqual([]);
  });
});

describe('705.1, 705.2: a sorcery (Winter Sky)', () => {
  const sky = (seed: string) =>
    answer({
      state: {
        ...board(
          { battlefield: [perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 2)] },
          { hand: [{ id: 'ws', card: 'Winter Sky' }] },
        ),
        seed,
      },
      actions: [{ type: 'cast', player: 'alice', card: 'ws' }, ...passes(2)],
    });

  it('won (seed "a"): 1 damage to each creature and each player', () => {
    const a = sky('a');
    expect(a.legal).toBe(true);
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice wins the flip')]);
    expect(a.state.players.map((p) => p.life)).toEqual([19, 19]);
    expect(onField(a, 'gb')).toMatchObject({ damage: 1 });
    expect(ids(a.state.players[0].graveyard)).toEqual(['ws']);
  });

  it('lost (seed "b"): each player draws a card; no damage', () => {
    const a = sky('b');
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(a.state.players.map((p) => p.life)).toEqual([20, 20]);
    expect(onField(a, 'gb')).toMatchObject({ damage: 0 });
    expect(a.state.players.map((p) => p.library)).toEqual([{ count: 29 }, { count: 29 }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['705.1', '705.2', '121.1']));
  });
});

describe('705.1, 705.2: a triggered ability (Mana Crypt)', () => {
  it('lost (seed "a"): Mana Crypt deals 3 damage to alice', () => {
    const a = answer({ state: atUntap([perm('mc', 'Mana Crypt', 'alice')], 'a'), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '608.2', '705.1', '705.2', '120.3a', '608.2n']));
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(a.state.players[0].life).toBe(17);
  });

  it('won (seed "c"): nothing more happens', () => {
    const a = answer({ state: atUntap([perm('mc', 'Mana Crypt', 'alice')], 'c'), actions: passes(2) });
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice wins the flip: Mana Crypt (mc) does nothing more')]);
    expect(a.state.players[0].life).toBe(20);
  });
});

describe('705.2: "you lose the flip, sacrifice CARDNAME" (Viashino Sandswimmer)', () => {
  const swim = (seed: string) =>
    answer({
      state: { ...board({ battlefield: [perm('vs', 'Viashino Sandswimmer', 'alice'), ...lands('Mountain', 'm', 1)] }), seed },
      actions: [{ type: 'activate', player: 'alice', source: 'vs', ability: 0 }, ...passes(2)],
    });

  it('won (seed "a"): it returns to its owner\'s hand', () => {
    const a = swim('a');
    expect(a.legal).toBe(true);
    expect(onField(a, 'vs')).toBeUndefined();
    expect(ids(a.state.players[0].hand)).toEqual(['vs']);
    expect(ids(a.state.players[0].graveyard)).toEqual([]);
  });

  it('lost (seed "c"): it is sacrificed (701.21a)', () => {
    const a = swim('c');
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(onField(a, 'vs')).toBeUndefined();
    expect(ids(a.state.players[0].graveyard)).toEqual(['vs']);
    expect(cited(a)).toContain('701.21a');
  });
});

describe('608.2d, 705.2: "you may flip a coin" (Goblin Bomb)', () => {
  const asked = (seed: string) =>
    answer({ state: atUntap([perm('gb', 'Goblin Bomb', 'alice', { counters: { fuse: 1 } })], seed), actions: passes(2) });

  it('yes, won (seed "a"): a fuse counter on it', () => {
    const a = asked('a');
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '608.2d' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(said(yes, '705.2')).toEqual([expect.stringContaining('alice wins the flip')]);
    expect(onField(yes, 'gb')?.counters).toEqual({ fuse: 2 });
  });

  it('yes, lost (seed "b"): a fuse counter removed', () => {
    const a = asked('b');
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(said(yes, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(onField(yes, 'gb')?.counters).toEqual({});
  });

  it('no: no coin is flipped', () => {
    const a = asked('a');
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(cited(no)).not.toContain('705.1');
    expect(onField(no, 'gb')?.counters).toEqual({ fuse: 1 });
  });
});

describe('705.2: a source sacrificed as the cost (Bottle of Suleiman)', () => {
  const bottle = (seed: string) =>
    answer({
      state: { ...board({ battlefield: [perm('bs', 'Bottle of Suleiman', 'alice'), ...lands('Mountain', 'm', 1)] }), seed },
      actions: [{ type: 'activate', player: 'alice', source: 'bs', ability: 0 }, ...passes(2)],
    });

  it('won (seed "c"): a 5/5 Djinn artifact creature token with flying', () => {
    const a = bottle('c');
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['bs']);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.21a', '705.1', '705.2', '111.2']));
    const djinn = a.state.battlefield.find((o) => o.id !== 'm1');
    expect(djinn?.characteristics).toMatchObject({ power: 5, toughness: 5, types: ['Artifact', 'Creature'], subtypes: ['Djinn'] });
    expect(a.state.players[0].life).toBe(20);
  });

  it('lost (seed "a"): the Bottle, as it last existed, deals 5 damage to alice', () => {
    const a = bottle('a');
    expect(said(a, '705.2')).toEqual([expect.stringContaining('alice loses the flip')]);
    expect(ids(a.state.battlefield)).toEqual(['m1']);
    expect(a.state.players[0].life).toBe(15);
  });
});
