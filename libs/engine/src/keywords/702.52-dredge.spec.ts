import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, passes } from '../testing/actions';

/** 702.52 dredge, on real cards (current Oracle text, from the bundled catalog). */
const LOAM = bundledCard('Life from the Loam'); // Dredge 3
const TROLL = bundledCard('Golgari Grave-Troll'); // Dredge 6
const KAMI = bundledCard('Kami of the Crescent Moon');
const catalog = new InMemoryCatalog([LOAM, TROLL, KAMI, ...['Island', 'Divination'].map(bundledCard)]);
function rule(request: { state: unknown; actions?: unknown[]; action?: unknown }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const library = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `k${i}`, card: 'Island' }));
const upkeep = { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' };

/** Alice's upkeep ends with Life from the Loam in her graveyard and `n` known cards in her library. */
function drawStep(n = 4, battlefield: unknown[] = []) {
  const state = board({ turn: upkeep, battlefield }, { library: library(n), graveyard: [{ id: 'l1', card: 'Life from the Loam' }] });
  return rule({ state, actions: passes(2) });
}

describe('702.52 dredge', () => {
  it('"Dredge N" is understood: a static ability of the card in the graveyard', () => {
    expect(compileCard(LOAM)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(LOAM).abilities).toContainEqual({ kind: 'static', effects: [{ kind: 'dredge', n: 3 }], text: 'Dredge 3' });
  });

  it('504.1, 702.52a: the draw step\'s draw waits for the choice: Life from the Loam, or "draw"; nobody has priority', () => {
    const a = drawStep();
    expect(a.state.turn).toMatchObject({ step: 'draw', priority: null });
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseReplacement', rule: '702.52a', options: ['l1', 'draw'] });
    expect(ids(a.state.players[0].hand)).toEqual([]);
    expect(cited(a)).toContain('702.52a');
  });

  it('702.52a: she dredges: she mills 3 and returns Life from the Loam to her hand instead of drawing; then priority (504.2)', () => {
    const waiting = drawStep();
    const a = rule({ state: waiting.state, action: choose(waiting, ['l1']) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['l1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['k0', 'k1', 'k2']);
    expect(ids(a.state.players[0].library)).toEqual(['k3']);
    expect(a.state.turn).toMatchObject({ step: 'draw', priority: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1a', '701.17a', '504.2']));
    expect(cited(a)).not.toContain('504.1');
  });

  it('she answers "draw": she draws as usual, and Life from the Loam stays in her graveyard', () => {
    const waiting = drawStep();
    const a = rule({ state: waiting.state, action: choose(waiting, ['draw']) });
    expect(ids(a.state.players[0].hand)).toEqual(['k0']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['l1']);
    expect(cited(a)).toContain('504.1');
  });

  it('a card that is not one of the options is refused', () => {
    const waiting = drawStep();
    const a = rule({ state: waiting.state, action: choose(waiting, ['k0']) });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '702.52a' });
  });

  it('702.52b: with 2 cards in her library, dredge 3 cannot replace the draw: no choice, she draws', () => {
    const a = drawStep(2);
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    expect(ids(a.state.players[0].hand)).toEqual(['k0']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['l1']);
    expect(cited(a)).toContain('702.52b');
  });

  it("504.2: a draw-step trigger waits for the choice, then goes on the stack; its draw finds no dredge left (Kami's additional card)", () => {
    const waiting = drawStep(5, [{ id: 'm1', card: 'Kami of the Crescent Moon', controller: 'bob' }]);
    expect(waiting.decision).toMatchObject({ rule: '702.52a' });
    const dredged = rule({ state: waiting.state, action: choose(waiting, ['l1']) });
    expect(dredged.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'm1' }) })]);
    const a = rule({ state: dredged.state, actions: passes(2) });
    expect(ids(a.state.players[0].hand)).toEqual(['l1', 'k3']);
  });

  it('a draw in the middle of a resolving spell with a card to dredge: refused (UNSUPPORTED_DREDGE), never drawn without the choice', () => {
    const state = board(
      { battlefield: ['i1', 'i2', 'i3'].map((id) => ({ id, card: 'Island', controller: 'alice' })) },
      { hand: [{ id: 'd1', card: 'Divination' }], library: library(5), graveyard: [{ id: 'l1', card: 'Life from the Loam' }] },
    );
    const o = adjudicate({ state, actions: [{ type: 'cast', player: 'alice', card: 'd1' }, ...passes(2)] }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_DREDGE' });
  });

  it('a library the board hides: the dredge is offered (it counts the cards), but milling unseen cards is refused (400.2)', () => {
    const state = board({ turn: upkeep }, { library: { count: 10 }, graveyard: [{ id: 'l1', card: 'Life from the Loam' }] });
    const waiting = rule({ state, actions: passes(2) });
    expect(waiting.decision).toMatchObject({ rule: '702.52a', options: ['l1', 'draw'] });
    const o = adjudicate({ state: waiting.state, action: choose(waiting, ['l1']) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
    expect(rule({ state: waiting.state, action: choose(waiting, ['draw']) }).state.players[0].hand).toEqual({ count: 1 });
  });

  it('Golgari Grave-Troll (dredge 6) in the graveyard: offered over 6 cards, not over 5 (702.52b)', () => {
    expect(compileCard(TROLL).unsupported).not.toContain('Dredge 6');
    const over = (n: number) =>
      rule({
        state: board({ turn: upkeep }, { library: library(n), graveyard: [{ id: 't1', card: 'Golgari Grave-Troll' }] }),
        actions: passes(2),
      });
    expect(over(6).decision).toMatchObject({ rule: '702.52a', options: ['t1', 'draw'] });
    const five = over(5);
    expect(five.decision).toMatchObject({ kind: 'priority' });
    expect(ids(five.state.players[0].hand)).toEqual(['k0']);
    expect(cited(five)).toContain('702.52b');
  });
});
