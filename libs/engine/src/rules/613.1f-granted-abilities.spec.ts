import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { SWAMP } from '../testing/spell-cards';
import { passes } from '../testing/actions';
import * as graveyardAndPaymentBoards from '../testing/graveyard-and-payment-boards';

/**
 * 613.1f: static abilities that grant an ability in quotes. The object has the ability (layer 6):
 * an activated one is activated from it (602), by its controller; "this creature" is that object;
 * a triggered one triggers (603); the ability on the stack or waiting to go there carries its text
 * (113.7a: it exists independently of its source). Real cards, current Oracle text.
 */
const def = defineCard;
const ARCANE_TEACHINGS = def({
  name: 'Arcane Teachings',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."',
});
const VIRIDIAN_LONGBOW = def({
  name: 'Viridian Longbow',
  manaCost: '{1}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  text: 'Equipped creature has "{T}: This creature deals 1 damage to any target."\nEquip {3}',
});
const MIDNIGHT_COVENANT = def({
  name: 'Midnight Covenant',
  manaCost: '{1}{B}',
  colors: ['B'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature has "{B}: This creature gets +1/+1 until end of turn."',
});
const CITANUL_HIEROPHANTS = def({
  name: 'Citanul Hierophants',
  manaCost: '{3}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Human', 'Druid'],
  power: '3',
  toughness: '2',
  text: 'Creatures you control have "{T}: Add {G}."',
});
const ABUNDANT_GROWTH = def({
  name: 'Abundant Growth',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant land\nWhen Abundant Growth enters, draw a card.\nEnchanted land has "{T}: Add one mana of any color."',
});
const VERDANT_EMBRACE = def({
  name: 'Verdant Embrace',
  manaCost: '{3}{G}{G}',
  colors: ['G'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nEnchanted creature gets +3/+3 and has "At the beginning of each upkeep, create a 1/1 green Saproling creature token."',
});
const NINJAS_KUNAI = def({
  name: "Ninja's Kunai",
  manaCost: '{1}',
  types: ['Artifact'],
  subtypes: ['Equipment'],
  text: 'Equipped creature has "{1}, {T}, Sacrifice Ninja\'s Kunai: Ninja\'s Kunai deals 3 damage to any target."\nEquip {1}',
});
const GRANTING = [ARCANE_TEACHINGS, VIRIDIAN_LONGBOW, MIDNIGHT_COVENANT, CITANUL_HIEROPHANTS, ABUNDANT_GROWTH, VERDANT_EMBRACE];
const catalog = new InMemoryCatalog([
  ...GRANTING,
  NINJAS_KUNAI,
  SWAMP,
  ...['Island', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);

const answer = rulingsWith(catalog);
const on = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const PING = '{T}: This creature deals 1 damage to any target.';
const bears = (more: Record<string, unknown> = {}) => ({ id: 'b1', card: 'Grizzly Bears', controller: 'alice', timestamp: 1, ...more });

describe('613.1f: the compiler reads "has \'[ability]\'"', () => {
  it('each template is understood in full', () => {
    for (const c of GRANTING) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });

  it("the granting card's own name inside the quotes is refused, not read as the object that has the ability", () => {
    expect(compileCard(NINJAS_KUNAI).unsupported).toEqual([NINJAS_KUNAI.text.split('\n')[0]]);
  });
});

describe('613.1f, 602: an activated ability granted by an Aura or an Equipment', () => {
  const field = [bears(), { id: 'at', card: 'Arcane Teachings', controller: 'alice', attachedTo: 'b1', timestamp: 2 }];

  it('the enchanted Bears are 4/4 and have the ability, as its text in quotes says it', () => {
    const a = answer({ state: board({ battlefield: field }), actions: [] });
    expect(on(a, 'b1')?.characteristics).toMatchObject({ power: 4, toughness: 4, abilities: [PING] });
  });

  it("602.2a: the Bears' controller activates it (ability 0 of the Bears); the entry on the stack carries the granted text; it resolves: 1 damage", () => {
    const a = answer({
      state: board({ battlefield: field }),
      actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0, targets: ['bob'] }],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([expect.objectContaining({ ability: { source: 'b1', index: 0, granted: PING }, targets: ['bob'] })]);
    expect(on(a, 'b1')?.tapped).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2c', '601.2h']));
    const resolved = answer({ state: a.state, actions: passes(2) });
    expect(resolved.state.players[1].life).toBe(19);
    expect(resolved.events).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'damage', source: 'b1', target: 'bob', amount: 1 })]),
    );
  });

  it('legal actions offer it', () => {
    const legal = legalActionsFor(board({ battlefield: field }), catalog);
    if (!legal.ok) throw new Error(JSON.stringify(legal.errors));
    expect(legal.value.actions.map((x) => x.action)).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'activate', source: 'b1', ability: 0 })]),
    );
  });

  it('302.6: a {T} ability of a creature its controller has not controlled since the turn began cannot be activated', () => {
    const a = answer({
      state: board({ battlefield: [bears({ summoningSick: true }), field[1]] }),
      actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0, targets: ['bob'] }],
    });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'SUMMONING_SICK', rule: '302.6' });
  });

  it('602.1: without the Aura the Bears have no activated ability', () => {
    const a = answer({
      state: board({ battlefield: [bears()] }),
      actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0, targets: ['bob'] }],
    });
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_ABILITY', rule: '602.1' });
  });

  it('113.7a: once activated, the ability resolves though the Aura has left meanwhile', () => {
    const state = board({
      battlefield: [bears({ tapped: true })],
      stack: [{ id: 's1', controller: 'alice', ability: { source: 'b1', index: 0, granted: PING }, targets: ['bob'] }],
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.players[1].life).toBe(19);
    expect(cited(a)).toContain('608.2');
  });

  it('a granted text the engine does not understand is refused on the board', () => {
    const state = board({
      battlefield: [bears()],
      stack: [{ id: 's1', controller: 'alice', ability: { source: 'b1', index: 0, granted: '{T}: This creature explodes.' }, targets: [] }],
    });
    const outcome = adjudicate({ state, actions: [] }, catalog);
    expect(outcome).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'UNSUPPORTED_GRANTED_ABILITY', rule: '613.1f' })],
    });
  });

  it('Viridian Longbow: the equipped creature has the ability; the Longbow itself has only equip', () => {
    const a = answer({
      state: board({
        battlefield: [
          bears(),
          { id: 'vl', card: 'Viridian Longbow', controller: 'alice', attachedTo: 'b1', timestamp: 2 },
          { id: 'c2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      }),
      actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0, targets: ['c2'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(on(a, 'c2')?.damage).toBe(1);
    expect(on(a, 'vl')?.characteristics?.abilities).toEqual([VIRIDIAN_LONGBOW.text.split('\n')[0], 'Equip {3}']);
  });

  it('Midnight Covenant: "{B}: This creature gets +1/+1 until end of turn." pumps the enchanted creature', () => {
    const field2 = [
      bears(),
      { id: 'mc', card: 'Midnight Covenant', controller: 'alice', attachedTo: 'b1', timestamp: 2 },
      { id: 's1', card: 'Swamp', controller: 'alice' },
    ];
    const a = answer({
      state: board({ battlefield: field2 }),
      actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0 }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(on(a, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });
});

describe('613.1f, 605: granted mana abilities', () => {
  it('Citanul Hierophants: each creature its controller controls taps for {G}, the Hierophants too', () => {
    const field = [bears(), { id: 'ch', card: 'Citanul Hierophants', controller: 'alice', timestamp: 2 }];
    const a = answer({ state: board({ battlefield: field }), actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0 }] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].manaPool).toBe('{G}');
    expect(cited(a)).toContain('605.3b');
    // The two creatures pay for a Grizzly Bears ({1}{G}) by themselves.
    const cast = answer({
      state: board({ battlefield: field }, { hand: [{ id: 'h1', card: 'Grizzly Bears' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1' }],
    });
    expect(cast.legal).toBe(true);
    expect(
      cast.state.battlefield
        .filter((o) => o.tapped)
        .map((o) => o.id)
        .sort(),
    ).toEqual(['b1', 'ch']);
  });

  it("Citanul Hierophants: an opponent's creatures do not have it", () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'ch', card: 'Citanul Hierophants', controller: 'alice' },
          { id: 'c2', card: 'Grizzly Bears', controller: 'bob' },
        ],
      }),
      actions: [],
    });
    expect(on(a, 'c2')?.characteristics?.abilities).toEqual([]);
  });

  it('Abundant Growth: the enchanted Island taps once, for {U} or any color: it pays for Lightning Bolt', () => {
    const field = [
      { id: 'i1', card: 'Island', controller: 'alice', timestamp: 1 },
      { id: 'ag', card: 'Abundant Growth', controller: 'alice', attachedTo: 'i1', timestamp: 2 },
    ];
    const a = answer({
      state: board({ battlefield: field }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(on(a, 'i1')?.tapped).toBe(true);
    expect(a.state.players[1].life).toBe(17);
    const plain = answer({
      state: board({ battlefield: [field[0]] }, { hand: [{ id: 'h1', card: 'Lightning Bolt' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1', targets: ['bob'] }],
    });
    expect(plain.legal).toBe(false);
  });
});

describe('613.1f, 603: a granted triggered ability', () => {
  const field = [bears(), { id: 've', card: 'Verdant Embrace', controller: 'alice', attachedTo: 'b1', timestamp: 2 }];

  it("Verdant Embrace: at the beginning of each upkeep the enchanted creature's ability triggers, controlled by its controller; it creates a Saproling", () => {
    const a = answer({
      state: board({ battlefield: field, turn: { number: 4, active: 'bob', step: 'untap', priority: null } }),
      actions: [],
    });
    expect(a.state.stack).toEqual([
      expect.objectContaining({
        controller: 'alice',
        ability: expect.objectContaining({
          source: 'b1',
          triggered: true,
          granted: 'At the beginning of each upkeep, create a 1/1 green Saproling creature token.',
        }),
      }),
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '603.3']));
    expect(on(a, 'b1')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    const resolved = answer({ state: a.state, actions: passes(2, 'bob', 'alice') });
    expect(
      resolved.state.battlefield
        .filter((o) => (o as { token?: boolean }).token)
        .map((o) => [o.controller, o.characteristics?.name, o.characteristics?.power]),
    ).toEqual([['alice', 'Saproling Token', 1]]);
  });

  it('without the Aura nothing triggers', () => {
    const a = answer({
      state: board({ battlefield: [bears()], turn: { number: 4, active: 'bob', step: 'untap', priority: null } }),
      actions: [],
    });
    expect(a.state.stack).toEqual([]);
  });
});

describe('613.1f, 613.7a: a granted static ability with effects in layers 6 and 7c', () => {
  const RUNE_OF_MIGHT = def({
    name: 'Rune of Might',
    manaCost: '{1}{G}',
    colors: ['G'],
    types: ['Enchantment'],
    subtypes: ['Aura', 'Rune'],
    text: 'Enchant permanent\nWhen Rune of Might enters, draw a card.\nAs long as enchanted permanent is a creature, it gets +1/+1 and has trample.\nAs long as enchanted permanent is an Equipment, it has "Equipped creature gets +1/+1 and has trample."',
  });
  const runes = new InMemoryCatalog([RUNE_OF_MIGHT, VIRIDIAN_LONGBOW, testCatalog.find('Grizzly Bears') as CardDefinition]);
  const chars = (battlefield: unknown[], id: string) => {
    const outcome = adjudicate({ state: board({ battlefield }), actions: [] }, runes);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer.state.battlefield.find((o) => o.id === id)?.characteristics;
  };

  it("Rune of Might on Viridian Longbow: the equipped Bears are 3/3 with trample and the Longbow's ping", () => {
    const field = [
      bears(),
      { id: 'vl', card: 'Viridian Longbow', controller: 'alice', attachedTo: 'b1', timestamp: 2 },
      { id: 'rm', card: 'Rune of Might', controller: 'alice', attachedTo: 'vl', timestamp: 3 },
    ];
    expect(chars(field, 'b1')).toMatchObject({ power: 3, toughness: 3, abilities: [PING, 'Trample'] });
    expect(chars(field, 'vl')?.abilities).toEqual([
      VIRIDIAN_LONGBOW.text.split('\n')[0],
      'Equip {3}',
      'Equipped creature gets +1/+1 and has trample.',
    ]);
  });

  it('Rune of Might on the Bears themselves: 3/3 trample; the Equipment clause does not apply to a creature', () => {
    expect(chars([bears(), { id: 'rm', card: 'Rune of Might', controller: 'alice', attachedTo: 'b1', timestamp: 3 }], 'b1')).toMatchObject({
      power: 3,
      toughness: 3,
      abilities: ['Trample'],
    });
  });
});

describe('613.1f: "All creatures have \'At the beginning of your upkeep, sacrifice this creature unless you pay {1}.\'"', () => {
  const MAGUS = def({
    name: 'Magus of the Tabernacle',
    manaCost: '{3}{W}',
    colors: ['W'],
    types: ['Creature'],
    subtypes: ['Human', 'Wizard'],
    power: '2',
    toughness: '6',
    text: 'All creatures have "At the beginning of your upkeep, sacrifice this creature unless you pay {1}."',
  });
  const magusCatalog = new InMemoryCatalog([MAGUS, ...['Grizzly Bears', 'Plains'].map((n) => testCatalog.find(n) as CardDefinition)]);
  const run = (request: Record<string, unknown>) => {
    const outcome = adjudicate(request as { state: unknown }, magusCatalog);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };

  it('"your" is the controller of the creature that has it: in alice\'s upkeep only her Bears\' ability triggers; unable to pay, she sacrifices the Bears (118.12a)', () => {
    const state = board({
      battlefield: [bears(), { id: 'mg', card: 'Magus of the Tabernacle', controller: 'bob', timestamp: 2 }],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = run({ state, actions: [] });
    expect(a.state.stack).toEqual([
      expect.objectContaining({
        controller: 'alice',
        ability: expect.objectContaining({
          source: 'b1',
          granted: 'At the beginning of your upkeep, sacrifice this creature unless you pay {1}.',
        }),
      }),
    ]);
    const resolved = run({ state: a.state, actions: passes(2) });
    expect(resolved.state.battlefield.map((o) => o.id)).toEqual(['mg']);
    expect(cited(resolved)).toContain('701.21a');
  });

  it('with a Plains, alice chooses whether to pay; paying, she keeps the Bears', () => {
    const state = board({
      battlefield: [
        bears(),
        { id: 'p1', card: 'Plains', controller: 'alice' },
        { id: 'mg', card: 'Magus of the Tabernacle', controller: 'bob', timestamp: 2 },
      ],
      turn: { number: 3, active: 'alice', step: 'untap', priority: null },
    });
    const a = run({ state, actions: passes(2) });
    expect(a.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '118.12a' });
    const paid = run({ state: a.state, actions: [{ type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['pay'] }] });
    expect(paid.state.battlefield.map((o) => o.id).sort()).toEqual(['b1', 'mg', 'p1']);
  });
});

describe('613.1f: a granted leaves-the-battlefield ability', () => {
  const { run, cast, board, lands, passes, perm } = graveyardAndPaymentBoards;

  // Left open (reported in the closing note): granted "dies" / "leaves the battlefield" abilities stay refused (603.10a
  // look-back reads the printed card); "return CARDNAME to its owner's hand" from a graveyard finds the card by id (400.7).
  it('613.1f, 603.10a: a granted "When this creature leaves the battlefield" ability is never silently lost (the creature had it as it left)', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Mountain', 'm', 1),
          perm('g', 'Grizzly Bears', 'alice'),
          perm('a', 'Test Parting Aura', 'alice', { attachedTo: 'g' }),
        ],
      },
      { hand: [{ id: 'b', card: 'Lightning Bolt' }] },
    );
    const o = run({ state, actions: [cast('b', ['g']), ...passes(2), ...passes(2)] });
    // Either the ability triggers and resolves (alice gains 3), or the engine refuses the card it does not follow.
    if (o.kind === 'answer') expect(o.answer.state.players[0].life).toBe(23);
    else expect(JSON.stringify(o)).toContain('UNSUPPORTED');
  });
});
