import { assign, combatBoard, life, passes, perm, ruleCombat, upToBlocks, VENOMOUS_TRAMPLER, zoneOf } from '../testing/combat-cards';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { DAMAGE_SOURCE_CARDS } from '../testing/damage-source-cards';

/** 702.2c: deathtouch makes 1 damage lethal in a trampler's assignment; the trace says so where it decides. */
describe('702.2c deathtouch: any nonzero damage assigned is lethal', () => {
  const field = [perm('a1', VENOMOUS_TRAMPLER, 'alice'), perm('x1', 'Craw Wurm', 'bob'), perm('x2', 'Grizzly Bears', 'bob')];
  const toDamage = [
    ...upToBlocks(
      ['a1'],
      [
        ['x1', 'a1'],
        ['x2', 'a1'],
      ],
    ),
    ...passes(2),
  ];

  it('Venomous Trampler (4/4 deathtouch, trample) assigns 1 to Craw Wurm (6/4), 1 to Grizzly Bears and 2 to bob: 702.2c for each blocker, 702.19b for bob', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, x2: 1, bob: 2 } })] });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(zoneOf(a, 'x2')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(18);
    const steps = a.trace
      .filter((t) => (t.event === 'assignDamage' || t.event === 'lethalDamage') && t.objects?.[0] === 'a1' && t.objects.length === 2)
      .map((t) => [t.rule, t.event, t.objects?.[1]]);
    expect(steps).toEqual([
      ['510.1c', 'assignDamage', 'x1'],
      ['702.2c', 'lethalDamage', 'x1'],
      ['510.1c', 'assignDamage', 'x2'],
      ['702.2c', 'lethalDamage', 'x2'],
      ['702.19b', 'assignDamage', 'bob'],
    ]);
  });

  it('2 to the Bears (lethal without deathtouch) and 1 to the Wurm: 702.2c only for the Wurm', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 1, x2: 2, bob: 1 } })] });
    expect(a.violations).toEqual([]);
    expect(life(a, 'bob')).toBe(19);
    expect(a.trace.filter((t) => t.rule === '702.2c').map((t) => t.objects?.[1])).toEqual(['x1']);
  });

  it('with nothing sent on to bob, deathtouch decides no excess: no 702.2c step', () => {
    const a = ruleCombat({ state: combatBoard(field), actions: [...toDamage, assign({ a1: { x1: 2, x2: 2 } })] });
    expect(a.violations).toEqual([]);
    expect(zoneOf(a, 'x1')).toBe('graveyard');
    expect(life(a, 'bob')).toBe(20);
    expect(a.trace.some((t) => t.rule === '702.2c')).toBe(false);
  });
});

const card = defineCard;
/** Real cards, Oracle text of the bundled catalog. */
const catalog = new InMemoryCatalog([
  ...DAMAGE_SOURCE_CARDS,
  card({
    name: 'Gorgon Flail',
    manaCost: '{2}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +1/+1 and has deathtouch. (Any amount of damage it deals to a creature is enough to destroy that creature.)\nEquip {2} ({2}: Attach to target creature you control. Equip only as a sorcery.)',
  }),
  card({
    name: 'Vampire Nighthawk',
    manaCost: '{1}{B}{B}',
    colors: ['B'],
    types: ['Creature'],
    subtypes: ['Vampire', 'Shaman'],
    power: '2',
    toughness: '3',
    text: 'Flying\nDeathtouch (Any amount of damage this deals to a creature is enough to destroy it.)\nLifelink (Damage dealt by this creature also causes you to gain that much life.)',
  }),
  card({
    name: 'Prey Upon',
    manaCost: '{G}',
    colors: ['G'],
    types: ['Sorcery'],
    text: "Target creature you control fights target creature you don't control.",
  }),
  card({ name: 'Forest', supertypes: ['Basic'], types: ['Land'], subtypes: ['Forest'], text: '({T}: Add {G}.)' }),
]);
const answer = rulingsWith(catalog);
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const ping = (source: string, target: string) => [
  { type: 'activate', player: 'alice', source, ability: 0, targets: [target] },
  ...passes(2),
];
const flailed = (holder: string) =>
  board({
    battlefield: [
      { id: 'x1', card: holder, controller: 'alice' },
      { id: 'gf', card: 'Gorgon Flail', controller: 'alice', attachedTo: 'x1' },
      { id: 'sa', card: 'Serra Angel', controller: 'bob' },
    ],
  });

/** 702.2b, 704.5h: any damage from a source with deathtouch destroys the creature, whatever the damage is (702.2d). */
describe('702.2 deathtouch', () => {
  it("Prodigal Pyromancer equipped with Gorgon Flail: its ability's 1 damage (113.7a) destroys Serra Angel", () => {
    const a = answer({ state: flailed('Prodigal Pyromancer'), actions: ping('x1', 'sa') });
    expect(onField(a, 'sa')).toBeUndefined();
    expect((a.state.players[1].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['sa']);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.2b', '704.5h']));
  });

  it('702.2e: Mogg Fanatic, sacrificed while equipped with Gorgon Flail, had deathtouch as it last existed: its 1 damage destroys Serra Angel', () => {
    const a = answer({ state: flailed('Mogg Fanatic'), actions: ping('x1', 'sa') });
    expect(onField(a, 'sa')).toBeUndefined();
    expect(cited(a)).toContain('704.5h');
  });

  it('701.14a: a fight goes through the same rule: Vampire Nighthawk fighting Serra Angel destroys it and gains alice 2 life (702.15b); the 4 damage of the Angel destroys the Nighthawk (704.5g)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'f1', card: 'Forest', controller: 'alice' },
          { id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' },
          { id: 'sa', card: 'Serra Angel', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'pu', card: 'Prey Upon' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'pu', targets: ['vn', 'sa'] }, ...passes(2)] });
    expect(onField(a, 'sa')).toBeUndefined();
    expect(onField(a, 'vn')).toBeUndefined();
    expect(a.state.players[0]).toMatchObject({ life: 22 });
    expect(cited(a)).toEqual(expect.arrayContaining(['701.14a', '702.2b', '704.5h', '704.5g', '702.15b']));
  });

  it('deathtouch damage to a player is only life loss (120.3a)', () => {
    const a = answer({ state: flailed('Prodigal Pyromancer'), actions: ping('x1', 'bob') });
    expect(a.state.players[1]).toMatchObject({ life: 19 });
    expect(onField(a, 'sa')).toBeDefined();
  });
});
