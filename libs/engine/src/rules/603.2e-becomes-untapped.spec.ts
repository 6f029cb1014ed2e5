import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 603.2e: "Whenever CARDNAME becomes untapped" (inspired, an ability word: 207.2c) triggers only as a
 * tapped permanent untaps, in the untap step (502.3) or by an effect; never for a permanent that
 * enters untapped or stays tapped. Real cards of the bundled catalog, whole requests.
 */
const NAMES = [
  "Sphinx's Disciple", // Inspired — Whenever Sphinx's Disciple becomes untapped, draw a card.
  'Kragma Butcher', // Inspired — Whenever Kragma Butcher becomes untapped, it gets +2/+0 until end of turn.
  'Wake Thrasher', // Whenever a permanent you control becomes untapped, Wake Thrasher gets +1/+1 until end of turn.
  'Grizzly Bears',
  'Forest',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const handCount = (a: Answer, player: string): number => {
  const h = a.state.players.find((p) => p.id === player)?.hand;
  return Array.isArray(h) ? h.length : (h?.count ?? 0);
};
/** Bob's end step, bob has passed: alice passing ends his turn, and alice's turn 5 begins with her untap step. */
const toAliceTurn = (battlefield: Record<string, unknown>[]) =>
  board({ battlefield, turn: { number: 4, active: 'bob', step: 'end', priority: 'alice', passed: ['bob'] } });

describe('603.2e: "becomes untapped"', () => {
  it.each(NAMES.slice(0, 3))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it("502.3, 603.2e: a tapped Sphinx's Disciple untapping in its controller's untap step triggers; its ability draws a card in the upkeep", () => {
    const state = toAliceTurn([{ id: 'sd', card: "Sphinx's Disciple", controller: 'alice', tapped: true }]);
    const untapped = answer({ state, actions: passes(2) });
    expect(untapped.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'upkeep' });
    expect(onField(untapped, 'sd')?.tapped).toBeFalsy();
    expect(triggerSources(untapped)).toEqual(['sd']);
    expect(cited(untapped)).toEqual(expect.arrayContaining(['502.3', '603.2']));
    const before = handCount(untapped, 'alice');
    const drawn = answer({ state: untapped.state, actions: passes(2) });
    expect(handCount(drawn, 'alice')).toBe(before + 1);
  });

  it("603.2e: an untapped Sphinx's Disciple does not become untapped: nothing triggers", () => {
    const state = toAliceTurn([{ id: 'sd', card: "Sphinx's Disciple", controller: 'alice' }]);
    const none = answer({ state, actions: passes(2) });
    expect(none.state.turn).toMatchObject({ number: 5, active: 'alice' });
    expect(triggerSources(none)).toEqual([]);
  });

  it("502.3: a tapped Kragma Butcher bob controls does not untap in alice's untap step: no trigger", () => {
    const state = toAliceTurn([{ id: 'kb', card: 'Kragma Butcher', controller: 'bob', tapped: true }]);
    const none = answer({ state, actions: passes(2) });
    expect(onField(none, 'kb')?.tapped).toBe(true);
    expect(triggerSources(none)).toEqual([]);
  });

  it('603.2e: Wake Thrasher triggers once for each permanent of its controller that untaps (two Forests), not for an opponent\u2019s', () => {
    const state = toAliceTurn([
      { id: 'wt', card: 'Wake Thrasher', controller: 'alice' },
      { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
      { id: 'f2', card: 'Forest', controller: 'alice', tapped: true },
      { id: 'f3', card: 'Forest', controller: 'bob', tapped: true },
    ]);
    const two = answer({ state, actions: passes(2) });
    expect(triggerSources(two)).toEqual(['wt', 'wt']);
    const resolved = answer({ state: two.state, actions: passes(4) });
    expect(onField(resolved, 'wt')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });
});
