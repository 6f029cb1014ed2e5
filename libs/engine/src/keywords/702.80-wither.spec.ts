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
    name: 'Puncture Blast',
    manaCost: '{2}{R}',
    colors: ['R'],
    types: ['Instant'],
    text: 'Wither (This deals damage to creatures in the form of -1/-1 counters.)\nPuncture Blast deals 3 damage to target creature or player.',
  }),
  card({
    name: 'Blight Sickle',
    manaCost: '{2}',
    types: ['Artifact'],
    subtypes: ['Equipment'],
    text: 'Equipped creature gets +1/+0 and has wither. (It deals damage to creatures in the form of -1/-1 counters.)\nEquip {2}',
  }),
]);
const answer = rulingsWith(catalog);
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i + 1}`, card: 'Mountain', controller: 'alice' }));
const onField = (a: ReturnType<typeof answer>, id: string) => a.state.battlefield.find((o) => o.id === id);
const ping = (source: string, target: string) => [
  { type: 'activate', player: 'alice', source, ability: 0, targets: [target] },
  ...passes(2),
];
const blast = (target: string) => [{ type: 'cast', player: 'alice', card: 'pb', targets: [target] }, ...passes(2)];
const withBlast = (battlefield: unknown[]) =>
  board({ battlefield: [...mountains(3), ...battlefield] }, { hand: [{ id: 'pb', card: 'Puncture Blast' }] });

/** 702.80a, 120.3d: damage from a source with wither is -1/-1 counters on a creature, whatever the source is (702.80c). */
describe('702.80 wither', () => {
  it('Puncture Blast, a spell with wither, puts three -1/-1 counters on Serra Angel: no damage is marked (120.3d, not 120.3e)', () => {
    const a = answer({ state: withBlast([{ id: 'sa', card: 'Serra Angel', controller: 'bob' }]), actions: blast('sa') });
    expect(onField(a, 'sa')).toMatchObject({ counters: { '-1/-1': 3 }, characteristics: { power: 1, toughness: 1 } });
    expect(onField(a, 'sa')?.damage).toBe(0);
    expect(cited(a)).toContain('120.3d');
    expect(cited(a)).not.toContain('120.3e');
  });

  it('a 2/2 given three -1/-1 counters has toughness 0 or less: put into its graveyard by 704.5f (it is not destroyed by damage, 704.5g)', () => {
    const a = answer({ state: withBlast([{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }]), actions: blast('gb') });
    expect(onField(a, 'gb')).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3d', '704.5f']));
    expect(cited(a)).not.toContain('704.5g');
  });

  it('704.5q: on a creature with two +1/+1 counters, the -1/-1 counters cancel in pairs: one -1/-1 counter is left', () => {
    const a = answer({
      state: withBlast([{ id: 'gb', card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 2 } }]),
      actions: blast('gb'),
    });
    expect(onField(a, 'gb')).toMatchObject({ counters: { '-1/-1': 1 }, characteristics: { power: 1, toughness: 1 } });
    expect(cited(a)).toEqual(expect.arrayContaining(['120.3d', '704.5q']));
  });

  it('wither changes nothing for damage to a player: Puncture Blast makes bob lose 3 life (120.3a)', () => {
    const a = answer({ state: withBlast([]), actions: blast('bob') });
    expect(a.state.players[1]).toMatchObject({ life: 17 });
    expect(a.state.players[1].poison).toBe(0);
    expect(cited(a)).toContain('120.3a');
  });

  it("113.7a: an ability's damage is dealt by its source: Prodigal Pyromancer equipped with Blight Sickle deals its 1 damage as a -1/-1 counter", () => {
    const state = board({
      battlefield: [
        { id: 'pp', card: 'Prodigal Pyromancer', controller: 'alice' },
        { id: 'bs', card: 'Blight Sickle', controller: 'alice', attachedTo: 'pp' },
        { id: 'sa', card: 'Serra Angel', controller: 'bob' },
      ],
    });
    const a = answer({ state, actions: ping('pp', 'sa') });
    expect(onField(a, 'sa')).toMatchObject({ counters: { '-1/-1': 1 } });
    expect(onField(a, 'sa')?.damage).toBe(0);
    expect(cited(a)).toContain('120.3d');
  });

  it('702.80b: a source gone before its ability resolves is read as it last existed: Mogg Fanatic, sacrificed while equipped with Blight Sickle', () => {
    const state = board({
      battlefield: [
        { id: 'mf', card: 'Mogg Fanatic', controller: 'alice' },
        { id: 'bs', card: 'Blight Sickle', controller: 'alice', attachedTo: 'mf' },
        { id: 'sa', card: 'Serra Angel', controller: 'bob' },
      ],
    });
    const a = answer({ state, actions: ping('mf', 'sa') });
    expect(onField(a, 'mf')).toBeUndefined();
    expect(onField(a, 'sa')).toMatchObject({ counters: { '-1/-1': 1 } });
    expect(onField(a, 'sa')?.damage).toBe(0);
  });
});
