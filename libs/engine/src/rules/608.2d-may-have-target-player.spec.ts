import { Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { passes } from '../testing/actions';

// Brutal Nightstalker {3}{B}{B}: "When Brutal Nightstalker enters the battlefield, you may have target opponent discard a card."
// Predatory Nightstalker {3}{B}{B}: "When Predatory Nightstalker enters the battlefield, you may have target opponent sacrifice a creature."
const cards = ['Brutal Nightstalker', 'Predatory Nightstalker', 'Grizzly Bears', 'Lightning Bolt', 'Swamp', 'Forest'];
const answer = rulingsWith(new InMemoryCatalog(cards.map(bundledCard)));
const choose = (a: Answer, choice: string[]) => ({ type: 'choose', player: a.decision?.player, decision: a.decision?.id, choice });
const cast = (card: string, bob: Record<string, unknown>, battlefield: Record<string, unknown>[] = []) =>
  answer({
    state: board(
      { battlefield: [...Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' })), ...battlefield] },
      { hand: [{ id: 'c', card }] },
      bob,
    ),
    actions: [{ type: 'cast', player: 'alice', card: 'c' }, ...passes(4)],
  });

describe('608.2d: "you may have target opponent discard a card / sacrifice a creature"', () => {
  it("is understood (Ebon Dragon, Brutal Nightstalker, Predatory Nightstalker, Hag Hedge-Mage); another player's verb stays refused", () => {
    for (const name of ['Ebon Dragon', 'Brutal Nightstalker', 'Predatory Nightstalker', 'Hag Hedge-Mage'])
      expect([name, compileCard(bundledCard(name)).support]).toEqual([name, 'full']);
    const text = 'When Brutal Nightstalker enters the battlefield, you may have target opponent shuffle their library.';
    expect(compileCard({ ...bundledCard('Brutal Nightstalker'), text }).support).not.toBe('full');
  });

  it('alice (the controller) chooses; "yes": bob, the target, chooses which of his two cards to discard (701.9a)', () => {
    const a = cast('Brutal Nightstalker', {
      hand: [
        { id: 'b0', card: 'Grizzly Bears' },
        { id: 'b1', card: 'Lightning Bolt' },
      ],
    });
    expect(a.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.decision).toMatchObject({ kind: 'chooseDiscard', player: 'bob', count: 1 });
    const done = answer({ state: yes.state, action: choose(yes, ['b1']) });
    expect(done.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(cited(done)).toContain('701.9a');
  });

  it('"no": bob keeps his hand', () => {
    const a = cast('Brutal Nightstalker', { hand: [{ id: 'b0', card: 'Grizzly Bears' }] });
    const no = answer({ state: a.state, action: choose(a, ['no']) });
    expect(no.state.players[1].graveyard).toEqual([]);
    expect((no.state.players[1].hand as { id: string }[]).map((o) => o.id)).toEqual(['b0']);
  });

  it('Predatory Nightstalker, "yes": bob sacrifices his one creature (701.21a)', () => {
    const a = cast('Predatory Nightstalker', {}, [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }]);
    const yes = answer({ state: a.state, action: choose(a, ['yes']) });
    expect(yes.state.battlefield.map((o) => o.id)).not.toContain('gb');
    expect(yes.state.players[1].graveyard.map((o) => o.id)).toEqual(['gb']);
  });
});
