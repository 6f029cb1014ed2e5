import { compiled } from '../cards/compiled';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/**
 * 120.1, 608.2h: a creature other than the source of the ability deals damage equal to its power, read as the
 * instruction is applied. "Target creature deals damage to itself equal to its power." (Repentance, Kiku's Shadow),
 * "Each creature deals damage to itself equal to its power." (Wave of Reckoning), and the pair "CARDNAME deals damage
 * equal to its power to target creature. That creature deals damage equal to its power to CARDNAME." (Karplusan Yeti,
 * Tracker): two instructions in order (608.2c), not a fight (701.14b does not apply): the source gone, it still
 * deals damage as it last existed (113.7a, 608.2h) and is dealt none (120.1a); the target illegal, nothing (608.2b).
 */
const names = ['Repentance', 'Wave of Reckoning', 'Karplusan Yeti', 'Vampire Nighthawk', 'Giant Spider', 'Craw Wurm', 'Wall of Wood'];
const catalog = new InMemoryCatalog([...names, 'Plains', 'Mountain', 'Grizzly Bears', 'Lightning Bolt'].map(bundledCard));
const ruling = rulingsWith(catalog);
const graveyard = (a: Parameters<typeof onField>[0], player: number) => a.state.players[player].graveyard?.map((c) => c.id) ?? [];

const repentanceBoard = () =>
  board(
    {
      battlefield: [
        ...lands('Plains', 'p', 5),
        { id: 'gs', card: 'Giant Spider', controller: 'bob', counters: { '+1/+1': 1 } },
        { id: 'cw', card: 'Craw Wurm', controller: 'bob' },
        { id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' },
        { id: 'ww', card: 'Wall of Wood', controller: 'bob' },
        { id: 'bm', card: 'Mountain', controller: 'bob' },
      ],
    },
    {
      hand: [
        { id: 'rp', card: 'Repentance' },
        { id: 'wr', card: 'Wave of Reckoning' },
      ],
    },
  );
const cast = (card: string, targets: string[] = []) => ({ type: 'cast', player: 'alice', card, targets });

describe('120.1, 608.2h: Repentance, "Target creature deals damage to itself equal to its power."', () => {
  it('compiles: one target creature, which deals the damage to itself', () => {
    expect(compiled(bundledCard('Repentance'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('Repentance')).abilities[0]).toMatchObject({
      targets: [{ text: 'target creature' }],
      effects: [{ kind: 'dealsDamageByPower', target: 0, to: 'itself' }],
    });
  });

  it('Giant Spider with a +1/+1 counter (3/5) is dealt 3 and survives; Craw Wurm (6/4) is dealt 6 and dies (704.5g)', () => {
    const spider = ruling({ state: repentanceBoard(), actions: [cast('rp', ['gs']), ...passes(2)] });
    expect(spider.violations).toEqual([]);
    expect(onField(spider, 'gs')?.damage).toBe(3);
    expect(cited(spider)).toEqual(expect.arrayContaining(['608.2h', '120.3e']));
    expect(spider.trace).toContainEqual(expect.objectContaining({ rule: '608.2h', objects: ['gs', 'gs'] }));
    const wurm = ruling({ state: repentanceBoard(), actions: [cast('rp', ['cw']), ...passes(2)] });
    expect(onField(wurm, 'cw')).toBeUndefined();
    expect(graveyard(wurm, 1)).toEqual(['cw']);
    expect(cited(wurm)).toContain('704.5g');
  });

  it('120.3: the creature is the source: Vampire Nighthawk (2/3) is destroyed by its own deathtouch and bob gains 2 (lifelink)', () => {
    const a = ruling({ state: repentanceBoard(), actions: [cast('rp', ['vn']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'vn')).toBeUndefined();
    expect(a.state.players[1].life).toBe(22);
    expect(cited(a)).toEqual(expect.arrayContaining(['702.15b', '702.2b', '704.5h']));
  });

  it('a 0-power creature deals no damage (Wall of Wood 0/3)', () => {
    const a = ruling({ state: repentanceBoard(), actions: [cast('rp', ['ww']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'ww')?.damage ?? 0).toBe(0);
  });

  it('illegal: a land or a player is not a target creature (115.1)', () => {
    for (const target of ['bm', 'bob']) {
      const a = ruling({ state: repentanceBoard(), action: cast('rp', [target]) });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    }
  });
});

describe('120.1, 608.2h: Wave of Reckoning, "Each creature deals damage to itself equal to its power."', () => {
  it('every creature at once: the spider (3/5) is dealt 3, the wurm and the Nighthawk die, the wall is dealt none', () => {
    const a = ruling({ state: repentanceBoard(), actions: [cast('wr'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gs')?.damage).toBe(3);
    expect(onField(a, 'ww')?.damage ?? 0).toBe(0);
    expect(graveyard(a, 1).sort()).toEqual(['cw', 'vn']);
    expect(a.state.players[1].life).toBe(22);
  });
});

describe('608.2c, 113.7a: Karplusan Yeti, "{T}: CARDNAME deals damage equal to its power to target creature. That creature deals damage equal to its power to CARDNAME."', () => {
  const yetiBoard = () =>
    board(
      {
        battlefield: [
          { id: 'ky', card: 'Karplusan Yeti', controller: 'alice' },
          { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'gs', card: 'Giant Spider', controller: 'bob' },
          { id: 'bm', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
  const activate = (target: string) => ({ type: 'activate', player: 'alice', source: 'ky', ability: 0, targets: [target] });

  it("compiles: the damage to the target, then the target's damage to the Yeti (two instructions, one target)", () => {
    expect(compiled(bundledCard('Karplusan Yeti'))).toMatchObject({ support: 'full' });
    expect(compiled(bundledCard('Karplusan Yeti')).abilities[0]).toMatchObject({
      targets: [{ text: 'target creature' }],
      effects: [
        { kind: 'damage', amount: { kind: 'stat', stat: 'power', of: { kind: 'source' } }, target: 0 },
        { kind: 'dealsDamageByPower', target: 0, to: 'source' },
      ],
    });
  });

  it('Yeti 3/3 and Giant Spider 2/4: the spider is dealt 3, the Yeti 2; both survive', () => {
    const a = ruling({ state: yetiBoard(), actions: [activate('gs'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gs')?.damage).toBe(3);
    expect(onField(a, 'ky')?.damage).toBe(2);
    expect(onField(a, 'ky')?.tapped).toBe(true);
  });

  it('Grizzly Bears dealt lethal damage still deals its damage (state-based actions wait for the resolution, 704.3)', () => {
    const a = ruling({ state: yetiBoard(), actions: [activate('gb'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toBeUndefined();
    expect(onField(a, 'ky')?.damage).toBe(2);
  });

  it('113.7a, 120.1a: the Yeti bolted in response still deals 3 as it last existed; the bears deal it nothing', () => {
    const a = ruling({
      state: yetiBoard(),
      actions: [
        activate('gb'),
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'lb', targets: ['ky'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'ky')).toBeUndefined();
    expect(onField(a, 'gb')).toBeUndefined();
    expect(graveyard(a, 1)).toEqual(expect.arrayContaining(['gb', 'lb']));
    expect(cited(a)).toContain('120.1a');
  });

  it('608.2b: the target gone as it resolves, the ability does not resolve: the Yeti is dealt nothing', () => {
    const state = board({
      battlefield: [{ id: 'ky', card: 'Karplusan Yeti', controller: 'alice', tapped: true }],
      stack: [{ id: 'ab', ability: { source: 'ky', index: 0 }, controller: 'alice', targets: ['gb'] }],
    });
    const a = ruling({ state, actions: passes(2) });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'ky')?.damage ?? 0).toBe(0);
    expect(cited(a)).toContain('608.2b');
  });

  it('refused: "to CARDNAME" in a spell (a spell is dealt no damage, 120.1a)', () => {
    const line = 'Target creature deals damage equal to its power to Repentance.';
    expect(compileCard({ ...bundledCard('Repentance'), text: line }).unsupported).toEqual([line]);
  });

  it("illegal: the Yeti's ability cannot target a land (115.1)", () => {
    const a = ruling({ state: yetiBoard(), action: activate('bm') });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
});
