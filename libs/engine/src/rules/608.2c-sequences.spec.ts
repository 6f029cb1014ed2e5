import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';
import { lands, perm } from '../testing/spell-cards';

/**
 * 608.2c: the instructions of one sentence are followed in the order written: "A, then B" and "A and you gain X life"
 * are two instructions, each read as it would be alone, with the spell's or ability's one list of targets (601.2c).
 */
const catalog = new InMemoryCatalog(
  [
    'Tendrils of Corruption',
    'Macabre Waltz',
    'Forge Devil',
    "Minions' Murmurs",
    "Night's Whisper",
    'Grizzly Bears',
    'Hill Giant',
    'Swamp',
    'Mountain',
    'Forest',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const lifeOf = (a: { state: { players: { life?: number }[] } }) => a.state.players.map((p) => p.life);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);

describe('608.2c: several instructions in one sentence', () => {
  it('the cards are understood in full', () => {
    for (const name of ['Tendrils of Corruption', 'Macabre Waltz', 'Forge Devil', "Night's Whisper"])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full' });
  });

  it('Tendrils of Corruption with three Swamps: 3 damage to the Hill Giant (it dies) and alice gains 3 life', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 3), perm('f', 'Forest', 'alice'), perm('hg', 'Hill Giant', 'bob')] },
      { hand: [{ id: 't', card: 'Tendrils of Corruption' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't', targets: ['hg'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([23, 20]);
    expect(ids(a.state.players[1].graveyard)).toEqual(['hg']);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '120.3e', '704.5g']));
  });

  it('Tendrils of Corruption: X counts Swamps only (the Forest is not one): 1 damage leaves the Hill Giant alive', () => {
    const state = board(
      { battlefield: [perm('s1', 'Swamp', 'alice'), ...lands('Forest', 'f', 3), perm('hg', 'Hill Giant', 'bob')] },
      { hand: [{ id: 't', card: 'Tendrils of Corruption' }] },
    );
    // Four lands pay {3}{B}; one of them is a Swamp.
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't', targets: ['hg'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([21, 20]);
    expect(ids(a.state.battlefield)).toContain('hg');
  });

  it("Night's Whisper: alice draws two cards, then loses 2 life", () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 2) },
      {
        hand: [{ id: 'n', card: "Night's Whisper" }],
        library: [
          { id: 'l1', card: 'Forest' },
          { id: 'l2', card: 'Forest' },
          { id: 'l3', card: 'Forest' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n', targets: [] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([18, 20]);
    expect(ids(a.state.players[0].hand)).toHaveLength(2);
  });

  it("Minions' Murmurs with two creatures: one X for both instructions, alice draws two cards and loses 2 life", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 4), perm('gb', 'Grizzly Bears', 'alice'), perm('hg', 'Hill Giant', 'alice')] },
      { hand: [{ id: 'mm', card: "Minions' Murmurs" }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'mm', targets: [] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(lifeOf(a)).toEqual([18, 20]);
    // The hand drawn from a library of unknown cards is a count of cards.
    expect(a.state.players[0].hand).toEqual({ count: 2 });
  });

  it('Macabre Waltz: the two creature cards return to the hand first, then alice discards a card, one of them if she wants', () => {
    const state = board(
      { battlefield: lands('Swamp', 's', 2) },
      {
        hand: [{ id: 'w', card: 'Macabre Waltz' }],
        graveyard: [
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Hill Giant' },
        ],
      },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w', targets: ['g1', 'g2'] }, ...passes(2)] });
    expect(asked.legal).toBe(true);
    expect(asked.decision).toMatchObject({ player: 'alice', kind: 'chooseDiscard', count: 1 });
    // The discard is asked after the return: both cards are in the hand, and one of them may be discarded.
    expect(ids(asked.state.players[0].hand).sort()).toEqual(['g1', 'g2']);
    const done = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['g2'] },
    });
    expect(done.legal).toBe(true);
    expect(ids(done.state.players[0].hand)).toEqual(['g1']);
    expect(ids(done.state.players[0].graveyard)).toEqual(expect.arrayContaining(['g2', 'w']));
  });

  it('Forge Devil enters: it deals 1 damage to the target creature, then 1 damage to alice, its controller', () => {
    const state = board(
      { battlefield: [perm('m', 'Mountain', 'alice'), perm('gb', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 'fd', card: 'Forge Devil' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'fd', targets: [] }, ...passes(2)] });
    expect(cast.decision).toMatchObject({ kind: 'chooseTargets', player: 'alice' });
    const a = answer({ state: cast.state, actions: [choose(cast, ['gb']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(lifeOf(a)).toEqual([19, 20]);
    const bears = (a.state.battlefield as { id: string; damage?: number }[]).find((o) => o.id === 'gb');
    expect(bears?.damage).toBe(1);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.3d', '120.3a']));
  });
});

describe('608.2c: "CARDNAME gets +2/+0 until end of turn and deals 1 damage to you." (Electric Eel, Wormwood Dryad)', () => {
  const eelAnswer = rulingsWith(new InMemoryCatalog(['Electric Eel', 'Wormwood Dryad', 'Mountain', 'Forest'].map(bundledCard)));

  it.each(['Electric Eel', 'Stormcloud Djinn', 'Wormwood Dryad', 'Wormwood Treefolk'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('{R}{R}: the Eel (1/1) is a 3/1 until end of turn and deals 1 damage to alice (120.3a)', () => {
    const a = eelAnswer({
      state: board({ battlefield: [perm('ee', 'Electric Eel', 'alice'), ...lands('Mountain', 'm', 2)] }),
      actions: [{ type: 'activate', player: 'alice', source: 'ee', ability: 0, payment: { tap: ['m1', 'm2'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'ee')?.characteristics).toMatchObject({ power: 3, toughness: 1 });
    expect(a.state.players[0].life).toBe(19);
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3a']));
  });

  it('{G}: Wormwood Dryad gains forestwalk until end of turn and deals 1 damage to alice', () => {
    const a = eelAnswer({
      state: board({ battlefield: [perm('wd', 'Wormwood Dryad', 'alice'), ...lands('Forest', 'f', 1)] }),
      actions: [{ type: 'activate', player: 'alice', source: 'wd', ability: 0, payment: { tap: ['f1'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'wd')?.characteristics?.abilities).toEqual(expect.arrayContaining(['Forestwalk']));
    expect(a.state.players[0].life).toBe(19);
  });

  it('refused when the damage goes elsewhere than to "you" ("... and deals 1 damage to target player")', () => {
    const odd = compileCard({
      ...bundledCard('Electric Eel'),
      text: '{R}{R}: Electric Eel gets +2/+0 until end of turn and deals 1 damage to target player.',
    });
    expect(odd.support).not.toBe('full');
  });
});
