import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { defineCard } from '../cards/card';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 701.14a: a fight in an ability, not only in a spell: Domri Rade's "−2: Target creature you control fights another
 * target creature." (606, a loyalty ability), Ulvenwald Tracker's "{1}{G}, {T}: Target creature you control fights
 * another target creature." (602), and the spells that say "another" (Blood Feud). "another" is a second creature,
 * not the first target (115.3); the Tracker itself may be the first.
 */
const catalog = new InMemoryCatalog([
  ...['Domri Rade', 'Ulvenwald Tracker', 'Blood Feud', 'Grizzly Bears', 'Hill Giant', 'Forest', 'Mountain', 'Unsummon', 'Island'].map(
    bundledCard,
  ),
]);
const answer = rulingsWith(catalog);
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const domri = { id: 'd1', card: 'Domri Rade', controller: 'alice', counters: { loyalty: 3 } };
const bears = { id: 'a1', card: 'Grizzly Bears', controller: 'alice' };
const giant = { id: 'b1', card: 'Hill Giant', controller: 'bob' };
const onField = (a: { state: { battlefield: { id: string; damage?: number }[] } }, id: string) =>
  a.state.battlefield.find((o) => o.id === id);

describe('compiled', () => {
  it.each(['Domri Rade', 'Ulvenwald Tracker', 'Blood Feud', 'Pit Fight', 'Dissension in the Ranks'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('a fight of a creature with a noncreature permanent stays refused', () => {
    const card = defineCard({ name: 'Odd Fight', types: ['Instant'], manaCost: '{G}', text: 'Target creature fights target artifact.' });
    expect(compileCard(card).support).not.toBe('full');
  });
});

describe('Domri Rade: "\u22122: Target creature you control fights another target creature."', () => {
  const fight = line('Domri Rade', '\u22122');

  it('606.4, 701.14a: two loyalty counters removed; the 2/2 and the 3/3 deal damage equal to their power to each other', () => {
    const a = answer({
      state: board({ battlefield: [domri, bears, giant] }),
      actions: [{ type: 'activate', player: 'alice', source: 'd1', ability: fight, targets: ['a1', 'b1'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'd1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(onField(a, 'a1')).toBeUndefined();
    expect(a.state.players[0].graveyard.map((c) => c.id)).toContain('a1');
    expect(onField(a, 'b1')?.damage).toBe(2);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.14a', '704.5g']));
  });

  it('115.3: "another target creature" is not the first target: the same creature twice is refused', () => {
    const a = answer({
      state: board({ battlefield: [domri, bears, giant] }),
      action: { type: 'activate', player: 'alice', source: 'd1', ability: fight, targets: ['a1', 'a1'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
    expect(onField(a, 'd1')).toMatchObject({ counters: { loyalty: 3 } });
  });

  it('115.1: the first target is a creature its controller controls', () => {
    const a = answer({
      state: board({ battlefield: [domri, bears, giant] }),
      action: { type: 'activate', player: 'alice', source: 'd1', ability: fight, targets: ['b1', 'a1'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
  });

  it('the other creature may be its controller\u2019s too: both fight', () => {
    const a = answer({
      state: board({ battlefield: [domri, bears, { id: 'a2', card: 'Hill Giant', controller: 'alice' }] }),
      actions: [{ type: 'activate', player: 'alice', source: 'd1', ability: fight, targets: ['a2', 'a1'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'a1')).toBeUndefined();
    expect(onField(a, 'a2')?.damage).toBe(2);
  });

  it('701.14b: the other creature returned to its hand in response: neither deals damage', () => {
    const a = answer({
      state: board(
        { battlefield: [domri, bears, giant, { id: 'i1', card: 'Island', controller: 'bob' }] },
        {},
        { hand: [{ id: 'u', card: 'Unsummon' }] },
      ),
      actions: [
        { type: 'activate', player: 'alice', source: 'd1', ability: fight, targets: ['a1', 'b1'] },
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'u', targets: ['b1'], payment: { tap: ['i1'] } },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(JSON.stringify(a.state.players[1].hand)).toContain('"b1"');
    expect(onField(a, 'a1')?.damage ?? 0).toBe(0);
    expect(onField(a, 'd1')).toMatchObject({ counters: { loyalty: 1 } });
  });
});

describe('Ulvenwald Tracker: "{1}{G}, {T}: Target creature you control fights another target creature."', () => {
  const tracker = { id: 't1', card: 'Ulvenwald Tracker', controller: 'alice' };
  const forests = [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'f2', card: 'Forest', controller: 'alice' },
  ];

  it('602.2, 701.14a: the Tracker (a 1/1) may be the creature its controller chooses first: it fights the 3/3 and dies', () => {
    const a = answer({
      state: board({ battlefield: [tracker, ...forests, giant] }),
      actions: [
        { type: 'activate', player: 'alice', source: 't1', ability: 0, targets: ['t1', 'b1'], payment: { tap: ['f1', 'f2'] } },
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 't1')).toBeUndefined();
    expect(onField(a, 'b1')?.damage).toBe(1);
    expect(cited(a)).toContain('701.14a');
  });
});

describe('Blood Feud: "Target creature fights another target creature." (a spell)', () => {
  it('115.3: the same creature for both targets is refused', () => {
    const mountains = Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
    const a = answer({
      state: board({ battlefield: [...mountains, giant, bears] }, { hand: [{ id: 'h', card: 'Blood Feud' }] }),
      action: { type: 'cast', player: 'alice', card: 'h', targets: ['b1', 'b1'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
  });
});
