import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { DAMAGE_SOURCE_CARDS } from '../testing/damage-source-cards';
import { passes } from '../testing/actions';

const card = defineCard;
/** Real cards, Oracle text of the bundled catalog. */
const catalog = new InMemoryCatalog([
  ...DAMAGE_SOURCE_CARDS,
  card({
    name: 'Loxodon Warhammer',
    manaCost: '{3}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +3/+0 and has trample and lifelink.\nEquip {3}',
  }),
]);
const answer = rulingsWith(catalog);
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const ping = (source: string, target: string) => [
  { type: 'activate', player: 'alice', source, ability: 0, targets: [target] },
  ...passes(2),
];
const hammered = (holder: string) =>
  board({
    battlefield: [
      { id: 'x1', card: holder, controller: 'alice' },
      { id: 'lw', card: 'Loxodon Warhammer', controller: 'alice', attachedTo: 'x1' },
      { id: 'sa', card: 'Serra Angel', controller: 'bob' },
    ],
  });

/** 702.15b, 120.3f: damage from a source with lifelink makes its controller gain that much life, whatever the damage (702.15d). */
describe('702.15 lifelink', () => {
  it("Prodigal Pyromancer equipped with Loxodon Warhammer: its ability's 1 damage to bob (113.7a) gains alice 1 life", () => {
    const a = answer({ state: hammered('Prodigal Pyromancer'), actions: ping('x1', 'bob') });
    expect(a.state.players[0]).toMatchObject({ life: 21 });
    expect(a.state.players[1]).toMatchObject({ life: 19 });
    expect(cited(a)).toContain('702.15b');
  });

  it('and for its damage to a creature', () => {
    const a = answer({ state: hammered('Prodigal Pyromancer'), actions: ping('x1', 'sa') });
    expect(a.state.players[0]).toMatchObject({ life: 21 });
    expect(onField(a, 'sa')).toMatchObject({ damage: 1 });
  });

  it('702.15c: Mogg Fanatic, sacrificed while equipped with Loxodon Warhammer, had lifelink as it last existed', () => {
    const a = answer({ state: hammered('Mogg Fanatic'), actions: ping('x1', 'bob') });
    expect(a.state.players[0]).toMatchObject({ life: 21 });
    expect(a.state.players[1]).toMatchObject({ life: 19 });
  });
});
