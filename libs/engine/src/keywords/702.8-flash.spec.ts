import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';
import type { Answer } from '../adjudicate';

/** 702.8a, 601.2f: "You may cast CARDNAME as though it had flash if you pay {2} more to cast it.", on real cards. */
const NAMES = [
  'Rout', // {3}{W}{W} Sorcery. ... if you pay {2} more ... Destroy all creatures. They can't be regenerated.
  'Ghitu Fire', // {X}{R} Sorcery. ... if you pay {2} more ... Ghitu Fire deals X damage to target creature or player.
  'Harbinger of the Tides', // {U}{U} 2/2. ... if you pay {2} more ... ETB: you may return target tapped creature an opponent controls.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...['Grizzly Bears', 'Plains', 'Island', 'Mountain'].map(bundledCard)]);
const answer = rulingsWith(catalog);
const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });
const at = (active: string, step: string, priority = 'alice') => ({ number: 3, active, step, priority });
const rout = (plains: number, turn: Record<string, unknown>) =>
  board(
    { battlefield: [perm('b', 'Grizzly Bears', 'bob'), perm('g', 'Grizzly Bears', 'alice'), ...lands('Plains', 'p', plains)], turn },
    { hand: [{ id: 'r', card: 'Rout' }] },
  );
const untapped = (a: Answer) => a.state.battlefield.filter((o) => o.id.startsWith('p') && !o.tapped).length;
const flashCostCited = (a: Answer) => a.trace.some((t) => t.rule === '601.2f' && JSON.stringify(t).includes('as though it had flash'));

describe('702.8a: "You may cast CARDNAME as though it had flash if you pay {2} more to cast it." is read', () => {
  it('each card is understood in full, the permission an ability with its extra cost', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
    expect(compileCard(CARDS[0]).abilities[0]).toMatchObject({ kind: 'flashPermission', extraCost: '{2}' });
  });
});

describe('702.8a, 601.2f: cast as though it had flash, for {2} more', () => {
  it('Rout in its own main phase: its mana cost only, no extra cost (307.1 allows it)', () => {
    const a = answer({ state: rout(7, at('alice', 'first-main')), actions: [cast('r'), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    expect(untapped(a)).toBe(2);
    expect(flashCostCited(a)).toBe(false);
    expect(onField(a, 'b')).toBeUndefined();
    expect(onField(a, 'g')).toBeUndefined();
  });

  it("Rout in bob's end step: legal, with {2} more paid (601.2f)", () => {
    const a = answer({ state: rout(7, at('bob', 'end')), actions: [cast('r'), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    expect(untapped(a)).toBe(0);
    expect(onField(a, 'b')).toBeUndefined();
    expect(cited(a)).toContain('601.2f');
    expect(flashCostCited(a)).toBe(true);
  });

  it('at instant speed, five Plains are too little for {3}{W}{W} plus {2} (601.2h)', () => {
    const a = answer({ state: rout(5, at('bob', 'end')), action: cast('r') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOT_ENOUGH_MANA' })]);
    expect(onField(a, 'b')).toBeDefined();
  });

  it("Harbinger of the Tides on an opponent's turn, for {U}{U} plus {2}", () => {
    const state = board(
      {
        battlefield: [perm('b', 'Grizzly Bears', 'bob', { tapped: true }), ...lands('Island', 'p', 4)],
        turn: at('bob', 'end'),
      },
      { hand: [{ id: 'h', card: 'Harbinger of the Tides' }] },
    );
    const a = answer({ state, action: cast('h') });
    expect(a.violations).toEqual([]);
    expect(untapped(a)).toBe(0);
    expect(a.state.stack.map((s) => s.id)).toEqual(['h']);
  });

  it("with three Islands, Harbinger cannot be cast on bob's turn (601.2h), though its own main phase allows {U}{U}", () => {
    const state = (turn: Record<string, unknown>) =>
      board({ battlefield: lands('Island', 'p', 3), turn }, { hand: [{ id: 'h', card: 'Harbinger of the Tides' }] });
    expect(answer({ state: state(at('bob', 'end')), action: cast('h') }).violations).toEqual([
      expect.objectContaining({ code: 'NOT_ENOUGH_MANA' }),
    ]);
    const mine = answer({ state: state(at('alice', 'first-main')), action: cast('h') });
    expect(mine.violations).toEqual([]);
    expect(untapped(mine)).toBe(1);
  });

  it("Ghitu Fire with X=2 in bob's end step: {2}{R} plus {2}; four Mountains are one short (601.2h)", () => {
    const state = (mountains: number) =>
      board(
        { battlefield: [perm('b', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'p', mountains)], turn: at('bob', 'end') },
        { hand: [{ id: 'f', card: 'Ghitu Fire' }] },
      );
    const a = answer({ state: state(5), actions: [cast('f', { x: 2, targets: ['b'] }), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    expect(untapped(a)).toBe(0);
    expect(onField(a, 'b')).toBeUndefined();
    expect(flashCostCited(a)).toBe(true);
    const short = answer({ state: state(4), action: cast('f', { x: 2, targets: ['b'] }) });
    expect(short.violations).toEqual([expect.objectContaining({ code: 'NOT_ENOUGH_MANA' })]);
  });
});
