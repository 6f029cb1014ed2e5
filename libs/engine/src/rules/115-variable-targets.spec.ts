import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { onField, passes } from '../testing/actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';

/**
 * 115.1, 601.2c, 115.3, 115.6: a variable number of targets, chosen as a loyalty ability is
 * activated ("up to one target creature", "up to two target artifacts"), or a number the text
 * fixes ("two target lands"), on real planeswalkers of the bundled catalog.
 */
const garruk = bundledCard('Garruk Wildspeaker');
const ajani = bundledCard('Ajani, Caller of the Pride');
const tezzeret = bundledCard('Tezzeret the Seeker');
const catalog = new InMemoryCatalog([garruk, ajani, tezzeret, ...['Forest', 'Grizzly Bears', 'Ornithopter'].map(bundledCard)]);
const ruling = rulingsWith(catalog);
// Ajani's −8 and Tezzeret's −X and −5 are not understood: their other abilities are played all the same.
const answer = (request: Record<string, unknown>) => ruling({ allowUnsupported: true, ...request });
const index = (card: CardDefinition, cost: string) => card.text.split('\n').findIndex((l) => l.startsWith(`${cost}:`));

const garrukBoard = () =>
  board({
    battlefield: [
      { id: 'g1', card: garruk.name, controller: 'alice', counters: { loyalty: 3 } },
      { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
      { id: 'f2', card: 'Forest', controller: 'alice', tapped: true },
      { id: 'f3', card: 'Forest', controller: 'bob', tapped: true },
    ],
  });

describe('115.1, 601.2c: "two target lands" (Garruk Wildspeaker +1)', () => {
  it('compiles as two targets of one word, each untapped by the ability', () => {
    const a = compiled(garruk).abilities[index(garruk, '+1')];
    expect(a).toMatchObject({
      kind: 'loyalty',
      cost: 1,
      targets: [
        { text: 'two target lands', count: { min: 1, max: 1 }, word: 0 },
        { text: 'two target lands', count: { min: 1, max: 1 }, word: 0 },
      ],
      effects: [
        { kind: 'untap', target: 0 },
        { kind: 'untap', target: 1 },
      ],
    });
  });

  it("606.4, 701.26b: +1 untaps the two lands chosen, any player's", () => {
    const a = answer({
      state: garrukBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 'g1', ability: index(garruk, '+1'), targets: ['f1', 'f3'] }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'g1')).toMatchObject({ counters: { loyalty: 4 } });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
    expect(onField(a, 'f3')?.tapped).toBeFalsy();
    expect(onField(a, 'f2')).toMatchObject({ tapped: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '601.2c', '608.2']));
  });

  it('115.3: the same land twice is illegal; 601.2c: one land is too few; nothing is paid', () => {
    const twice = answer({
      state: garrukBoard(),
      action: { type: 'activate', player: 'alice', source: 'g1', ability: index(garruk, '+1'), targets: ['f1', 'f1'] },
    });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
    expect(onField(twice, 'g1')).toMatchObject({ counters: { loyalty: 3 } });
    const one = answer({
      state: garrukBoard(),
      action: { type: 'activate', player: 'alice', source: 'g1', ability: index(garruk, '+1'), targets: ['f1'] },
    });
    expect(one.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
    const blank = answer({
      state: garrukBoard(),
      action: { type: 'activate', player: 'alice', source: 'g1', ability: index(garruk, '+1'), targets: ['f1', ''] },
    });
    expect(blank.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
  });

  it('608.2b: a land that left before resolution is not untapped; the other still is', () => {
    const a = answer({
      state: board({
        battlefield: [
          { id: 'g1', card: garruk.name, controller: 'alice', counters: { loyalty: 4 } },
          { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
          { id: 'f2', card: 'Forest', controller: 'alice', tapped: true },
        ],
        stack: [{ id: 's1', ability: { source: 'g1', index: index(garruk, '+1') }, controller: 'alice', targets: ['f1', 'gone'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      }),
      actions: passes(2),
    });
    expect(onField(a, 'f1')?.tapped).toBeFalsy();
    expect(onField(a, 'f2')).toMatchObject({ tapped: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2b']));
  });
});

describe('115.6: "up to one target creature" (Ajani, Caller of the Pride +1)', () => {
  const ajaniBoard = () =>
    board({
      battlefield: [
        { id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 4 } },
        { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
      ],
    });

  it('122.1: with a creature chosen, it gets a +1/+1 counter', () => {
    const a = answer({
      state: ajaniBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: index(ajani, '+1'), targets: ['b1'] }, ...passes(2)],
    });
    expect(onField(a, 'b1')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(a, 'a1')).toMatchObject({ counters: { loyalty: 5 } });
  });

  it('115.6: with no target chosen it is not targeted: it resolves, the loyalty is gained, no counter is put', () => {
    for (const targets of [[], ['']]) {
      const a = answer({
        state: ajaniBoard(),
        actions: [{ type: 'activate', player: 'alice', source: 'a1', ability: index(ajani, '+1'), targets }, ...passes(2)],
      });
      expect(a.violations).toEqual([]);
      expect(onField(a, 'a1')).toMatchObject({ counters: { loyalty: 5 } });
      expect(onField(a, 'b1')?.counters ?? {}).toEqual({});
      expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '115.6', '608.2']));
      expect(cited(a)).not.toContain('608.2b');
    }
  });

  it('115.1: a land is not a creature; two targets are too many', () => {
    const land = answer({
      state: board({
        battlefield: [
          { id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 4 } },
          { id: 'f1', card: 'Forest', controller: 'alice' },
        ],
      }),
      action: { type: 'activate', player: 'alice', source: 'a1', ability: index(ajani, '+1'), targets: ['f1'] },
    });
    expect(land.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const two = answer({
      state: ajaniBoard(),
      action: { type: 'activate', player: 'alice', source: 'a1', ability: index(ajani, '+1'), targets: ['b1', 'b1'] },
    });
    expect(two.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
  });

  it('legal actions offer the +1 with no creature on the board (no target chosen), and name the choice', () => {
    const listed = legalActionsFor(
      board({ battlefield: [{ id: 'a1', card: ajani.name, controller: 'alice', counters: { loyalty: 4 } }] }),
      catalog,
      {
        allowUnsupported: true,
      },
    );
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const actions = listed.value.actions.filter((x) => x.action.type === 'activate');
    expect(actions.map((x) => x.action)).toEqual(
      expect.arrayContaining([expect.objectContaining({ source: 'a1', ability: index(ajani, '+1'), targets: [''] })]),
    );
  });
});

describe('"up to two target artifacts" (Tezzeret the Seeker +1)', () => {
  const tezBoard = () =>
    board({
      battlefield: [
        { id: 't1', card: tezzeret.name, controller: 'alice', counters: { loyalty: 4 } },
        { id: 'o1', card: 'Ornithopter', controller: 'alice', tapped: true },
        { id: 'o2', card: 'Ornithopter', controller: 'alice', tapped: true },
      ],
    });

  it('untaps one, two or none of them', () => {
    const one = answer({
      state: tezBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 't1', ability: index(tezzeret, '+1'), targets: ['o2'] }, ...passes(2)],
    });
    expect(one.violations).toEqual([]);
    expect(onField(one, 'o1')).toMatchObject({ tapped: true });
    expect(onField(one, 'o2')?.tapped).toBeFalsy();
    const both = answer({
      state: tezBoard(),
      actions: [{ type: 'activate', player: 'alice', source: 't1', ability: index(tezzeret, '+1'), targets: ['o1', 'o2'] }, ...passes(2)],
    });
    expect(onField(both, 'o1')?.tapped).toBeFalsy();
    expect(onField(both, 'o2')?.tapped).toBeFalsy();
    const twice = answer({
      state: tezBoard(),
      action: { type: 'activate', player: 'alice', source: 't1', ability: index(tezzeret, '+1'), targets: ['o1', 'o1'] },
    });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
  });
});

/**
 * 115.1, 601.2c: a spell with a variable number of targets ("Tap up to two target creatures."):
 * the number is announced as it is cast, 0 to 2 different creatures (115.3), each tapped (701.26a).
 */
describe('601.2c: "Tap up to two target creatures." (Lead Astray, Frost Breath)', () => {
  const spells = new InMemoryCatalog(['Lead Astray', 'Frost Breath', 'Island', 'Plains', 'Grizzly Bears', 'Craw Wurm'].map(bundledCard));
  const cast = rulingsWith(spells);
  const spellBoard = (card: string) =>
    board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'i2', card: 'Island', controller: 'alice' },
          { id: 'i3', card: 'Island', controller: 'alice' },
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'b2', card: 'Craw Wurm', controller: 'bob' },
          { id: 'b3', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 's', card }] },
    );
  const castIt = (targets: string[]) => ({ type: 'cast', player: 'alice', card: 's', targets });

  it.each(['Lead Astray', 'Frost Breath'])('%s is understood in full', (name) => {
    expect(compiled(bundledCard(name)).support).toBe('full');
  });

  it('701.26a: Lead Astray taps the two creatures chosen, not a third', () => {
    const a = cast({ state: spellBoard('Lead Astray'), actions: [castIt(['b1', 'b2']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b1')).toMatchObject({ tapped: true });
    expect(onField(a, 'b2')).toMatchObject({ tapped: true });
    expect(onField(a, 'b3')?.tapped).toBeFalsy();
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '701.26a']));
  });

  it('115.6: one creature, or none, may be chosen', () => {
    const one = cast({ state: spellBoard('Lead Astray'), actions: [castIt(['b2']), ...passes(2)] });
    expect(one.violations).toEqual([]);
    expect(onField(one, 'b2')).toMatchObject({ tapped: true });
    expect(onField(one, 'b1')?.tapped).toBeFalsy();
    const none = cast({ state: spellBoard('Lead Astray'), actions: [castIt([]), ...passes(2)] });
    expect(none.violations).toEqual([]);
    expect(none.state.stack).toEqual([]);
    expect(['b1', 'b2', 'b3'].every((id) => !onField(none, id)?.tapped)).toBe(true);
  });

  it('601.2c: three targets for "up to two" are refused; 115.3: the same creature twice too; nothing is cast', () => {
    const three = cast({ state: spellBoard('Lead Astray'), action: castIt(['b1', 'b2', 'b3']) });
    expect(three.violations[0]).toMatchObject({ code: 'WRONG_TARGET_COUNT', rule: '601.2c' });
    expect(three.state.stack).toEqual([]);
    const twice = cast({ state: spellBoard('Lead Astray'), action: castIt(['b1', 'b1']) });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
    const land = cast({ state: spellBoard('Lead Astray'), action: castIt(['b1', 'i1']) });
    expect(land.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });

  it("502.3: Frost Breath: the creatures tapped do not untap during their controller's next untap step; the others do", () => {
    const a = cast({ state: spellBoard('Frost Breath'), actions: [castIt(['b1', 'b2']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b1')).toMatchObject({ tapped: true });
    expect(onField(a, 'b2')).toMatchObject({ tapped: true });
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2c', '701.26a', '502.3']));
    // Bob's untap step: b1 and b2 stay tapped; b3, tapped by nothing of Frost Breath, untaps.
    const before = JSON.parse(JSON.stringify(a.state));
    const b3 = before.battlefield.find((o: { id: string }) => o.id === 'b3');
    b3.tapped = true;
    before.turn = { number: 4, active: 'bob', step: 'untap', priority: null };
    const next = cast({ state: before, actions: [] });
    expect(onField(next, 'b1')).toMatchObject({ tapped: true });
    expect(onField(next, 'b2')).toMatchObject({ tapped: true });
    expect(onField(next, 'b3')?.tapped).toBeFalsy();
  });
});
