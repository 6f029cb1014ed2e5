import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const def = defineCard;
// Real cards, current Oracle text (lines of real cards on test cards where the rest is not understood).
const furnace = def({
  name: 'Furnace of Rath',
  manaCost: '{1}{R}{R}{R}',
  colors: ['R'],
  types: ['Enchantment'],
  text: 'If a source would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
});
const marauders = def({
  name: "Angrath's Marauders",
  manaCost: '{5}{R}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Human', 'Pirate'],
  power: '4',
  toughness: '4',
  text: 'If a source you control would deal damage to a permanent or player, it deals double that damage to that permanent or player instead.',
});
const hellion = def({
  name: 'Embermaw Hellion',
  manaCost: '{3}{R}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Hellion'],
  power: '4',
  toughness: '5',
  text: 'Trample\nIf another red source you control would deal damage to a permanent or player, it deals that much damage plus 1 to that permanent or player instead.',
});
const tuskodon = def({
  name: 'Charging Tuskodon',
  manaCost: '{3}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Dinosaur'],
  power: '4',
  toughness: '4',
  text: 'Trample\nIf Charging Tuskodon would deal combat damage to a player, it deals double that damage to that player instead.',
});
const boon = def({
  name: 'Boon Reflection',
  manaCost: '{4}{W}',
  colors: ['W'],
  types: ['Enchantment'],
  text: 'If you would gain life, you gain twice that much life instead.',
});
const vitality = def({
  name: 'Test Vitality',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Enchantment'],
  text: 'If you would gain life, you gain that much life plus 1 instead.',
});
const choManno = def({
  name: 'Cho-Manno, Revolutionary',
  manaCost: '{2}{W}{W}',
  colors: ['W'],
  supertypes: ['Legendary'],
  types: ['Creature'],
  subtypes: ['Human', 'Rebel'],
  power: '2',
  toughness: '2',
  text: 'Prevent all damage that would be dealt to Cho-Manno, Revolutionary.',
});
const istvan = def({
  name: 'Uncle Istvan',
  manaCost: '{1}{B}{B}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Human'],
  power: '1',
  toughness: '3',
  text: 'Prevent all damage that would be dealt to Uncle Istvan by creatures.',
});
const seraphOfTheSword = def({
  name: 'Seraph of the Sword',
  manaCost: '{3}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Angel'],
  power: '3',
  toughness: '3',
  text: 'Flying\nPrevent all combat damage that would be dealt to Seraph of the Sword.',
});
const muzzle = def({
  name: 'Muzzle',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nPrevent all damage that would be dealt by enchanted creature.',
});
const gaseous = def({
  name: 'Gaseous Form',
  manaCost: '{2}{U}',
  colors: ['U'],
  types: ['Enchantment'],
  subtypes: ['Aura'],
  text: 'Enchant creature\nPrevent all combat damage that would be dealt to and dealt by enchanted creature.',
});
const guardianSeraph = def({
  name: 'Guardian Seraph',
  manaCost: '{2}{W}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Angel'],
  power: '3',
  toughness: '4',
  text: 'Flying\nIf a source an opponent controls would deal damage to you, prevent 1 of that damage.',
});
const purists = def({
  name: 'Test Purists',
  manaCost: '{2}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Human'],
  power: '1',
  toughness: '4',
  text: 'If a source would deal damage to you or a creature you control, prevent 1 of that damage.',
});
const chasm = def({ name: 'Test Chasm', manaCost: '', types: ['Land'], text: 'Prevent all damage that would be dealt to you.' });
const nectar = def({ name: 'Sacred Nectar', manaCost: '{1}{W}', colors: ['W'], types: ['Sorcery'], text: 'You gain 4 life.' });
const shield = def({
  name: 'Test Shield',
  manaCost: '{W}',
  colors: ['W'],
  types: ['Instant'],
  text: 'Prevent the next 3 damage that would be dealt to any target this turn.',
});
const pyromancer = def({
  name: 'Prodigal Pyromancer',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Human', 'Wizard'],
  power: '1',
  toughness: '1',
  text: '{T}: Prodigal Pyromancer deals 1 damage to any target.',
});
const lifelinker = def({
  name: 'Test Lifelinker',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Creature'],
  power: '2',
  toughness: '2',
  text: 'Lifelink',
});
const catalog = new InMemoryCatalog([
  furnace,
  marauders,
  hellion,
  tuskodon,
  boon,
  vitality,
  choManno,
  istvan,
  seraphOfTheSword,
  muzzle,
  gaseous,
  guardianSeraph,
  purists,
  chasm,
  nectar,
  shield,
  pyromancer,
  lifelinker,
  ...['Mountain', 'Plains', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const mountains = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}m${i}`, card: 'Mountain', controller }));
const plains = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}p${i}`, card: 'Plains', controller }));
/** A board in the declare blockers step, blockers declared: two passes go to combat damage. */
const combatBoard = (
  battlefield: unknown[],
  attackers: { id: string; attacking: string }[],
  blockers: { id: string; blocking: string[] }[] = [],
  more: Record<string, unknown> = {},
) =>
  board({
    battlefield,
    combat: { attackers, blockers, blockersDeclared: true },
    turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: 'alice' },
    ...more,
  });

describe('615.1a, 615.10, 614.1a, 119.10: static prevention and replacement effects on damage and life gain', () => {
  it('the templates are understood, in current Oracle wording and in the 2017 wording of the bundled catalog', () => {
    for (const card of [
      furnace,
      marauders,
      hellion,
      tuskodon,
      boon,
      vitality,
      choManno,
      istvan,
      seraphOfTheSword,
      muzzle,
      gaseous,
      guardianSeraph,
      purists,
      chasm,
    ])
      expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
    // 2017: "to a creature or player" (Furnace of Rath, Gratuitous Violence), now "permanent or player".
    const old = def({
      name: 'Old Furnace',
      manaCost: '{1}{R}{R}{R}',
      types: ['Enchantment'],
      text: 'If a source would deal damage to a creature or player, it deals double that damage to that creature or player instead.',
    });
    expect(compileCard(old).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'modifyDamage', double: true, damage: { to: 'any', by: 'any' } }],
    });
    const violence = def({
      name: 'Gratuitous Violence',
      manaCost: '{2}{R}{R}{R}',
      types: ['Enchantment'],
      text: 'If a creature you control would deal damage to a creature or player, it deals double that damage to that creature or player instead.',
    });
    expect(compileCard(violence).abilities[0]).toMatchObject({
      kind: 'static',
      effects: [{ kind: 'modifyDamage', double: true, damage: { by: 'yours', sourceTypes: ['Creature'] } }],
    });
  });

  it('Furnace of Rath: Lightning Bolt deals 6 damage to a player, and to a creature (614.1a)', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(2),
          { id: 'f1', card: 'Furnace of Rath', controller: 'bob' },
          { id: 'g1', card: 'Guardian Seraph', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].life).toBe(14);
    expect(cited(a)).toContain('614.1a');
    const b = answer({ state: a.state, actions: [{ type: 'cast', player: 'alice', card: 'l2', targets: ['g1'] }, ...passes(2)] });
    expect(b.events).toContainEqual({ type: 'damage', source: 'l2', target: 'g1', amount: 6, combat: false });
  });

  it("Angrath's Marauders doubles only its controller's sources; Embermaw Hellion adds 1 to another red source", () => {
    const theirs = board(
      { battlefield: [...mountains(1), { id: 'x1', card: "Angrath's Marauders", controller: 'bob' }] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(
      answer({ state: theirs, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] }).state.players[1]
        .life,
    ).toBe(17);
    const mine = board(
      { battlefield: [...mountains(1), { id: 'x1', card: "Angrath's Marauders", controller: 'alice' }] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(
      answer({ state: mine, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] }).state.players[1]
        .life,
    ).toBe(14);
    const hellionBoard = board(
      { battlefield: [...mountains(1), { id: 'x1', card: 'Embermaw Hellion', controller: 'alice' }] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(
      answer({ state: hellionBoard, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] }).state
        .players[1].life,
    ).toBe(16);
  });

  it('Charging Tuskodon doubles its combat damage to a player only', () => {
    const state = combatBoard(
      [{ id: 't1', card: 'Charging Tuskodon', controller: 'alice', tapped: true }],
      [{ id: 't1', attacking: 'bob' }],
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.state.players[1].life).toBe(12);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1a', '510.2']));
  });

  it('Cho-Manno prevents all damage dealt to it (615.1a); Uncle Istvan only damage from creatures', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(2),
          { id: 'c1', card: 'Cho-Manno, Revolutionary', controller: 'bob' },
          { id: 'u1', card: 'Uncle Istvan', controller: 'bob' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['c1'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'l2', targets: ['u1'] },
        ...passes(2),
      ],
    });
    expect(a.state.battlefield.map((o) => (o as { id: string }).id)).toContain('c1');
    expect(a.state.players[1].graveyard.map((o) => (o as { id: string }).id)).toEqual(['u1']);
    expect(cited(a)).toContain('615.1a');
    // A creature's combat damage to Uncle Istvan is prevented; Istvan's own damage is dealt.
    const fight = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'u1', card: 'Uncle Istvan', controller: 'bob' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
      [{ id: 'u1', blocking: ['b1'] }],
    );
    const f = answer({ state: fight, actions: passes(2) });
    expect(f.state.battlefield.find((o: { id: string }) => o.id === 'u1')).toMatchObject({ damage: 0 });
    expect(f.state.battlefield.find((o: { id: string }) => o.id === 'b1')).toMatchObject({ damage: 1 });
  });

  it('Seraph of the Sword: combat damage to it is prevented, not noncombat damage', () => {
    const fight = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 's1', card: 'Seraph of the Sword', controller: 'bob' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
      [{ id: 's1', blocking: ['b1'] }],
    );
    const f = answer({ state: fight, actions: passes(2) });
    expect(f.state.battlefield.find((o: { id: string }) => o.id === 's1')).toMatchObject({ damage: 0 });
    const burn = board(
      { battlefield: [...mountains(1), { id: 's1', card: 'Seraph of the Sword', controller: 'bob' }] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    expect(
      answer({
        state: burn,
        actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['s1'] }, ...passes(2)],
      }).state.players[1].graveyard.map((o) => (o as { id: string }).id),
    ).toEqual(['s1']);
  });

  it('Muzzle prevents all damage the enchanted creature would deal; Gaseous Form combat damage to and by it', () => {
    const muzzled = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'z1', card: 'Muzzle', controller: 'bob', attachedTo: 'b1' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
    );
    expect(answer({ state: muzzled, actions: passes(2) }).state.players[1].life).toBe(20);
    const gas = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'b2', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'z1', card: 'Gaseous Form', controller: 'alice', attachedTo: 'b1' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
      [{ id: 'b2', blocking: ['b1'] }],
    );
    const g = answer({ state: gas, actions: passes(2) });
    expect(g.state.battlefield.filter((o: { damage: number }) => o.damage > 0)).toEqual([]);
  });

  it("Guardian Seraph prevents 1 of the damage an opponent's source would deal to its controller (615.10), each time", () => {
    const state = board(
      { battlefield: [...mountains(2), { id: 'g1', card: 'Guardian Seraph', controller: 'bob' }] },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'l2', targets: ['bob'] },
        ...passes(2),
      ],
    });
    expect(a.state.players[1].life).toBe(16);
    expect(cited(a)).toContain('615.10');
  });

  it('"Prevent all damage that would be dealt to you" (Glacial Chasm): the player is dealt nothing, combat or not', () => {
    const state = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'c1', card: 'Test Chasm', controller: 'bob' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
    );
    expect(answer({ state, actions: passes(2) }).state.players[1].life).toBe(20);
  });

  it("Boon Reflection doubles a spell's life gain and lifelink's (119.10)", () => {
    const state = board(
      { battlefield: [...plains(2), { id: 'r1', card: 'Boon Reflection', controller: 'alice' }] },
      { hand: [{ id: 'n1', card: 'Sacred Nectar' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1' }, ...passes(2)] });
    expect(a.state.players[0].life).toBe(28);
    expect(cited(a)).toContain('119.10');
    const fight = combatBoard(
      [
        { id: 'k1', card: 'Test Lifelinker', controller: 'alice', tapped: true },
        { id: 'r1', card: 'Boon Reflection', controller: 'alice' },
      ],
      [{ id: 'k1', attacking: 'bob' }],
    );
    const f = answer({ state: fight, actions: passes(2) });
    expect(f.state.players[0].life).toBe(24);
    expect(f.state.players[1].life).toBe(18);
  });
});

describe('616.1: the affected player orders replacement and prevention effects when the order changes the result', () => {
  it('two Furnaces of Rath: any order gives 12, no choice is asked (616.1)', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(1),
          { id: 'f1', card: 'Furnace of Rath', controller: 'bob' },
          { id: 'f2', card: 'Furnace of Rath', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].life).toBe(8);
    expect(a.decision?.kind).toBe('priority');
    expect(cited(a)).toContain('616.1');
  });

  it('Furnace of Rath and a 3-damage shield: bob chooses; the shield first prevents everything, Furnace first lets 3 through (616.1e)', () => {
    const state = board(
      {
        battlefield: [...mountains(1), { id: 'f1', card: 'Furnace of Rath', controller: 'alice' }],
        effects: [
          { id: 'e1', kind: 'prevent-damage', amount: 3, affects: ['bob'], controller: 'bob', timestamp: 5, duration: 'this-turn' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['bob'] }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseReplacement', player: 'bob', rule: '616.1', options: ['e1', 'f1.replacement.0'] });
    expect(asked.state.players[1].life).toBe(20);
    expect(asked.state.stack).toEqual([
      expect.objectContaining({ id: 'l1', awaitingReplacement: expect.objectContaining({ player: 'bob', next: 0 }) }),
    ]);
    // The suspended board goes over the wire and back.
    const shieldFirst = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['e1'] },
    });
    expect(shieldFirst.state.players[1].life).toBe(20);
    expect(shieldFirst.state.effects).toEqual([]);
    expect(shieldFirst.state.stack).toEqual([]);
    expect(shieldFirst.state.players[0].graveyard.map((o) => (o as { id: string }).id)).toEqual(['l1']);
    expect(cited(shieldFirst)).toEqual(expect.arrayContaining(['616.1e', '615.7']));
    const furnaceFirst = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['f1.replacement.0'] },
    });
    expect(furnaceFirst.state.players[1].life).toBe(17);
    expect(furnaceFirst.state.effects).toEqual([]);
    // Both answers are offered to a bot; a wrong one is refused.
    const offered = legalActionsFor(asked.state, catalog);
    expect(JSON.stringify(offered)).toContain('f1.replacement.0');
    const wrong = answer({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['x'] } });
    expect(wrong.legal).toBe(false);
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '616.1e' });
  });

  it('Boon Reflection and "plus 1": twice then plus 1 is 9, plus 1 then twice is 10; alice chooses', () => {
    const state = board(
      {
        battlefield: [
          ...plains(2),
          { id: 'r1', card: 'Boon Reflection', controller: 'alice' },
          { id: 'v1', card: 'Test Vitality', controller: 'alice' },
        ],
      },
      { hand: [{ id: 'n1', card: 'Sacred Nectar' }] },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'n1' }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseReplacement', player: 'alice', options: ['r1.replacement.0', 'v1.replacement.0'] });
    expect(
      answer({
        state: asked.state,
        action: { type: 'choose', player: 'alice', decision: asked.decision!.id, choice: ['v1.replacement.0'] },
      }).state.players[0].life,
    ).toBe(30);
    expect(
      answer({
        state: asked.state,
        action: { type: 'choose', player: 'alice', decision: asked.decision!.id, choice: ['r1.replacement.0'] },
      }).state.players[0].life,
    ).toBe(29);
  });

  it('combat damage waits for the choice (510.2): Furnace and "prevent 1" on a player; the damage is dealt once chosen', () => {
    const state = combatBoard(
      [
        { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        { id: 'f1', card: 'Furnace of Rath', controller: 'alice' },
        { id: 'p1', card: 'Test Purists', controller: 'bob' },
      ],
      [{ id: 'b1', attacking: 'bob' }],
    );
    const asked = answer({ state, actions: passes(2) });
    expect(asked.state.turn.step).toBe('combat-damage');
    expect(asked.decision).toMatchObject({ kind: 'chooseReplacement', player: 'bob', options: ['f1.replacement.0', 'p1.replacement.0'] });
    expect(asked.state.players[1].life).toBe(20);
    // Prevent 1 first: (2 - 1) x 2 = 2; doubled first: 4 - 1 = 3.
    const prevent = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['p1.replacement.0'] },
    });
    expect(prevent.state.players[1].life).toBe(18);
    expect(prevent.state.combat?.awaitingReplacement).toBeUndefined();
    expect(prevent.decision?.kind).toBe('priority');
    const doubled = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['f1.replacement.0'] },
    });
    expect(doubled.state.players[1].life).toBe(17);
  });

  it('where the engine cannot wait (an activated ability resolving), an order that matters is refused: UNSUPPORTED_REPLACEMENT_CHOICE', () => {
    const state = board({
      battlefield: [
        { id: 'x1', card: 'Prodigal Pyromancer', controller: 'alice' },
        { id: 'f1', card: 'Furnace of Rath', controller: 'alice' },
        { id: 'p1', card: 'Test Purists', controller: 'bob' },
      ],
    });
    const outcome = adjudicate(
      { state, actions: [{ type: 'activate', player: 'alice', source: 'x1', ability: 0, targets: ['bob'] }, ...passes(2)] } as {
        state: unknown;
      },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_REPLACEMENT_CHOICE', rule: '616.1' });
  });

  it('protection and a shield on the same creature: its controller chooses whether the shield is used up (616.1, 702.16e, 615.7)', () => {
    const knight = def({
      name: 'Test Knight',
      manaCost: '{W}{W}',
      colors: ['W'],
      types: ['Creature'],
      power: '2',
      toughness: '2',
      text: 'Protection from red',
    });
    const goblin = def({
      name: 'Test Goblin',
      manaCost: '{1}{R}',
      colors: ['R'],
      types: ['Creature'],
      power: '2',
      toughness: '2',
      text: '',
    });
    const cat = new InMemoryCatalog([knight, goblin]);
    const state = combatBoard(
      [
        { id: 'r1', card: 'Test Goblin', controller: 'alice', tapped: true },
        { id: 'k1', card: 'Test Knight', controller: 'bob' },
      ],
      [{ id: 'r1', attacking: 'bob' }],
      [{ id: 'k1', blocking: ['r1'] }],
      {
        effects: [{ id: 'e1', kind: 'prevent-damage', amount: 3, affects: ['k1'], controller: 'bob', timestamp: 5, duration: 'this-turn' }],
      },
    );
    const ask = (request: Record<string, unknown>) => {
      const outcome = adjudicate(request as { state: unknown }, cat);
      if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
      return outcome.answer;
    };
    const asked = ask({ state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'chooseReplacement', player: 'bob', options: ['k1.protection', 'e1'] });
    const keep = ask({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['k1.protection'] },
    });
    expect(keep.state.effects).toEqual([expect.objectContaining({ id: 'e1', amount: 3 })]);
    expect(cited(keep)).toEqual(expect.arrayContaining(['616.1e', '702.16e']));
    const use = ask({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision!.id, choice: ['e1'] } });
    expect(use.state.effects).toEqual([expect.objectContaining({ id: 'e1', amount: 1 })]);
    expect(use.state.battlefield.find((o: { id: string }) => o.id === 'k1')).toMatchObject({ damage: 0 });
  });

  it("615.7: a shield too small for two attackers' damage at once is refused (its player would choose which it prevents); a big enough one prevents both", () => {
    const attack = (amount: number) =>
      combatBoard(
        [
          { id: 'b1', card: 'Grizzly Bears', controller: 'alice', tapped: true },
          { id: 'b2', card: 'Grizzly Bears', controller: 'alice', tapped: true },
        ],
        [
          { id: 'b1', attacking: 'bob' },
          { id: 'b2', attacking: 'bob' },
        ],
        [],
        {
          effects: [{ id: 'e1', kind: 'prevent-damage', amount, affects: ['bob'], controller: 'bob', timestamp: 5, duration: 'this-turn' }],
        },
      );
    expect(adjudicate({ state: attack(3), actions: passes(2) } as { state: unknown }, catalog)).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_REPLACEMENT_CHOICE',
      rule: '615.7',
    });
    const a = answer({ state: attack(4), actions: passes(2) });
    expect(a.state.players[1].life).toBe(20);
    expect(a.state.effects).toEqual([]);
  });
});
