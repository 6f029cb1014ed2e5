import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { onField, passes } from '../testing/actions';

/**
 * 702.29c: "When you cycle this card" means "when you discard this card to pay an activation cost of
 * a cycling ability": it triggers from the zone the card went to (an instant's too). 702.29d: "cycles
 * or discards" triggers once. 701.9a: "Whenever an opponent discards a card". Real cards, whole requests.
 */
const NAMES = [
  'Renewed Faith', // You gain 6 life. Cycling {1}{W}. When you cycle Renewed Faith, you may gain 2 life.
  'Stoic Champion', // Whenever a player cycles a card, Stoic Champion gets +2/+2 until end of turn.
  'Megrim', // Whenever an opponent discards a card, Megrim deals 2 damage to that player.
  'Confessor', // Whenever a player discards a card, you may gain 1 life.
  'Mind Rot', // Target player discards two cards.
  'Grizzly Bears',
  'Plains',
  'Swamp',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const life = (a: Answer, player: string) => a.state.players.find((p) => p.id === player)?.life;
const cycle = { type: 'activate', player: 'alice', source: 'rf', ability: 0, payment: { tap: ['p0', 'p1'] } };
const plains = [0, 1, 2].map((i) => ({ id: `p${i}`, card: 'Plains', controller: 'alice' }));
const swamps = [0, 1, 2].map((i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' }));
const withFaith = (more: Record<string, unknown>[] = []) =>
  board({ battlefield: [...plains, ...more] }, { hand: [{ id: 'rf', card: 'Renewed Faith' }] });

describe('702.29c: "When you cycle CARDNAME", "Whenever a player cycles / discards a card"', () => {
  it.each(NAMES.slice(0, 4))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('702.29c: Renewed Faith, cycled, triggers from its owner\u2019s graveyard; alice may gain 2 life, then draws', () => {
    const cycled = answer({ state: withFaith(), action: cycle });
    expect(cycled.violations).toEqual([]);
    expect(cycled.state.players[0].graveyard.map((o) => o.id)).toEqual(['rf']);
    expect(triggerSources(cycled)).toEqual(['rf']);
    expect(cited(cycled)).toContain('702.29c');
    const asked = answer({ state: cycled.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ player: 'alice' });
    const yes = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['yes'] } });
    expect(life(yes, 'alice')).toBe(22);
  });

  it('702.29c: cast, Renewed Faith is not cycled: 6 life, and its cycle trigger does not trigger as it goes to the graveyard', () => {
    const cast = answer({
      state: withFaith(),
      actions: [{ type: 'cast', player: 'alice', card: 'rf', payment: { tap: ['p0', 'p1', 'p2'] } }, ...passes(2)],
    });
    expect(cast.violations).toEqual([]);
    expect(life(cast, 'alice')).toBe(26);
    expect(triggerSources(cast)).toEqual([]);
    expect(cited(cast)).not.toContain('702.29c');
  });

  it('702.29c: Stoic Champion (bob\u2019s) sees alice cycle a card and gets +2/+2; a discard that is no cycle does not trigger it', () => {
    const cycled = answer({ state: withFaith([{ id: 'sc', card: 'Stoic Champion', controller: 'bob' }]), action: cycle });
    // 603.3b: APNAP: alice's trigger goes on the stack first, bob's on top of it.
    expect(triggerSources(cycled)).toEqual(['rf', 'sc']);
    const resolved = answer({ state: cycled.state, actions: passes(2) });
    expect(onField(resolved, 'sc')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
    const rot = answer({
      state: board(
        { battlefield: [...swamps, { id: 'sc', card: 'Stoic Champion', controller: 'bob' }] },
        { hand: [{ id: 'mr', card: 'Mind Rot' }] },
        { hand: [{ id: 'b1', card: 'Grizzly Bears' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'mr', targets: ['bob'] }, ...passes(2)],
    });
    expect(rot.state.players[1].graveyard.map((o) => o.id)).toEqual(['b1']);
    expect(triggerSources(rot)).toEqual([]);
  });

  it('701.9a: Megrim deals 2 damage to an opponent for each card he discards; alice cycling (she discards) does not trigger it', () => {
    const rot = answer({
      state: board(
        { battlefield: [...swamps, { id: 'mg', card: 'Megrim', controller: 'alice' }] },
        { hand: [{ id: 'mr', card: 'Mind Rot' }] },
        {
          hand: [
            { id: 'b1', card: 'Grizzly Bears' },
            { id: 'b2', card: 'Grizzly Bears' },
          ],
        },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'mr', targets: ['bob'] }, ...passes(2)],
    });
    expect(triggerSources(rot)).toEqual(['mg', 'mg']);
    const resolved = answer({ state: rot.state, actions: passes(4) });
    expect(life(resolved, 'bob')).toBe(16);
    const mine = answer({ state: withFaith([{ id: 'mg', card: 'Megrim', controller: 'alice' }]), action: cycle });
    expect(triggerSources(mine)).toEqual(['rf']);
  });

  it('702.29d: Confessor, "a player discards a card", triggers once for a card cycled', () => {
    const cycled = answer({ state: withFaith([{ id: 'cf', card: 'Confessor', controller: 'bob' }]), action: cycle });
    expect(triggerSources(cycled)).toEqual(['rf', 'cf']);
  });
});
