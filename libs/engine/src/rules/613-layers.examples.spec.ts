import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/**
 * The examples that 613 itself gives (the "Exemple" paragraphs of the French rules), each as a
 * board; plus dependencies (613.8) that the engine must find by itself.
 */
const def = defineCard;
const catalog = new InMemoryCatalog([
  ...['Forest', 'Mountain', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
  // Act of Treason, current Oracle text.
  def({
    name: 'Act of Treason',
    manaCost: '{2}{R}',
    colors: ['R'],
    types: ['Sorcery'],
    text: 'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn.',
  }),
  def({ name: 'Test 1/3', manaCost: '{1}{W}', colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: '1', toughness: '3' }),
  // Honor of the Pure, current Oracle text.
  def({
    name: 'Honor of the Pure',
    manaCost: '{1}{W}',
    colors: ['W'],
    types: ['Enchantment'],
    text: 'White creatures you control get +1/+1.',
  }),
  def({ name: 'Gray Ogre', manaCost: '{2}{R}', colors: ['R'], types: ['Creature'], subtypes: ['Ogre'], power: '2', toughness: '2' }),
  def({ name: 'Test Anthem 0/+2', manaCost: '{2}{W}', colors: ['W'], types: ['Enchantment'], text: 'Creatures you control get +0/+2.' }),
  def({ name: 'Black Bear', manaCost: '{1}{B}', colors: ['B'], types: ['Creature'], subtypes: ['Bear'], power: '2', toughness: '2' }),
  def({ name: 'Test Ornithopter Idol', manaCost: '{2}', types: ['Artifact'] }),
  def({
    name: 'Wings Aura',
    manaCost: '{U}',
    colors: ['U'],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    text: 'Enchant creature\nEnchanted creature has flying.',
  }),
  def({
    name: 'Whitewash Aura',
    manaCost: '{W}',
    colors: ['W'],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    text: 'Enchant creature\nEnchanted creature is white.',
  }),
  def({
    name: 'Hush Aura',
    manaCost: '{U}',
    colors: ['U'],
    types: ['Enchantment'],
    subtypes: ['Aura'],
    text: 'Enchant creature\nEnchanted creature loses all abilities.',
  }),
  def({
    name: 'Sky Captain',
    manaCost: '{2}{W}',
    colors: ['W'],
    types: ['Creature'],
    subtypes: ['Soldier'],
    power: '2',
    toughness: '2',
    text: 'Other creatures you control have flying.',
  }),
  def({ name: 'Blue Tide', manaCost: '{2}{U}', colors: ['U'], types: ['Enchantment'], text: 'White creatures you control are blue.' }),
  ...['Island', 'Plains'].map((n) => testCatalog.find(n) as CardDefinition),
  // 613.7a's example, as the rule describes the Aura: it grants enchanted Equipment "Equipped creature has flying."
  def({
    name: 'Rune of Flight (613.7a)',
    manaCost: '{1}{U}',
    colors: ['U'],
    types: ['Enchantment'],
    subtypes: ['Aura', 'Rune'],
    text: 'Enchant Equipment\nEnchanted Equipment has "Equipped creature has flying."',
  }),
  // Rune of Flight and Colossus Hammer, current Oracle text; Wind Drake, a flyer.
  def({
    name: 'Rune of Flight',
    manaCost: '{1}{U}',
    colors: ['U'],
    types: ['Enchantment'],
    subtypes: ['Aura', 'Rune'],
    text: 'Enchant permanent\nWhen Rune of Flight enters, draw a card.\nAs long as enchanted permanent is a creature, it has flying.\nAs long as enchanted permanent is an Equipment, it has "Equipped creature has flying."',
  }),
  def({
    name: 'Colossus Hammer',
    manaCost: '{1}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +10/+10 and loses flying.\nEquip {8}',
  }),
  def({
    name: 'Wind Drake',
    manaCost: '{2}{U}',
    colors: ['U'],
    types: ['Creature'],
    subtypes: ['Drake'],
    power: '2',
    toughness: '2',
    text: 'Flying',
  }),
]);

const pt = (effects: unknown[], battlefield: unknown[], id: string): [number | null, number | null] => {
  const outcome = adjudicate({ state: board({ battlefield, effects }), actions: [] }, catalog);
  if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
  const c = outcome.answer.state.battlefield.find((o) => o.id === id)?.characteristics;
  return [c?.power ?? null, c?.toughness ?? null];
};
const chars = (effects: unknown[], battlefield: unknown[], id: string) => {
  const outcome = adjudicate({ state: board({ battlefield, effects }), actions: [] }, catalog);
  if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
  return outcome.answer.state.battlefield.find((o) => o.id === id)?.characteristics;
};
const effect = (id: string, kind: string, ts: number, more: Record<string, unknown>) => ({
  id,
  kind,
  affects: ['c1'],
  controller: 'alice',
  timestamp: ts,
  duration: 'until-end-of-turn',
  ...more,
});

describe('613.4d examples: switching power and toughness', () => {
  const creature = [{ id: 'c1', card: 'Test 1/3', controller: 'alice', timestamp: 1 }];
  it('a 1/3 gets +0/+1, then is switched: 4/1; then +5/+0: 4/6 (7c before 7d whatever the timestamps)', () => {
    const plus01 = effect('e1', 'modify-pt', 2, { power: 0, toughness: 1 });
    const sw = effect('e2', 'switch-pt', 3, {});
    expect(pt([plus01, sw], creature, 'c1')).toEqual([4, 1]);
    expect(pt([plus01, sw, effect('e3', 'modify-pt', 4, { power: 5, toughness: 0 })], creature, 'c1')).toEqual([4, 6]);
  });
  it('if the +0/+1 ends before the switch, the creature is 3/1', () => {
    expect(pt([effect('e2', 'switch-pt', 3, {})], creature, 'c1')).toEqual([3, 1]);
  });
  it('two switches cancel out: 1/4', () => {
    expect(
      pt(
        [effect('e1', 'modify-pt', 2, { power: 0, toughness: 1 }), effect('e2', 'switch-pt', 3, {}), effect('e3', 'switch-pt', 4, {})],
        creature,
        'c1',
      ),
    ).toEqual([1, 4]);
  });
});

describe('613 examples on layers 5 and 7', () => {
  it('Honor of the Pure: a black 2/2 made white gets +1/+1 (layer 5 then 7c); made red later, it is 2/2 again', () => {
    const field = [
      { id: 'h1', card: 'Honor of the Pure', controller: 'alice', timestamp: 1 },
      { id: 'c1', card: 'Black Bear', controller: 'alice', timestamp: 2 },
    ];
    expect(pt([], field, 'c1')).toEqual([2, 2]);
    const white = effect('e1', 'set-colors', 3, { colors: ['W'] });
    expect(pt([white], field, 'c1')).toEqual([3, 3]);
    expect(pt([white, effect('e2', 'set-colors', 4, { colors: ['R'] })], field, 'c1')).toEqual([2, 2]);
  });

  it('Gray Ogre: counter 3/3, +4/+4 7/7, "creatures you control get +0/+2" 7/9, then "becomes 0/1" (7b): 5/8', () => {
    const field = [{ id: 'c1', card: 'Gray Ogre', controller: 'alice', timestamp: 1, counters: { '+1/+1': 1 } }];
    expect(pt([], field, 'c1')).toEqual([3, 3]);
    const giant = effect('e1', 'modify-pt', 2, { power: 4, toughness: 4 });
    expect(pt([giant], field, 'c1')).toEqual([7, 7]);
    const withAnthem = [...field, { id: 'a1', card: 'Test Anthem 0/+2', controller: 'alice', timestamp: 3 }];
    expect(pt([giant], withAnthem, 'c1')).toEqual([7, 9]);
    expect(pt([giant, effect('e2', 'set-pt', 4, { power: 0, toughness: 1 })], withAnthem, 'c1')).toEqual([5, 8]);
  });

  it('613.6: an effect in two layers ("gets +1/+1 and becomes the color of your choice") applies each part in its layer', () => {
    const field = [{ id: 'c1', card: 'Grizzly Bears', controller: 'alice', timestamp: 1 }];
    const c = chars(
      [effect('e1', 'modify-pt', 2, { power: 1, toughness: 1 }), effect('e1b', 'set-colors', 2, { colors: ['R'] })],
      field,
      'c1',
    );
    expect(c).toMatchObject({ colors: ['R'], power: 3, toughness: 3 });
  });

  it('613.6: Act of Treason is a control-changing effect (layer 2) and an ability-adding one (layer 6): both apply to the creature', () => {
    const mountains = Array.from({ length: 3 }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
    const state = board(
      { battlefield: [...mountains, { id: 'c1', card: 'Grizzly Bears', controller: 'bob', tapped: true, timestamp: 1 }] },
      { hand: [{ id: 't1', card: 'Act of Treason' }] },
    );
    const outcome = adjudicate(
      {
        state,
        actions: [
          { type: 'cast', player: 'alice', card: 't1', targets: ['c1'] },
          { type: 'pass', player: 'alice' },
          { type: 'pass', player: 'bob' },
        ],
      },
      catalog,
    );
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    const c1 = outcome.answer.state.battlefield.find((o) => o.id === 'c1');
    expect(c1).toMatchObject({ controller: 'alice', tapped: false, characteristics: expect.objectContaining({ abilities: ['Haste'] }) });
    expect(outcome.answer.state.effects.map((e) => e.kind).sort()).toEqual(['add-keyword', 'gain-control']);
  });

  it('613.6: noncreature artifacts that become 2/2 artifact creatures are set 2/2 in 7b although no longer noncreature', () => {
    const field = [{ id: 'c1', card: 'Test Ornithopter Idol', controller: 'alice', timestamp: 1 }];
    const c = chars(
      [effect('e1', 'add-types', 2, { types: ['Creature'] }), effect('e2', 'set-pt', 2, { power: 2, toughness: 2 })],
      field,
      'c1',
    );
    expect(c).toMatchObject({ types: ['Artifact', 'Creature'], power: 2, toughness: 2 });
  });

  it('613.9: "has flying" then "loses flying": the later timestamp wins, whichever comes from where', () => {
    const field = [{ id: 'c1', card: 'Grizzly Bears', controller: 'alice', timestamp: 1 }];
    const gain = effect('e1', 'add-keyword', 2, { keyword: 'flying' });
    const lose = effect('e2', 'lose-keyword', 3, { keyword: 'flying' });
    expect(chars([gain, lose], field, 'c1')?.abilities).toEqual([]);
    expect(chars([{ ...gain, timestamp: 4 }, lose], field, 'c1')?.abilities).toEqual(['Flying']);
  });

  it('613.9: "white creatures get +1/+1" and "enchanted creature is white": the creature gets +1/+1 whatever its color was', () => {
    const field = [
      { id: 'h1', card: 'Honor of the Pure', controller: 'alice', timestamp: 5 },
      { id: 'c1', card: 'Black Bear', controller: 'alice', timestamp: 1 },
      { id: 'w1', card: 'Whitewash Aura', controller: 'alice', attachedTo: 'c1', timestamp: 2 },
    ];
    expect(chars([], field, 'c1')).toMatchObject({ colors: ['W'], power: 3, toughness: 3 });
  });
});

describe('613.8 dependencies, found by the engine', () => {
  it('"white creatures are blue" waits for "enchanted creature is white" in layer 5, whatever the timestamps', () => {
    for (const [tide, aura] of [
      [1, 2],
      [2, 1],
    ]) {
      const field = [
        { id: 't1', card: 'Blue Tide', controller: 'alice', timestamp: tide + 10 },
        { id: 'c1', card: 'Black Bear', controller: 'alice', timestamp: 1 },
        { id: 'w1', card: 'Whitewash Aura', controller: 'alice', attachedTo: 'c1', timestamp: aura + 10 },
      ];
      expect(chars([], field, 'c1')?.colors).toEqual(['U']);
    }
  });

  it('"other creatures you control have flying" does not exist once its source lost all its abilities (layer 6), whatever the timestamps', () => {
    for (const [captain, hush] of [
      [1, 2],
      [2, 1],
    ]) {
      const field = [
        { id: 's1', card: 'Sky Captain', controller: 'alice', timestamp: captain + 10 },
        { id: 'c1', card: 'Grizzly Bears', controller: 'alice', timestamp: 1 },
        { id: 'h1', card: 'Hush Aura', controller: 'alice', attachedTo: 's1', timestamp: hush + 10 },
      ];
      expect(chars([], field, 'c1')?.abilities).toEqual([]);
      expect(chars([], field, 's1')?.abilities).toEqual([]);
    }
  });

  it('without the Aura, the other creatures have flying (and the captain itself does not)', () => {
    const field = [
      { id: 's1', card: 'Sky Captain', controller: 'alice', timestamp: 1 },
      { id: 'c1', card: 'Grizzly Bears', controller: 'alice', timestamp: 2 },
    ];
    expect(chars([], field, 'c1')?.abilities).toEqual(['Flying']);
    expect(chars([], field, 's1')?.abilities).toEqual(['Other creatures you control have flying.']);
  });
});

describe('613.7a example: Rune of Flight on Colossus Hammer (613.1f, 613.7e)', () => {
  const lands = (name: string, prefix: string, n: number) =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card: name, controller: 'alice' }));
  const run = (state: unknown, actions: unknown[]) => {
    const outcome = adjudicate({ state, actions }, catalog);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  const on = (a: ReturnType<typeof run>, id: string) => a.state.battlefield.find((o) => o.id === id);
  const start = (rune: string) =>
    board(
      {
        battlefield: [
          ...lands('Island', 'i', 2),
          ...lands('Plains', 'p', 8),
          { id: 'ch', card: 'Colossus Hammer', controller: 'alice', timestamp: 1 },
          { id: 'wd', card: 'Wind Drake', controller: 'alice', timestamp: 2 },
        ],
      },
      { hand: [{ id: 'rf', card: rune }] },
    );
  const castRune = { type: 'cast', player: 'alice', card: 'rf', targets: ['ch'], payment: { tap: ['i0', 'i1'] } };
  const equip = {
    type: 'activate',
    player: 'alice',
    source: 'ch',
    ability: 0,
    targets: ['wd'],
    payment: { tap: ['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] },
  };

  it('702.5a: "Enchant Equipment" targets an Equipment, not a creature', () => {
    const wrong = run(start('Rune of Flight (613.7a)'), [{ ...castRune, targets: ['wd'] }]);
    expect(wrong.legal).toBe(false);
    expect(wrong.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    expect(wrong.violations[0].message).toContain('Equipment');
  });

  for (const rune of ['Rune of Flight (613.7a)', 'Rune of Flight']) {
    describe(rune, () => {
      const withRune = rune === 'Rune of Flight' ? [castRune, ...passes(2), ...passes(2)] : [castRune, ...passes(2)];
      it('a player attaches Rune of Flight to Colossus Hammer: the Hammer has "Equipped creature has flying." from the Rune, whose timestamp is later', () => {
        const a = run(start(rune), withRune);
        expect(a.legal).toBe(true);
        expect(a.state.stack).toEqual([]);
        expect(on(a, 'rf')?.attachedTo).toBe('ch');
        expect(on(a, 'ch')?.characteristics?.abilities).toEqual([
          'Equipped creature gets +10/+10 and loses flying.',
          'Equip {8}',
          'Equipped creature has flying.',
        ]);
        expect(on(a, 'rf')?.timestamp).toBeGreaterThan(on(a, 'ch')?.timestamp ?? Infinity);
        // Attached to nothing, the Hammer affects no creature yet.
        expect(on(a, 'wd')?.characteristics).toMatchObject({ power: 2, toughness: 2, abilities: ['Flying'] });
      });

      it('then the Hammer becomes attached to Wind Drake: both its abilities get new timestamps in the same relative order (613.7e): the Drake is 12/12 and has flying', () => {
        const a = run(start(rune), [...withRune, equip, ...passes(2)]);
        expect(a.legal).toBe(true);
        expect(on(a, 'ch')?.attachedTo).toBe('wd');
        // 613.7e: the Hammer's timestamp is now later than the Rune's ...
        expect(on(a, 'ch')?.timestamp).toBeGreaterThan(on(a, 'rf')?.timestamp ?? Infinity);
        // ... yet "loses flying" still applies before the granted "has flying" (613.7a).
        expect(on(a, 'wd')?.characteristics).toMatchObject({ power: 12, toughness: 12, abilities: ['Flying'] });
      });
    });
  }

  it('without the Rune, the equipped Drake is 12/12 and loses flying', () => {
    const a = run(start('Rune of Flight'), [equip, ...passes(2)]);
    expect(on(a, 'wd')?.characteristics).toMatchObject({ power: 12, toughness: 12, abilities: [] });
  });

  it("Rune attached after the Hammer was equipped: the granted ability has the Rune's later timestamp: flying", () => {
    const field = [
      { id: 'wd', card: 'Wind Drake', controller: 'alice', timestamp: 1 },
      { id: 'ch', card: 'Colossus Hammer', controller: 'alice', attachedTo: 'wd', timestamp: 3 },
      { id: 'rf', card: 'Rune of Flight', controller: 'alice', attachedTo: 'ch', timestamp: 5 },
    ];
    expect(chars([], field, 'wd')).toMatchObject({ power: 12, toughness: 12, abilities: ['Flying'] });
  });

  it('613.7a: once the Hammer got a new timestamp, the granted ability has a new one too: a "loses flying" effect from between the two old timestamps no longer comes after it', () => {
    // The Rune was attached at 3, the Hammer equipped again at 5; "target creature loses flying until end of turn" resolved at 4.
    const field = [
      { id: 'wd', card: 'Wind Drake', controller: 'alice', timestamp: 1 },
      { id: 'ch', card: 'Colossus Hammer', controller: 'alice', attachedTo: 'wd', timestamp: 5 },
      { id: 'rf', card: 'Rune of Flight', controller: 'alice', attachedTo: 'ch', timestamp: 3 },
    ];
    const lose = (ts: number) => ({
      id: 'e1',
      kind: 'lose-keyword',
      keyword: 'flying',
      affects: ['wd'],
      controller: 'bob',
      timestamp: ts,
      duration: 'until-end-of-turn',
    });
    expect(chars([lose(4)], field, 'wd')?.abilities).toEqual(['Flying']);
    expect(chars([lose(6)], field, 'wd')?.abilities).toEqual([]);
  });

  it('Rune of Flight on a creature: "as long as enchanted permanent is a creature, it has flying"; the Equipment clause does nothing there', () => {
    const field = [
      { id: 'c1', card: 'Grizzly Bears', controller: 'alice', timestamp: 1 },
      { id: 'rf', card: 'Rune of Flight', controller: 'alice', attachedTo: 'c1', timestamp: 2 },
    ];
    expect(chars([], field, 'c1')?.abilities).toEqual(['Flying']);
  });
});
