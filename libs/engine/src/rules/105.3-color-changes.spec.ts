import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 105.3, 613.1e: "[CARDNAME / Target creature] becomes blue [colorless] until end of turn.": the permanent has that color
 * in place of its colors (layer 5) until the cleanup step (514.2).
 */
const answer = rulingsWith(
  new InMemoryCatalog(
    ['Raging Spirit', 'Fylamarid', 'Cerulean Wisps', 'Grizzly Bears', 'Serra Angel', 'Island', 'Mountain'].map(bundledCard),
  ),
);
const lands = (card: string, prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, card, controller: 'alice' }));

describe('105.3: becomes a color until end of turn', () => {
  it.each(['Raging Spirit', 'Fylamarid', 'Cerulean Wisps', 'Aurora Griffin', 'Niveous Wisps'])('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('Raging Spirit: {2}: it is colorless until end of turn, red again after the cleanup step (514.2)', () => {
    const state = board({
      battlefield: [{ id: 'rs', card: 'Raging Spirit', controller: 'alice' }, ...lands('Mountain', 'm', 2)],
      turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' },
    });
    const act = { type: 'activate', player: 'alice', source: 'rs', ability: 0, payment: { tap: ['m1', 'm2'] } };
    const now = answer({ state, actions: [act, ...passes(2)] });
    expect(now.violations).toEqual([]);
    expect(onField(now, 'rs')?.characteristics?.colors).toEqual([]);
    expect(cited(now)).toEqual(expect.arrayContaining(['105.3']));
    const later = answer({ state, actions: [act, ...passes(2), ...passes(2)] });
    expect(later.state.turn).toMatchObject({ number: 4, active: 'bob' });
    expect(onField(later, 'rs')?.characteristics?.colors).toEqual(['R']);
  });

  it("Fylamarid: {U} makes bob's Serra Angel blue; then it can't block Fylamarid (509.1b: can't be blocked by blue creatures)", () => {
    const state = board({
      battlefield: [
        { id: 'fy', card: 'Fylamarid', controller: 'alice' },
        { id: 'sa', card: 'Serra Angel', controller: 'bob' },
        ...lands('Island', 'i', 1),
      ],
    });
    const blueFirst = [
      { type: 'activate', player: 'alice', source: 'fy', ability: 0, targets: ['sa'], payment: { tap: ['i1'] } },
      ...passes(2),
    ];
    const combat = [
      ...passes(4),
      { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'fy', attacking: 'bob' }] },
      ...passes(2),
      { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'sa', blocking: ['fy'] }] },
    ];
    const a = answer({ state, actions: [...blueFirst, ...combat] });
    expect(onField(a, 'sa')?.characteristics?.colors).toEqual(['U']);
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'CANT_BLOCK', rule: '509.1b' });
    // White, as printed, it may block the flier.
    expect(answer({ state, actions: combat }).violations).toEqual([]);
  });

  it('Cerulean Wisps: the tapped Bears become blue and untap; alice draws a card', () => {
    const state = board(
      { battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob', tapped: true }, ...lands('Island', 'i', 1)] },
      { hand: [{ id: 'cw', card: 'Cerulean Wisps' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'cw', targets: ['gb'], payment: { tap: ['i1'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'gb')).toMatchObject({ tapped: false });
    expect(onField(a, 'gb')?.characteristics?.colors).toEqual(['U']);
    expect(a.state.players[0].hand).toEqual({ count: 1 });
  });

  it('refused for a spell ("Target spell or permanent becomes red.", Chaoslace: the color of a spell is not modelled)', () => {
    expect(compileCard(bundledCard('Chaoslace')).support).not.toBe('full');
  });
});
