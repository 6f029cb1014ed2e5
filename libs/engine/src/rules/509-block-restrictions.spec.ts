import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { legalActionsFor } from '../legal-actions';
import { cited } from '../testing/test-catalog';
import { assign, combatBoard, life, passes, perm, upToBlocks } from '../testing/combat-cards';

/**
 * 509.1b: restrictions of static abilities on which creature may block which, on real cards
 * (current Oracle text, from the bundled catalog): "can't be blocked by ...", "can't be blocked
 * except by ...", "Creatures with power less than CARDNAME's power can't block it", "can't block
 * creatures with ...". alice attacks, bob declares; an illegal declaration is refused with the rule.
 */
const NAMES = [
  'Juggernaut', // 5/3 artifact creature: attacks each combat if able; can't be blocked by Walls
  'Amrou Kithkin', // 1/1: can't be blocked by creatures with power 3 or greater
  'Treetop Rangers', // 2/2: can't be blocked except by creatures with flying
  'Den Protector', // 2/1: creatures with power less than its power can't block it
  'Ironclaw Orcs', // 2/2: can't block creatures with power 2 or greater
  'Argothian Pixies', // 2/1: can't be blocked by artifact creatures
  'Elven Riders', // 3/3: can't be blocked except by Walls and/or creatures with flying
  'Sacred Knight', // 3/2: can't be blocked by black and/or red creatures
  'Invisibility', // Aura: enchanted creature can't be blocked except by Walls
  'Wall of Stone', // 0/8 Wall, defender
  'Grizzly Bears', // 2/2
  'Hill Giant', // 3/3 red
  'Wind Drake', // 2/2 flying
  'Raging Goblin', // 1/1 red, haste
  'Ornithopter', // 0/2 artifact creature, flying
  'Giant Growth',
  'Forest',
];
const catalog = new InMemoryCatalog(NAMES.map(bundledCard));
function rule(request: { state: unknown; actions: unknown[] }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

/** alice's a1 attacks bob; bob blocks it with x1. */
function blockWith(attacker: string, blocker: string, more: Record<string, unknown>[] = []): Answer {
  const state = combatBoard([perm('a1', attacker, 'alice'), perm('x1', blocker, 'bob'), ...more]);
  return rule({ state, actions: upToBlocks(['a1'], [['x1', 'a1']]) });
}

function expectRefused(a: Answer): void {
  expect(a.legal).toBe(false);
  expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
  expect(a.state.combat?.blockers).toEqual([]);
  expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob' }]);
  expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers', rule: '509.1' });
  expect(cited(a)).toContain('733.1');
}

function expectBlocked(a: Answer): void {
  expect(a.legal).toBe(true);
  expect(a.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1'] }]);
  expect(a.state.combat?.attackers).toEqual([{ id: 'a1', attacking: 'bob', blocked: true }]);
  expect(cited(a)).toContain('509.1h');
  expect(cited(a)).not.toContain('509.1b');
}

describe('509.1b: restrictions on which creature may block which', () => {
  it('the lines are understood in full', () => {
    for (const name of NAMES.slice(0, 9)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('509.1b: Juggernaut "can\'t be blocked by Walls": Wall of Stone is refused, Grizzly Bears may block', () => {
    const wall = blockWith('Juggernaut', 'Wall of Stone');
    expectRefused(wall);
    expect(wall.violations[0].message).toContain('Wall of Stone');
    const bears = blockWith('Juggernaut', 'Grizzly Bears');
    expectBlocked(bears);
    // 510.1: the blocked Juggernaut (5/3) and the Bears (2/2) deal damage to each other: the Bears die, bob loses no life.
    const done = rule({
      state: combatBoard([perm('a1', 'Juggernaut', 'alice'), perm('x1', 'Grizzly Bears', 'bob')]),
      actions: [...upToBlocks(['a1'], [['x1', 'a1']]), ...passes(2)],
    });
    expect(done.state.battlefield.map((o) => o.id)).toEqual(['a1']);
    expect(life(done, 'bob')).toBe(20);
  });

  it('509.1b: Argothian Pixies "can\'t be blocked by artifact creatures": Ornithopter is refused, Wind Drake may block', () => {
    expectRefused(blockWith('Argothian Pixies', 'Ornithopter'));
    expectBlocked(blockWith('Argothian Pixies', 'Wind Drake'));
  });

  it('509.1b: Amrou Kithkin "can\'t be blocked by creatures with power 3 or greater": Hill Giant is refused, Grizzly Bears may block', () => {
    expectRefused(blockWith('Amrou Kithkin', 'Hill Giant'));
    expectBlocked(blockWith('Amrou Kithkin', 'Grizzly Bears'));
  });

  it('509.1b, 613.4c: power is read as bob declares: Giant Growth on the Bears (5/5) and they may not block Amrou Kithkin', () => {
    const state = combatBoard(
      [perm('a1', 'Amrou Kithkin', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('f1', 'Forest', 'bob')],
      {},
      {},
      { hand: [{ id: 'gg', card: 'Giant Growth' }] },
    );
    const actions = [
      ...passes(2),
      { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'a1', attacking: 'bob' }] },
      { type: 'pass', player: 'alice' },
      { type: 'cast', player: 'bob', card: 'gg', targets: ['x1'] },
      ...passes(2, 'bob', 'alice'),
      ...passes(2),
      { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x1', blocking: ['a1'] }] },
    ];
    const a = rule({ state, actions });
    expectRefused(a);
    // Giant Growth resolved before the declaration (it is in bob's graveyard).
    expect(a.state.players.find((p) => p.id === 'bob')?.graveyard).toEqual([expect.objectContaining({ id: 'gg' })]);
  });

  it('509.1b: Treetop Rangers "can\'t be blocked except by creatures with flying": Grizzly Bears is refused, Wind Drake may block', () => {
    expectRefused(blockWith('Treetop Rangers', 'Grizzly Bears'));
    expectBlocked(blockWith('Treetop Rangers', 'Wind Drake'));
  });

  it('509.1b: Elven Riders "except by Walls and/or creatures with flying": Wall of Stone and Wind Drake may block, Hill Giant is refused', () => {
    expectBlocked(blockWith('Elven Riders', 'Wall of Stone'));
    expectBlocked(blockWith('Elven Riders', 'Wind Drake'));
    expectRefused(blockWith('Elven Riders', 'Hill Giant'));
  });

  it('509.1b: Sacred Knight "can\'t be blocked by black and/or red creatures": Hill Giant (red) is refused, Grizzly Bears may block', () => {
    expectRefused(blockWith('Sacred Knight', 'Hill Giant'));
    expectBlocked(blockWith('Sacred Knight', 'Grizzly Bears'));
  });

  it('509.1b: Den Protector (power 2): Raging Goblin (power 1) is refused; Grizzly Bears (power 2, not less) may block', () => {
    expectRefused(blockWith('Den Protector', 'Raging Goblin'));
    expectBlocked(blockWith('Den Protector', 'Grizzly Bears'));
  });

  it('509.1b: Ironclaw Orcs "can\'t block creatures with power 2 or greater": refused against Grizzly Bears, may block Raging Goblin', () => {
    const refused = blockWith('Grizzly Bears', 'Ironclaw Orcs');
    expectRefused(refused);
    expect(refused.violations[0].message).toContain('Ironclaw Orcs');
    expectBlocked(blockWith('Raging Goblin', 'Ironclaw Orcs'));
  });

  it('509.1b, 303.4: Invisibility on Grizzly Bears: only a Wall may block them (Hill Giant refused, Wall of Stone may)', () => {
    const aura = { id: 'e1', card: 'Invisibility', controller: 'alice', attachedTo: 'a1' };
    expectRefused(blockWith('Grizzly Bears', 'Hill Giant', [aura]));
    expectBlocked(blockWith('Grizzly Bears', 'Wall of Stone', [aura]));
  });
});

/**
 * 509.1b: "{1}{R}: Target creature can't block Duct Crawler this turn." (Duct Crawler, bundled
 * catalog): a restriction made by a resolved ability (611.2a) on the target blocking the source
 * only; the target may still block any other attacker, and other creatures may block the source.
 */
describe('509.1b: "Target creature can\'t block CARDNAME this turn" (Duct Crawler)', () => {
  const crawler = bundledCard('Duct Crawler');
  const crawlerCatalog = new InMemoryCatalog([
    crawler,
    ...['Grizzly Bears', 'Hill Giant', 'Mountain', 'Lightning Bolt', 'Fearsome Temper'].map(bundledCard),
  ]);
  const play = (actions: unknown[], more: Record<string, unknown>[] = [], bob: Record<string, unknown> = {}): Answer => {
    const state = combatBoard(
      [
        perm('d1', 'Duct Crawler', 'alice'),
        perm('a2', 'Grizzly Bears', 'alice'),
        perm('m1', 'Mountain', 'alice'),
        perm('m2', 'Mountain', 'alice'),
        perm('x1', 'Hill Giant', 'bob'),
        ...more,
      ],
      {},
      {},
      bob,
    );
    const o = adjudicate({ state, actions }, crawlerCatalog);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'd1', ability: 0, targets: [target] });

  it('compiles as a restriction on the target blocking the source', () => {
    expect(compileCard(crawler).support).toBe('full');
    expect(compileCard(crawler).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { mana: '{1}{R}' },
      targets: [{ text: 'target creature' }],
      effects: [{ kind: 'cantBlockThisTurn', target: 0, attacker: 'source' }],
    });
  });

  it('the ability resolves: an effect on Hill Giant naming Duct Crawler, this turn', () => {
    const a = play([activate('x1'), ...passes(2)]);
    expect(a.violations).toEqual([]);
    expect(a.state.effects).toEqual([
      expect.objectContaining({ kind: 'cant-block', affects: ['x1'], attacker: 'd1', duration: 'this-turn' }),
    ]);
    expect(a.state.battlefield.filter((o) => o.tapped).map((o) => o.id)).toEqual(['m1', 'm2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '509.1b']));
  });

  it('509.1b: Hill Giant blocking Duct Crawler is refused', () => {
    const a = play([activate('x1'), ...passes(2), ...upToBlocks(['d1', 'a2'], [['x1', 'd1']])]);
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(a.violations[0].message).toContain('Duct Crawler');
    expect(a.state.combat?.blockers).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
  });

  it('Hill Giant may still block Grizzly Bears; without the ability it may block Duct Crawler', () => {
    const other = play([activate('x1'), ...passes(2), ...upToBlocks(['d1', 'a2'], [['x1', 'a2']])]);
    expect(other.legal).toBe(true);
    expect(other.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a2'] }]);
    expect(cited(other)).toContain('509.1h');
    const plain = play(upToBlocks(['d1', 'a2'], [['x1', 'd1']]));
    expect(plain.legal).toBe(true);
    expect(plain.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['d1'] }]);
  });

  it('only the target is restricted: another creature may block Duct Crawler', () => {
    const a = play([activate('x1'), ...passes(2), ...upToBlocks(['d1', 'a2'], [['x2', 'd1']])], [perm('x2', 'Grizzly Bears', 'bob')]);
    expect(a.legal).toBe(true);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x2', blocking: ['d1'] }]);
  });

  it('legal actions: Hill Giant is offered Grizzly Bears only', () => {
    const a = play([activate('x1'), ...passes(2), ...upToBlocks(['d1', 'a2'])]);
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
    const listed = legalActionsFor(a.state, crawlerCatalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.blockers).toEqual([{ id: 'x1', canBlock: ['a2'] }]);
  });

  it('400.7: Duct Crawler killed in response: the ability makes no effect, and Hill Giant may block any creature', () => {
    const bolt = { hand: [{ id: 'lb', card: 'Lightning Bolt' }] };
    const a = play(
      [
        activate('x1'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'lb', targets: ['d1'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
      [perm('m3', 'Mountain', 'bob')],
      bolt,
    );
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 'd1')).toBe(false);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toContain('400.7');
    expect(cited(a)).not.toContain('509.1b');
  });

  it('400.7: Duct Crawler leaving the battlefield after the ability resolved ends the restriction', () => {
    const bolt = { hand: [{ id: 'lb', card: 'Lightning Bolt' }] };
    const a = play(
      [
        activate('x1'),
        ...passes(2),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'lb', targets: ['d1'] },
        ...passes(2, 'bob', 'alice'),
      ],
      [perm('m3', 'Mountain', 'bob')],
      bolt,
    );
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 'd1')).toBe(false);
    expect(a.state.effects).toEqual([]);
  });

  it('613.1f: Fearsome Temper grants "can\'t block this creature": the enchanted Bears are the attacker named', () => {
    const aura = { id: 'ft', card: 'Fearsome Temper', controller: 'alice', attachedTo: 'a2' };
    const grant = { type: 'activate', player: 'alice', source: 'a2', ability: 0, targets: ['x1'] };
    const resolved = play([grant, ...passes(2)], [aura, perm('m3', 'Mountain', 'alice')]);
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([expect.objectContaining({ kind: 'cant-block', affects: ['x1'], attacker: 'a2' })]);
    const refused = play([grant, ...passes(2), ...upToBlocks(['d1', 'a2'], [['x1', 'a2']])], [aura, perm('m3', 'Mountain', 'alice')]);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    const other = play([grant, ...passes(2), ...upToBlocks(['d1', 'a2'], [['x1', 'd1']])], [aura, perm('m3', 'Mountain', 'alice')]);
    expect(other.legal).toBe(true);
    expect(other.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['d1'] }]);
  });
});

/**
 * 509.1a, 101.1: a creature that "can block an additional creature" (or "any number of creatures")
 * may be declared blocking that many attacking creatures; 510.1d: it divides its damage among them.
 */
describe('509.1a: creatures that can block additional creatures', () => {
  const MORE = [
    'Night Market Guard', // 3/1 artifact creature: can block an additional creature each combat
    'Palace Guard', // 1/4: can block any number of creatures
    'Mounted Archers', // 2/3 reach: {W}: can block an additional creature this turn
    'High Ground', // enchantment: each creature you control can block an additional creature each combat
    'Two-Headed Giant of Foriys', // 4/4 trample: can block an additional creature each combat
    'Grizzly Bears',
    'Raging Goblin',
    'Hill Giant',
    'Plains',
  ];
  const more = new InMemoryCatalog(MORE.map(bundledCard));
  const play = (actions: unknown[], battlefield: Record<string, unknown>[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, more);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const three = [perm('a1', 'Grizzly Bears', 'alice'), perm('a2', 'Raging Goblin', 'alice'), perm('a3', 'Hill Giant', 'alice')];

  it('the lines are understood in full', () => {
    for (const name of MORE.slice(0, 5)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it('509.1a, 510.1d: Night Market Guard blocks Grizzly Bears and Raging Goblin; bob divides its 3 damage between them', () => {
    const board = [...three, perm('x1', 'Night Market Guard', 'bob')];
    const blocked = play(upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a2']]]), board);
    expect(blocked.legal).toBe(true);
    expect(blocked.violations).toEqual([]);
    expect(blocked.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1', 'a2'] }]);
    expect(blocked.state.combat?.attackers).toEqual([
      { id: 'a1', attacking: 'bob', blocked: true },
      { id: 'a2', attacking: 'bob', blocked: true },
    ]);
    expect(cited(blocked)).toContain('509.1h');
    // 510.1d: the blocker's division is bob's choice.
    const asked = play([...upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a2']]]), ...passes(2)], board);
    expect(asked.decision).toMatchObject({ player: 'bob', kind: 'assignDamage', rule: '510.1d', options: ['x1'] });
    const done = play([...upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a2']]]), ...passes(2), assign({ x1: { a1: 2, a2: 1 } }, 'bob')], board);
    expect(done.violations).toEqual([]);
    // The Guard (3/1) takes 2 + 1 and dies; the Bears (2 damage) and the Goblin (1) die; bob loses no life.
    expect(done.state.battlefield.map((o) => o.id)).toEqual(['a3']);
    expect(life(done, 'bob')).toBe(20);
    expect(cited(done)).toContain('510.1d');
  });

  it('509.1a: Night Market Guard may not block three creatures, nor one creature twice; Grizzly Bears may not block two', () => {
    const board = [...three, perm('x1', 'Night Market Guard', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
    const tooMany = play(upToBlocks(['a1', 'a2', 'a3'], [['x1', ['a1', 'a2', 'a3']]]), board);
    expect(tooMany.legal).toBe(false);
    expect(tooMany.violations).toEqual([expect.objectContaining({ code: 'BLOCKS_TOO_MANY', rule: '509.1a' })]);
    expect(tooMany.violations[0].message).toContain('2');
    expect(tooMany.state.combat?.blockers).toEqual([]);
    expect(tooMany.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
    expect(cited(tooMany)).toContain('733.1');
    const twice = play(upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a1']]]), board);
    expect(twice.violations).toEqual([expect.objectContaining({ code: 'DUPLICATE_BLOCK', rule: '509.1a' })]);
    const bears = play(upToBlocks(['a1', 'a2'], [['x2', ['a1', 'a2']]]), board);
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'BLOCKS_ONE', rule: '509.1a' })]);
  });

  it('509.1a: legal actions say how many creatures Night Market Guard and Palace Guard may block', () => {
    const board = [
      ...three,
      perm('x1', 'Night Market Guard', 'bob'),
      perm('x2', 'Palace Guard', 'bob'),
      perm('x3', 'Grizzly Bears', 'bob'),
    ];
    const a = play(upToBlocks(['a1', 'a2', 'a3']), board);
    const listed = legalActionsFor(a.state, more);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.blockers).toEqual([
      { id: 'x1', canBlock: ['a1', 'a2', 'a3'], blocksUpTo: 2 },
      { id: 'x2', canBlock: ['a1', 'a2', 'a3'], blocksUpTo: 3 },
      { id: 'x3', canBlock: ['a1', 'a2', 'a3'] },
    ]);
  });

  it('509.1a: Palace Guard "can block any number of creatures" blocks all three attackers', () => {
    const a = play(upToBlocks(['a1', 'a2', 'a3'], [['x1', ['a1', 'a2', 'a3']]]), [...three, perm('x1', 'Palace Guard', 'bob')]);
    expect(a.legal).toBe(true);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1', 'a2', 'a3'] }]);
  });

  it("509.1a: High Ground lets each of bob's creatures block two; alice's creatures are not affected", () => {
    const board = [...three, perm('x1', 'Grizzly Bears', 'bob'), perm('h1', 'High Ground', 'bob')];
    const a = play(upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a2']]]), board);
    expect(a.legal).toBe(true);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1', 'a2'] }]);
    const tooMany = play(upToBlocks(['a1', 'a2', 'a3'], [['x1', ['a1', 'a2', 'a3']]]), board);
    expect(tooMany.violations).toEqual([expect.objectContaining({ code: 'BLOCKS_TOO_MANY', rule: '509.1a' })]);
  });

  it("509.1a, 611.2a: Mounted Archers' {W} ability lets it block two creatures this turn, not before", () => {
    const board = [...three, perm('x1', 'Mounted Archers', 'bob'), perm('p1', 'Plains', 'bob')];
    const refused = play(upToBlocks(['a1', 'a2'], [['x1', ['a1', 'a2']]]), board);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'BLOCKS_ONE', rule: '509.1a' })]);
    const actions = [
      ...passes(2),
      {
        type: 'declareAttackers',
        player: 'alice',
        attackers: [
          { id: 'a1', attacking: 'bob' },
          { id: 'a2', attacking: 'bob' },
        ],
      },
      { type: 'pass', player: 'alice' },
      { type: 'activate', player: 'bob', source: 'x1', ability: 0 },
      ...passes(2, 'bob', 'alice'),
      ...passes(2),
      { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x1', blocking: ['a1', 'a2'] }] },
    ];
    const a = play(actions, board);
    expect(a.violations).toEqual([]);
    expect(a.legal).toBe(true);
    expect(a.state.effects).toEqual([
      expect.objectContaining({ kind: 'block-additional', affects: ['x1'], amount: 1, duration: 'this-turn' }),
    ]);
    expect(a.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1', 'a2'] }]);
    expect(cited(a)).toContain('509.1a');
  });
});

/** 509.1b: "{U}: CARDNAME can't be blocked this turn." (Blockade Runner): an effect on the ability's source. */
describe("509.1b: Blockade Runner can't be blocked this turn", () => {
  const runner = new InMemoryCatalog(['Blockade Runner', 'Grizzly Bears', 'Island'].map(bundledCard));
  const play = (actions: unknown[]): Answer => {
    const state = combatBoard([perm('a1', 'Blockade Runner', 'alice'), perm('i1', 'Island', 'alice'), perm('x1', 'Grizzly Bears', 'bob')]);
    const o = adjudicate({ state, actions }, runner);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const activate = { type: 'activate', player: 'alice', source: 'a1', ability: 0 };

  it('the line is understood in full; without the ability the Bears may block', () => {
    expect(compileCard(bundledCard('Blockade Runner')).support).toBe('full');
    expect(play(upToBlocks(['a1'], [['x1', 'a1']])).legal).toBe(true);
  });

  it('509.1b: after the ability resolves, blocking Blockade Runner is refused', () => {
    const resolved = play([activate, ...passes(2)]);
    expect(resolved.violations).toEqual([]);
    expect(resolved.state.effects).toEqual([expect.objectContaining({ kind: 'cant-be-blocked', affects: ['a1'], duration: 'this-turn' })]);
    const a = play([activate, ...passes(2), ...upToBlocks(['a1'], [['x1', 'a1']])]);
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CANT_BE_BLOCKED', rule: '509.1b' })]);
    expect(a.state.combat?.blockers).toEqual([]);
    expect(cited(a)).toContain('733.1');
  });
});

/**
 * 509.1b: more restrictions of static abilities, on real cards: "can't block and can't be blocked" (Tormented Soul),
 * "can't be blocked except by creatures with flying or reach" (Orchard Spirit), and an Aura's "Enchanted creature can
 * block only creatures with flying." (Stratus Walk). Legal actions list exactly the blocks the declaration allows.
 */
describe('509.1b: Tormented Soul, Orchard Spirit, Stratus Walk', () => {
  const names = ['Tormented Soul', 'Orchard Spirit', 'Stratus Walk', 'Grizzly Bears', 'Wind Drake', 'Giant Spider'];
  const more = new InMemoryCatalog(names.map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, more);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const listed = (a: Answer) => {
    const l = legalActionsFor(a.state, more);
    if (!l.ok) throw new Error(JSON.stringify(l.errors));
    return l.value;
  };

  it('the lines are understood in full', () => {
    for (const name of names.slice(0, 3)) expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Tormented Soul')).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [
        { kind: 'cantBlock', affected: { kind: 'self' } },
        { kind: 'cantBeBlocked', affected: { kind: 'self' } },
      ],
    });
  });

  it("509.1b: alice's Tormented Soul attacking can't be blocked; bob's Tormented Soul can't block", () => {
    const field = [perm('a1', 'Tormented Soul', 'alice'), perm('a2', 'Grizzly Bears', 'alice'), perm('x1', 'Grizzly Bears', 'bob')];
    const blocked = play(field, upToBlocks(['a1', 'a2'], [['x1', 'a1']]));
    expect(blocked.legal).toBe(false);
    expect(blocked.violations).toEqual([expect.objectContaining({ code: 'CANT_BE_BLOCKED', rule: '509.1b' })]);
    expect(blocked.state.combat?.blockers).toEqual([]);
    expect(cited(blocked)).toContain('733.1');
    expect(play(field, upToBlocks(['a1', 'a2'], [['x1', 'a2']])).legal).toBe(true);
    expect(listed(play(field, upToBlocks(['a1', 'a2']))).blockers).toEqual([{ id: 'x1', canBlock: ['a2'] }]);

    const soul = [perm('a2', 'Grizzly Bears', 'alice'), perm('x1', 'Tormented Soul', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
    const blocking = play(soul, upToBlocks(['a2'], [['x1', 'a2']]));
    expect(blocking.legal).toBe(false);
    expect(blocking.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(blocking.state.combat?.blockers).toEqual([]);
    // bob is offered his Bears only.
    expect(listed(play(soul, upToBlocks(['a2']))).blockers).toEqual([{ id: 'x2', canBlock: ['a2'] }]);
    // 509.1: with Tormented Soul his only creature, bob has no blockers to declare at all.
    const none = play(soul.slice(0, 2), upToBlocks(['a2'], [['x1', 'a2']]));
    expect(none.legal).toBe(false);
    expect(none.violations).toEqual([expect.objectContaining({ code: 'NOT_DECLARE_BLOCKERS', rule: '509.1' })]);
  });

  it('509.1b: Orchard Spirit may be blocked by Wind Drake (flying) and Giant Spider (reach), not by Grizzly Bears', () => {
    const field = [
      perm('a1', 'Orchard Spirit', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      perm('x2', 'Wind Drake', 'bob'),
      perm('x3', 'Giant Spider', 'bob'),
    ];
    const bears = play(field, upToBlocks(['a1'], [['x1', 'a1']]));
    expect(bears.legal).toBe(false);
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(bears.violations[0].message).toContain('Orchard Spirit');
    for (const id of ['x2', 'x3']) {
      const a = play(field, upToBlocks(['a1'], [[id, 'a1']]));
      expect(a.legal).toBe(true);
      expect(a.state.combat?.blockers).toEqual([{ id, blocking: ['a1'] }]);
    }
    expect(listed(play(field, upToBlocks(['a1']))).blockers).toEqual([
      { id: 'x1', canBlock: [] },
      { id: 'x2', canBlock: ['a1'] },
      { id: 'x3', canBlock: ['a1'] },
    ]);
  });

  it("509.1b, 303.4: Stratus Walk on bob's Grizzly Bears: they may block Wind Drake, not Grizzly Bears", () => {
    const field = [
      perm('a1', 'Grizzly Bears', 'alice'),
      perm('a2', 'Wind Drake', 'alice'),
      perm('x1', 'Grizzly Bears', 'bob'),
      { id: 'e1', card: 'Stratus Walk', controller: 'bob', attachedTo: 'x1' },
    ];
    const ground = play(field, upToBlocks(['a1', 'a2'], [['x1', 'a1']]));
    expect(ground.legal).toBe(false);
    expect(ground.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(ground.violations[0].message).toContain('Stratus Walk');
    // 702.9b: the Bears have flying from the Aura too, so they may block the Drake.
    const air = play(field, upToBlocks(['a1', 'a2'], [['x1', 'a2']]));
    expect(air.legal).toBe(true);
    expect(air.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a2'] }]);
    expect(listed(play(field, upToBlocks(['a1', 'a2']))).blockers).toEqual([{ id: 'x1', canBlock: ['a2'] }]);
    // Without the Aura, the Bears may block the other Bears.
    expect(play(field.slice(0, 3), upToBlocks(['a1', 'a2'], [['x1', 'a1']])).legal).toBe(true);
  });
});

/** 509.1b: "CARDNAME can't block or be blocked by creatures with power 2 or greater." (Sneaky Homunculus): both ways. */
describe('509.1b: Sneaky Homunculus', () => {
  const homunculus = new InMemoryCatalog(['Sneaky Homunculus', 'Grizzly Bears', 'Raging Goblin'].map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, homunculus);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };

  it('the line is understood in full', () => {
    expect(compileCard(bundledCard('Sneaky Homunculus')).support).toBe('full');
  });

  it('509.1b: attacking, it may be blocked by Raging Goblin (power 1), not by Grizzly Bears (power 2)', () => {
    const field = [perm('a1', 'Sneaky Homunculus', 'alice'), perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Raging Goblin', 'bob')];
    const bears = play(field, upToBlocks(['a1'], [['x1', 'a1']]));
    expect(bears.legal).toBe(false);
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(play(field, upToBlocks(['a1'], [['x2', 'a1']])).legal).toBe(true);
  });

  it('509.1b: blocking, it may block Raging Goblin, not Grizzly Bears', () => {
    const field = [perm('a1', 'Grizzly Bears', 'alice'), perm('a2', 'Raging Goblin', 'alice'), perm('x1', 'Sneaky Homunculus', 'bob')];
    const bears = play(field, upToBlocks(['a1', 'a2'], [['x1', 'a1']]));
    expect(bears.legal).toBe(false);
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    const goblin = play(field, upToBlocks(['a1', 'a2'], [['x1', 'a2']]));
    expect(goblin.legal).toBe(true);
    expect(goblin.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a2'] }]);
  });
});

/**
 * 509.1b: "can't be blocked by more than one creature" given to others: "Each creature you control ..." (Familiar
 * Ground) and an Aura's "Enchanted creature has hexproof and can't be blocked by more than one creature." (Alpha Authority).
 */
describe('509.1b: Familiar Ground, Alpha Authority', () => {
  const more = new InMemoryCatalog(['Familiar Ground', 'Alpha Authority', 'Grizzly Bears', 'Hill Giant'].map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, more);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const bobs = [perm('x1', 'Grizzly Bears', 'bob'), perm('x2', 'Hill Giant', 'bob')];

  it('the lines are understood in full', () => {
    for (const name of ['Familiar Ground', 'Alpha Authority'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
  });

  it("509.1b: with alice's Familiar Ground, her Bears are blocked by one creature, not two; bob's creatures are not affected", () => {
    const field = [perm('g1', 'Familiar Ground', 'alice'), perm('a1', 'Grizzly Bears', 'alice'), ...bobs];
    const two = play(
      field,
      upToBlocks(
        ['a1'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
        ],
      ),
    );
    expect(two.legal).toBe(false);
    expect(two.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(two.state.combat?.blockers).toEqual([]);
    expect(play(field, upToBlocks(['a1'], [['x2', 'a1']])).legal).toBe(true);
    // Without the enchantment, both may block.
    expect(
      play(
        field.slice(1),
        upToBlocks(
          ['a1'],
          [
            ['x1', 'a1'],
            ['x2', 'a1'],
          ],
        ),
      ).legal,
    ).toBe(true);
  });

  it('509.1b, 702.11b: Alpha Authority on the Bears: hexproof, and one blocker at most', () => {
    const field = [
      perm('a1', 'Grizzly Bears', 'alice'),
      { id: 'e1', card: 'Alpha Authority', controller: 'alice', attachedTo: 'a1' },
      ...bobs,
    ];
    const two = play(
      field,
      upToBlocks(
        ['a1'],
        [
          ['x1', 'a1'],
          ['x2', 'a1'],
        ],
      ),
    );
    expect(two.legal).toBe(false);
    expect(two.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    const one = play(field, upToBlocks(['a1'], [['x1', 'a1']]));
    expect(one.legal).toBe(true);
    expect(one.state.combat?.blockers).toEqual([{ id: 'x1', blocking: ['a1'] }]);
    expect(compileCard(bundledCard('Alpha Authority')).abilities[1]).toMatchObject({
      effects: [
        { kind: 'addKeyword', affected: { kind: 'enchanted' }, keyword: 'hexproof' },
        { kind: 'blockedByAtMostOne', affected: { kind: 'enchanted' } },
      ],
    });
  });
});

/** 509.1b: "CARDNAME can't be blocked except by three or more creatures." (Phyrexian Colossus, Pathrazer of Ulamog). */
describe('509.1b: Phyrexian Colossus, blocked by three or more creatures or not at all', () => {
  const more = new InMemoryCatalog(['Phyrexian Colossus', 'Pathrazer of Ulamog', 'Grizzly Bears'].map(bundledCard));
  const play = (battlefield: Record<string, unknown>[], actions: unknown[]): Answer => {
    const o = adjudicate({ state: combatBoard(battlefield), actions }, more);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    return o.answer;
  };
  const field = [
    perm('pc', 'Phyrexian Colossus', 'alice'),
    perm('x1', 'Grizzly Bears', 'bob'),
    perm('x2', 'Grizzly Bears', 'bob'),
    perm('x3', 'Grizzly Bears', 'bob'),
  ];

  it('Phyrexian Colossus and Pathrazer of Ulamog are understood in full', () => {
    for (const name of ['Phyrexian Colossus', 'Pathrazer of Ulamog'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    expect(compileCard(bundledCard('Phyrexian Colossus')).abilities).toContainEqual(
      expect.objectContaining({ effects: [{ kind: 'blockedByAtLeast', affected: { kind: 'self' }, count: 3 }] }),
    );
  });

  it('two blockers are refused (509.1b), nothing is declared; three are legal; none is legal', () => {
    const two = play(
      field,
      upToBlocks(
        ['pc'],
        [
          ['x1', 'pc'],
          ['x2', 'pc'],
        ],
      ),
    );
    expect(two.legal).toBe(false);
    expect(two.violations).toEqual([expect.objectContaining({ code: 'CANT_BLOCK', rule: '509.1b' })]);
    expect(two.state.combat?.blockers).toEqual([]);
    const three = play(
      field,
      upToBlocks(
        ['pc'],
        [
          ['x1', 'pc'],
          ['x2', 'pc'],
          ['x3', 'pc'],
        ],
      ),
    );
    expect(three.violations).toEqual([]);
    expect(three.state.combat?.blockers.map((b) => b.id).sort()).toEqual(['x1', 'x2', 'x3']);
    expect(play(field, upToBlocks(['pc'], [])).violations).toEqual([]);
  });

  it('legal actions give 3 as the fewest blockers of the Colossus', () => {
    const a = play(field, upToBlocks(['pc']));
    expect(a.decision).toMatchObject({ player: 'bob', kind: 'declareBlockers' });
    const listed = legalActionsFor(a.state, more);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.minimumBlockers).toEqual({ pc: 3 });
  });

  it('refused with a count the grammar does not read ("except by X or more creatures")', () => {
    const odd = compileCard({
      ...bundledCard('Phyrexian Colossus'),
      text: "Phyrexian Colossus can't be blocked except by X or more creatures.",
    });
    expect(odd.support).not.toBe('full');
  });
});
