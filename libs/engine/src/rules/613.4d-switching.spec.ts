import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 613.4d (layer 7d): "Switch target creature's power and toughness until end of turn." (About Face, Dwarven
 * Thaumaturgist; "Switch each creature's ...": Mannichi, the Fevered Dream). One continuous effect on the objects
 * as it begins (611.2c), applied after every effect and counter that modifies power and toughness (613.4c), whatever
 * their timestamps.
 */
const names = ['About Face', 'Dwarven Thaumaturgist', 'Mannichi, the Fevered Dream', 'Giant Growth', 'Giant Spider', 'Wall of Wood'];
const catalog = new InMemoryCatalog([...names, 'Mountain', 'Forest', 'Grizzly Bears'].map(bundledCard));
const ruling = rulingsWith(catalog);
const pt = (a: Parameters<typeof onField>[0], id: string) => {
  const c = onField(a, id)?.characteristics as { power?: number; toughness?: number } | undefined;
  return c ? { power: c.power, toughness: c.toughness } : undefined;
};

const spiderBoard = (more: Record<string, unknown> = {}) =>
  board(
    {
      battlefield: [
        ...lands('Mountain', 'm', 2),
        ...lands('Forest', 'f', 1),
        { id: 'gs', card: 'Giant Spider', controller: 'bob', counters: { '+1/+1': 1 } },
        { id: 'ww', card: 'Wall of Wood', controller: 'bob' },
        { id: 'bm', card: 'Mountain', controller: 'bob' },
      ],
      ...more,
    },
    {
      hand: [
        { id: 'af', card: 'About Face' },
        { id: 'gg', card: 'Giant Growth' },
      ],
    },
  );
const cast = (card: string, target: string) => ({ type: 'cast', player: 'alice', card, targets: [target] });

describe('613.4d: About Face, "Switch target creature\'s power and toughness until end of turn."', () => {
  it('compiles: one target creature, a switch of its power and toughness', () => {
    expect(compiled(bundledCard('About Face'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('About Face')).abilities[0]).toMatchObject({
      targets: [{ text: 'target creature' }],
      effects: [{ kind: 'switchPT', target: 0 }],
    });
  });

  it('Giant Spider 2/4 with a +1/+1 counter (3/5) becomes 5/3: the counter applies before the switch (613.4c, 613.4d)', () => {
    const a = ruling({ state: spiderBoard(), actions: [cast('af', 'gs'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(pt(a, 'gs')).toEqual({ power: 5, toughness: 3 });
    expect(a.state.effects).toEqual([expect.objectContaining({ kind: 'switch-pt', affects: ['gs'], duration: 'until-end-of-turn' })]);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '613.4d', objects: ['gs'] }));
  });

  it('Giant Growth cast after the switch still applies before it (7c before 7d): 3/5 +3/+3 = 6/8, switched 8/6', () => {
    const a = ruling({ state: spiderBoard(), actions: [cast('af', 'gs'), ...passes(2), cast('gg', 'gs'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(pt(a, 'gs')).toEqual({ power: 8, toughness: 6 });
    expect(cited(a)).toEqual(expect.arrayContaining(['613.4c', '613.4d']));
  });

  it("704.5f: Wall of Wood 0/3 switched is 3/0 and is put into its owner's graveyard", () => {
    const a = ruling({ state: spiderBoard(), actions: [cast('af', 'ww'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'ww')).toBeUndefined();
    expect(a.state.players[1].graveyard?.map((c) => c.id)).toEqual(['ww']);
    expect(cited(a)).toContain('704.5f');
  });

  it('illegal: a land or a player is not a target creature (115.1); nothing changes', () => {
    for (const target of ['bm', 'bob']) {
      const a = ruling({ state: spiderBoard(), action: cast('af', target) });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
      expect(a.state.effects ?? []).toEqual([]);
    }
  });

  it('608.2b: the target gone as it resolves, About Face does not resolve and no effect is created', () => {
    const state = board({
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice', tapped: true }],
      stack: [{ id: 'af', card: 'About Face', controller: 'alice', targets: ['gs'] }],
    });
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(a.state.effects ?? []).toEqual([]);
    expect(cited(a)).toContain('608.2b');
  });
});

describe('613.4d: the switch on activated abilities', () => {
  it('Dwarven Thaumaturgist, "{T}: Switch target creature\'s power and toughness until end of turn.": Giant Spider 2/4 is 4/2', () => {
    const state = board({
      battlefield: [
        { id: 'dt', card: 'Dwarven Thaumaturgist', controller: 'alice' },
        { id: 'gs', card: 'Giant Spider', controller: 'bob' },
      ],
    });
    const a = ruling({ state, actions: [{ type: 'activate', player: 'alice', source: 'dt', ability: 0, targets: ['gs'] }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(pt(a, 'gs')).toEqual({ power: 4, toughness: 2 });
    expect(onField(a, 'dt')?.tapped).toBe(true);
  });

  it('Mannichi, "{1}{R}: Switch each creature\'s power and toughness until end of turn.": each creature on the battlefield as it resolves (611.2c)', () => {
    const state = board({
      battlefield: [
        ...lands('Mountain', 'm', 2),
        { id: 'mn', card: 'Mannichi, the Fevered Dream', controller: 'alice' },
        { id: 'gs', card: 'Giant Spider', controller: 'bob' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
    });
    const a = ruling({ state, actions: [{ type: 'activate', player: 'alice', source: 'mn', ability: 0 }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(pt(a, 'gs')).toEqual({ power: 4, toughness: 2 });
    expect(pt(a, 'gb')).toEqual({ power: 2, toughness: 2 });
    const affects = (a.state.effects ?? []).find((e) => e.kind === 'switch-pt')?.affects;
    expect([...(affects ?? [])].sort()).toEqual(['gb', 'gs', 'mn']);
  });
});

describe('613.4d: "switch its power and toughness" of a trigger about its source', () => {
  it('Valakut Fireboar, "Whenever CARDNAME attacks, switch its power and toughness until end of turn.": "its" is its own', () => {
    expect(compiled(bundledCard('Valakut Fireboar'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('Valakut Fireboar')).abilities[0]).toMatchObject({
      kind: 'triggered',
      targets: [],
      effects: [{ kind: 'switchPT', objects: { kind: 'source' } }],
    });
  });
});
