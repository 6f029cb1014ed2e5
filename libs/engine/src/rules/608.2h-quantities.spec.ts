import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard, bundledCatalog } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, passes, perm } from '../testing/spell-cards';

/**
 * Quantities and references read as a spell resolves (608.2h), on real cards with their Oracle
 * text from the bundled catalog: "equal to the number of ...", "for each ...", "its power",
 * "its controller". A count is taken once, as the effect is applied; an object that has left its
 * zone is read as it last existed.
 */
const rule = rulingsWith(bundledCatalog());

/** alice's lands: 3 Plains, 2 Swamps, 6 Forests and `mountains` Mountains. */
const mana = (mountains: number) => [
  ...lands('Plains', 'p', 3),
  ...lands('Swamp', 's', 2),
  ...lands('Forest', 'f', 6),
  ...lands('Mountain', 'm', mountains),
];

function castAndResolve(
  card: string,
  targets: string[],
  more: {
    battlefield?: Record<string, unknown>[];
    alice?: Record<string, unknown>;
    bob?: Record<string, unknown>;
    mountains?: number;
  } = {},
): Answer {
  const state = board(
    { battlefield: [...mana(more.mountains ?? 2), ...(more.battlefield ?? [])] },
    { ...more.alice, hand: [{ id: 'h1', card }, ...(((more.alice?.hand as unknown[]) ?? []) as unknown[])] },
    more.bob ?? {},
  );
  return rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', targets }, ...passes(2)] });
}

const life = (a: Answer) => a.state.players.map((p) => p.life);

describe('608.2h quantities on real cards', () => {
  describe('Swords to Plowshares: "Exile target creature. Its controller gains life equal to its power."', () => {
    it("701.13a then 119.3: bob's Serra Angel is exiled and bob, its controller, gains 4 life", () => {
      const a = castAndResolve('Swords to Plowshares', ['angel'], { battlefield: [perm('angel', 'Serra Angel', 'bob')] });
      expect(a.legal).toBe(true);
      expect(ids(a.state.battlefield.filter((o) => o.controller === 'bob'))).toEqual([]);
      expect(ids(a.state.exile)).toEqual(['angel']);
      expect(life(a)).toEqual([20, 24]);
      expect(a.events).toContainEqual({ type: 'life', player: 'bob', from: 20, to: 24 });
      const rules = cited(a);
      expect(rules.indexOf('701.13a')).toBeLessThan(rules.indexOf('119.3'));
    });

    it("608.2h: the power is the exiled creature's as it last existed on the battlefield (two +1/+1 counters: 4, not its printed 2)", () => {
      const a = castAndResolve('Swords to Plowshares', ['bears'], {
        battlefield: [perm('bears', 'Grizzly Bears', 'bob', { counters: { '+1/+1': 2 } })],
      });
      expect(life(a)).toEqual([20, 24]);
      expect(ids(a.state.exile)).toEqual(['bears']);
    });

    it('108.4: on her own creature, alice is its controller and gains the life', () => {
      const a = castAndResolve('Swords to Plowshares', ['mine'], { battlefield: [perm('mine', 'Grizzly Bears', 'alice')] });
      expect(life(a)).toEqual([22, 20]);
    });

    it('107.1b: a creature with power 0 gives 0 life (Ornithopter)', () => {
      const a = castAndResolve('Swords to Plowshares', ['thopter'], { battlefield: [perm('thopter', 'Ornithopter', 'bob')] });
      expect(life(a)).toEqual([20, 20]);
      expect(ids(a.state.exile)).toEqual(['thopter']);
    });

    it('illegal: a player is not "target creature" (115.1); nothing is cast', () => {
      const state = board({ battlefield: mana(2) }, { hand: [{ id: 'h1', card: 'Swords to Plowshares' }] });
      const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] } });
      expect(a.legal).toBe(false);
      expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
      expect(a.state.stack).toEqual([]);
    });
  });

  describe('Spitting Earth: "deals damage to target creature equal to the number of Mountains you control"', () => {
    it("120.3e: four Mountains alice controls (bob's Mountain not counted): 4 damage, Serra Angel is destroyed (704.5g)", () => {
      const a = castAndResolve('Spitting Earth', ['angel'], {
        mountains: 4,
        battlefield: [perm('angel', 'Serra Angel', 'bob'), perm('bobm', 'Mountain', 'bob')],
      });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[1].graveyard)).toEqual(['angel']);
      const rules = cited(a);
      expect(rules.indexOf('120.3e')).toBeLessThan(rules.indexOf('704.5g'));
    });

    it('three Mountains: 3 damage does not destroy a 4/4 (the damage is marked, 120.3e)', () => {
      const a = castAndResolve('Spitting Earth', ['angel'], { mountains: 3, battlefield: [perm('angel', 'Serra Angel', 'bob')] });
      expect(a.state.battlefield.find((o) => o.id === 'angel')).toMatchObject({ damage: 3 });
    });

    it('illegal: "target creature" is not a player (115.1)', () => {
      const state = board({ battlefield: mana(3) }, { hand: [{ id: 'h1', card: 'Spitting Earth' }] });
      const a = rule({ state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] } });
      expect(a.legal).toBe(false);
      expect(a.violations).toEqual([expect.objectContaining({ code: 'ILLEGAL_TARGET' })]);
    });
  });

  it('Gerrard\'s Wisdom: "You gain 2 life for each card in your hand": counted as it resolves (the spell itself is on the stack, not in the hand)', () => {
    const a = castAndResolve("Gerrard's Wisdom", [], {
      alice: {
        hand: [
          { id: 'c1', card: 'Grizzly Bears' },
          { id: 'c2', card: 'Shock' },
          { id: 'c3', card: 'Island' },
        ],
      },
    });
    expect(a.legal).toBe(true);
    expect(life(a)).toEqual([26, 20]);
    expect(cited(a)).toContain('119.3');
  });

  it('Vendetta: "You lose life equal to that creature\'s toughness": the destroyed creature\'s toughness as it last existed (608.2h)', () => {
    const a = castAndResolve('Vendetta', ['angel'], { battlefield: [perm('angel', 'Serra Angel', 'bob')] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['angel']);
    expect(life(a)).toEqual([16, 20]);
    const rules = cited(a);
    expect(rules.indexOf('701.8a')).toBeGreaterThanOrEqual(0);
    expect(rules.indexOf('701.8a')).toBeLessThan(rules.lastIndexOf('119.3'));
  });

  it('Collective Unconscious: "Draw a card for each creature you control" (121.1): bob\'s creatures are not counted', () => {
    const a = castAndResolve('Collective Unconscious', [], {
      battlefield: [perm('b1', 'Grizzly Bears', 'alice'), perm('b2', 'Grizzly Bears', 'alice'), perm('b3', 'Grizzly Bears', 'bob')],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].library).toEqual({ count: 28 });
    expect(cited(a).filter((r) => r === '121.1')).toHaveLength(2);
  });

  it("refused by name: Illumination (the countered spell's controller and mana value: no last known information of a spell is kept)", () => {
    const c = compileCard(bundledCard('Illumination'));
    expect(c.support).not.toBe('full');
    expect(c.unsupported).toContain(
      'Counter target artifact or enchantment spell. Its controller gains life equal to its converted mana cost.',
    );
  });

  it('refused by name, with the words the grammar stopped at: Corrupt ("the damage dealt this way" is not a quantity the grammar reads)', () => {
    const line =
      'Corrupt deals damage to any target equal to the number of Swamps you control. You gain life equal to the damage dealt this way.';
    const c = compileCard(bundledCard('Corrupt'));
    expect(c.support).toBe('none');
    expect(c.unsupported).toEqual([line]);
    expect(c.stoppedAt).toEqual([{ line, words: 'life equal to the damage dealt this way' }]);
    const state = board({ battlefield: mana(2) }, { hand: [{ id: 'h1', card: 'Corrupt' }] });
    const outcome = adjudicate(
      { state, action: { type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] } } as { state: unknown },
      bundledCatalog(),
    );
    expect(JSON.stringify(outcome)).toContain('UNSUPPORTED_CARD');
    expect(JSON.stringify(outcome)).toContain('You gain life equal to the damage dealt this way');
  });

  describe('"CARDNAME deals damage equal to its power to ..." (activated abilities, 113.7a)', () => {
    const activate = (source: string, targets: string[]) => ({ type: 'activate', player: 'alice', source, ability: 0, targets });

    it('Spikeshot Elder pumped by nothing: 1 damage to bob (its power as the ability resolves, 608.2h)', () => {
      const state = board({ battlefield: [...mana(3), perm('elder', 'Spikeshot Elder', 'alice')] });
      const a = rule({ state, actions: [activate('elder', ['bob']), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(life(a)).toEqual([20, 19]);
      expect(cited(a)).toContain('120.3a');
    });

    it('Flame Elemental sacrificed to pay the cost: its last known power, 3, is dealt to the Serra Angel (113.7a, 608.2h)', () => {
      const state = board({ battlefield: [...mana(1), perm('fe', 'Flame Elemental', 'alice'), perm('angel', 'Serra Angel', 'bob')] });
      const a = rule({ state, actions: [activate('fe', ['angel']), ...passes(2)] });
      expect(a.legal).toBe(true);
      expect(ids(a.state.players[0].graveyard)).toEqual(['fe']);
      expect(a.state.battlefield.find((o) => o.id === 'angel')).toMatchObject({ damage: 3 });
    });

    it('refused, not guessed: the ability on the stack whose sacrificed source left in an earlier request (its last known power is not on the board)', () => {
      const state = board(
        {
          battlefield: [...mana(1), perm('angel', 'Serra Angel', 'bob')],
          stack: [{ id: 'ab', ability: { source: 'fe', index: 0 }, controller: 'alice', targets: ['angel'] }],
          turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob', passed: ['alice'] },
        },
        { graveyard: [{ id: 'fe', card: 'Flame Elemental' }] },
      );
      const outcome = adjudicate({ state, action: { type: 'pass', player: 'bob' } } as { state: unknown }, bundledCatalog());
      expect(JSON.stringify(outcome)).toContain('UNSUPPORTED_EFFECT');
      expect(JSON.stringify(outcome)).toContain('608.2h');
    });
  });

  it('Tomoya the Revealer: "Target player draws X cards, where X is the number of cards in your hand": X is counted once (608.2h), not again after each draw', () => {
    const state = board(
      { battlefield: [...lands('Island', 'i', 5), perm('tomoya', 'Tomoya the Revealer', 'alice')] },
      {
        hand: [
          { id: 'c1', card: 'Shock' },
          { id: 'c2', card: 'Island' },
        ],
      },
    );
    const a = rule({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'tomoya', ability: 0, targets: ['alice'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].library).toEqual({ count: 28 });
    expect(cited(a).filter((r) => r === '121.1')).toHaveLength(2);
  });
});

describe('608.2h: "the sacrificed creature\'s power": the permanent sacrificed for the cost, as it last existed on the battlefield', () => {
  const flingBoard = (stack: Record<string, unknown>[] = [], turn?: Record<string, unknown>) =>
    board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 2),
          perm('bears', 'Grizzly Bears', 'alice', { counters: { '+1/+1': 2 } }),
          perm('angel', 'Serra Angel', 'bob'),
        ],
        ...(stack.length > 0 ? { stack } : {}),
        ...(turn ? { turn } : {}),
      },
      { hand: [{ id: 'h1', card: 'Fling' }], ...(stack.length > 0 ? { graveyard: [{ id: 'bears2', card: 'Grizzly Bears' }] } : {}) },
    );
  const fling = (targets: string[], sacrifice: string[]) => ({ type: 'cast', player: 'alice', card: 'h1', targets, sacrifice });

  it('Fling: the Grizzly Bears with two +1/+1 counters is sacrificed as the cost is paid (601.2h, 701.21a); bob is dealt 4, not its printed 2', () => {
    const a = rule({ state: flingBoard(), actions: [fling(['bob'], ['bears']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['bears', 'h1']);
    expect(life(a)).toEqual([20, 16]);
    const rules = cited(a);
    expect(rules).toContain('701.21a');
    expect(rules.indexOf('701.21a')).toBeLessThan(rules.indexOf('601.2i'));
    expect(rules).toContain('120.3a');
  });

  it('Fling at a creature: Serra Angel (4 toughness) is dealt 4 and dies (704.5g)', () => {
    const a = rule({ state: flingBoard(), actions: [fling(['angel'], ['bears']), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[1].graveyard)).toEqual(['angel']);
    expect(cited(a)).toContain('704.5g');
  });

  it('the spell on the stack carries what was sacrificed (the board out), and a board in with it resolves from it', () => {
    const cast = rule({ state: flingBoard(), action: fling(['bob'], ['bears']) });
    expect(cast.state.stack[0]).toMatchObject({ sacrificed: { power: 4, toughness: 4, manaValue: 2 } });
    const onStack = [
      { id: 'f', card: 'Fling', controller: 'alice', targets: ['bob'], sacrificed: { power: 3, toughness: 1, manaValue: 1 } },
    ];
    const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'bob', passed: ['alice'] };
    const a = rule({ state: flingBoard(onStack, turn), action: { type: 'pass', player: 'bob' } });
    expect(life(a)).toEqual([20, 17]);
  });

  it('refused, not guessed: a Fling on the stack of a board that does not say what was sacrificed', () => {
    const onStack = [{ id: 'f', card: 'Fling', controller: 'alice', targets: ['bob'] }];
    const turn = { number: 3, active: 'alice', step: 'first-main', priority: 'bob', passed: ['alice'] };
    const outcome = adjudicate(
      { state: flingBoard(onStack, turn), action: { type: 'pass', player: 'bob' } } as { state: unknown },
      bundledCatalog(),
    );
    expect(outcome).toEqual(expect.objectContaining({ kind: 'unsupported', code: 'UNSUPPORTED_EFFECT', rule: '608.2h' }));
  });

  it('Diamond Valley: "{T}, Sacrifice a creature: You gain life equal to the sacrificed creature\'s toughness": Serra Angel gives 4', () => {
    const state = board({ battlefield: [perm('dv', 'Diamond Valley', 'alice'), perm('angel', 'Serra Angel', 'alice')] }, {});
    const a = rule({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'dv', ability: 0, sacrifice: ['angel'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['angel']);
    expect(life(a)).toEqual([24, 20]);
    expect(cited(a)).toContain('119.3');
  });

  it('Barrage Tyrant: "Sacrifice another colorless creature": an artifact creature pays and deals its power; a green creature cannot be sacrificed (118.3)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 3),
          perm('bt', 'Barrage Tyrant', 'alice'),
          perm('jug', 'Juggernaut', 'alice'),
          perm('bears', 'Grizzly Bears', 'alice'),
        ],
      },
      {},
    );
    const activate = (victim: string) => ({
      type: 'activate',
      player: 'alice',
      source: 'bt',
      ability: 0,
      targets: ['bob'],
      sacrifice: [victim],
    });
    const a = rule({ state, actions: [activate('jug'), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(life(a)).toEqual([20, 15]);
    const refused = rule({ state, action: activate('bears') });
    expect(refused.legal).toBe(false);
    expect(refused.violations[0]).toMatchObject({ code: 'CANNOT_SACRIFICE' });
  });

  it('Ghoulcaller Gisa: "Create X 2/2 black Zombie creature tokens, where X is the sacrificed creature\'s power": a 4-power Serra Angel makes four (111.1)', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 's', 1), perm('gisa', 'Ghoulcaller Gisa', 'alice'), perm('angel', 'Serra Angel', 'alice')] },
      {},
    );
    const a = rule({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'gisa', ability: 0, sacrifice: ['angel'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    const zombies = a.state.battlefield.filter((o) => o.token && typeof o.card === 'object' && o.card.subtypes?.includes('Zombie'));
    expect(zombies).toHaveLength(4);
    expect(ids(a.state.players[0].graveyard)).toEqual(['angel']);
  });

  it('the compiler reads the phrase only where the cost sacrifices one permanent of that type', () => {
    const fling = bundledCard('Fling');
    expect(compileCard(fling).support).toBe('full');
    // Without the additional cost, "the sacrificed creature" names nothing: the line is refused.
    const alone = compileCard({ ...fling, text: "Fling deals damage equal to the sacrificed creature's power to any target." });
    expect(alone.support).not.toBe('full');
    // A cost sacrificing an artifact does not give "the sacrificed creature".
    const artifact = compileCard({
      ...bundledCard('Diamond Valley'),
      text: "{T}, Sacrifice an artifact: You gain life equal to the sacrificed creature's toughness.",
    });
    expect(artifact.support).not.toBe('full');
    // A source that sacrifices itself is not "the sacrificed creature" of this reading.
    const self = compileCard({
      ...bundledCard('Diamond Valley'),
      text: "Sacrifice CARDNAME: You gain life equal to the sacrificed creature's toughness.",
    });
    expect(self.support).not.toBe('full');
  });
});

describe('608.2h: "that card\'s toughness": a card targeted in a graveyard, read where the ability exiled it', () => {
  const maggot = (graveyard: Record<string, unknown>[]) =>
    board(
      {
        battlefield: [perm('rm', 'Rotfeaster Maggot', 'alice')],
        stack: [{ id: 't', ability: { source: 'rm', index: 0, triggered: true }, controller: 'alice', targets: ['angel'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', passed: [] },
      },
      {},
      { graveyard },
    );

  it("Rotfeaster Maggot: bob's Serra Angel card is exiled (406.1) and alice gains 4 life, its toughness", () => {
    const a = rule({ state: maggot([{ id: 'angel', card: 'Serra Angel' }]), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['angel']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(life(a)).toEqual([24, 20]);
    expect(cited(a)).toContain('119.3');
  });

  it('608.2b: the card gone from the graveyard before it resolves: the only target is illegal, no life is gained', () => {
    const a = rule({ state: maggot([]), actions: passes(2) });
    expect(life(a)).toEqual([20, 20]);
    expect(cited(a)).toContain('608.2b');
  });

  it('refused where the card is moved to a zone it is not read in: Phyrexian Delver (the battlefield), Razor Hippogriff (a hand)', () => {
    expect(compileCard(bundledCard('Rotfeaster Maggot')).support).toBe('full');
    expect(compileCard(bundledCard('Phyrexian Delver')).support).not.toBe('full');
    expect(compileCard(bundledCard('Razor Hippogriff')).support).not.toBe('full');
  });
});

describe('608.2h: "gets +1/+1 until end of turn for each ...": counted once as the spell resolves, then fixed', () => {
  const field = (a: Answer, id: string) =>
    (a.state.battlefield.find((o) => o.id === id) as { characteristics?: { power: number; toughness: number } } | undefined)
      ?.characteristics;

  it('Might of the Masses with three creatures alice controls: the target gets +3/+3 (it counts itself, 613.4c)', () => {
    const a = castAndResolve('Might of the Masses', ['bears'], {
      battlefield: [perm('bears', 'Grizzly Bears', 'alice'), perm('elf', 'Llanowar Elves', 'alice'), perm('angel', 'Serra Angel', 'alice')],
    });
    expect(a.legal).toBe(true);
    expect(field(a, 'bears')).toMatchObject({ power: 5, toughness: 5 });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2h', '613.4c']));
  });

  it("bob's creatures are not counted: his Grizzly Bears targeted by alice with none of hers gets +0/+0", () => {
    const a = castAndResolve('Might of the Masses', ['bears'], { battlefield: [perm('bears', 'Grizzly Bears', 'bob')] });
    expect(a.legal).toBe(true);
    expect(field(a, 'bears')).toMatchObject({ power: 2, toughness: 2 });
  });

  it('611.2c: a creature alice casts after it resolved does not change the bonus (+2/+2, not +3/+3)', () => {
    const state = board(
      { battlefield: [...mana(0), perm('bears', 'Grizzly Bears', 'alice'), perm('elf', 'Llanowar Elves', 'alice')] },
      {
        hand: [
          { id: 'h1', card: 'Might of the Masses' },
          { id: 'h2', card: 'Grizzly Bears' },
        ],
      },
    );
    const a = rule({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'h1', targets: ['bears'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'h2', targets: [] },
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(ids(a.state.battlefield.filter((o) => o.card === 'Grizzly Bears'))).toEqual(['bears', 'h2']);
    expect(field(a, 'bears')).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Goblin Rabblemaster: "it gets +1/+0 until end of turn for each other attacking Goblin" (not itself)', () => {
    const c = compileCard(bundledCard('Goblin Rabblemaster'));
    expect(c.support).toBe('full');
    const trigger = c.abilities.find((x) => x.kind === 'triggered' && JSON.stringify(x).includes('"per"'));
    expect(JSON.stringify(trigger)).toContain('{"kind":"other"}');
  });
});

describe('122.1, 608.2h: "You gain 1 life for each credit counter on CARDNAME"', () => {
  it('Icatian Moneychanger sacrificed to pay the cost: its counters as it last existed are not kept by the engine: refused, not read as 0', () => {
    const c = compileCard(bundledCard('Icatian Moneychanger'));
    expect(c.support).toBe('full');
    const state = board(
      {
        battlefield: [perm('mc', 'Icatian Moneychanger', 'alice', { counters: { credit: 3 } })],
        turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice', passed: [] },
      },
      {},
    );
    const outcome = adjudicate(
      {
        state,
        actions: [{ type: 'activate', player: 'alice', source: 'mc', ability: 0, targets: [] }, ...passes(2)],
      } as { state: unknown },
      bundledCatalog(),
    );
    expect(JSON.stringify(outcome)).toContain('UNSUPPORTED_EFFECT');
    expect(JSON.stringify(outcome)).toContain('608.2h');
  });
});
