import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { attack, block, combatBoard, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 509.3g: "Whenever CARDNAME attacks and isn't blocked" triggers as blockers are declared, if no
 * creature is declared as a blocker for it; not when it is blocked, nor when it does not attack.
 * Real cards of the bundled catalog, whole requests.
 */
const NAMES = [
  'Abyssal Nightstalker', // Whenever Abyssal Nightstalker attacks and isn't blocked, defending player discards a card.
  'Merchant Ship', // ... Whenever Merchant Ship attacks and isn't blocked, you gain 2 life.
  'Crypt Cobra', // Whenever Crypt Cobra attacks and isn't blocked, defending player gets a poison counter.
  'Grizzly Bears',
  'Island',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const bobHand = { hand: [{ id: 'h1', card: 'Grizzly Bears' }] };
const field = [perm('an', 'Abyssal Nightstalker', 'alice'), perm('gb', 'Grizzly Bears', 'alice'), perm('bb', 'Grizzly Bears', 'bob')];

describe('509.3g: "attacks and isn\'t blocked"', () => {
  it.each(NAMES.slice(0, 3))('%s is understood in full', (name) => {
    expect(compileCard(bundledCard(name)).support).toBe('full');
  });

  it('509.3g: Abyssal Nightstalker unblocked triggers as blockers are declared; bob discards the card in his hand', () => {
    const unblocked = answer({
      state: combatBoard(field, {}, {}, bobHand),
      actions: [...TO_ATTACKERS, attack('an', 'gb'), ...passes(2), block(['bb', 'gb'])],
    });
    expect(unblocked.state.turn.step).toBe('declare-blockers');
    expect(triggerSources(unblocked)).toEqual(['an']);
    expect(cited(unblocked)).toEqual(expect.arrayContaining(['509.1h', '509.3g']));
    const resolved = answer({ state: unblocked.state, actions: passes(2) });
    const bob = resolved.state.players.find((p) => p.id === 'bob');
    expect(bob?.graveyard.map((o) => o.id)).toEqual(['h1']);
  });

  it('509.3g: blocked, Abyssal Nightstalker does not trigger (nor when only another creature attacks)', () => {
    const blocked = answer({
      state: combatBoard(field, {}, {}, bobHand),
      actions: [...TO_ATTACKERS, attack('an'), ...passes(2), block(['bb', 'an'])],
    });
    expect(triggerSources(blocked)).toEqual([]);
    expect(cited(blocked)).not.toContain('509.3g');
    const other = answer({ state: combatBoard(field, {}, {}, bobHand), actions: [...TO_ATTACKERS, attack('gb'), ...passes(2), block()] });
    expect(triggerSources(other)).toEqual([]);
  });

  it('509.1a, 509.3g: bob has no creature to block with: Merchant Ship, attacking a player with an Island, gains alice 2 life', () => {
    const state = combatBoard([perm('ms', 'Merchant Ship', 'alice'), perm('i0', 'Island', 'alice'), perm('i1', 'Island', 'bob')]);
    const unblocked = answer({ state, actions: [...TO_ATTACKERS, attack('ms'), ...passes(2)] });
    expect(cited(unblocked)).toEqual(expect.arrayContaining(['509.1a', '509.3g']));
    expect(triggerSources(unblocked)).toEqual(['ms']);
    const resolved = answer({ state: unblocked.state, actions: passes(2) });
    expect(resolved.state.players.find((p) => p.id === 'alice')?.life).toBe(22);
  });

  it('509.3g, 122.1f: Crypt Cobra unblocked: the defending player gets a poison counter (none when it is blocked)', () => {
    const cobra = [perm('cc', 'Crypt Cobra', 'alice'), perm('bb', 'Grizzly Bears', 'bob')];
    const unblocked = answer({
      state: combatBoard(cobra, {}, {}, { poison: 9 }),
      actions: [...TO_ATTACKERS, attack('cc'), ...passes(2), block()],
    });
    expect(triggerSources(unblocked)).toEqual(['cc']);
    const resolved = answer({ state: unblocked.state, actions: passes(2) });
    expect(cited(resolved)).toEqual(expect.arrayContaining(['122.1f', '704.5c']));
    expect(resolved.state.players.find((p) => p.id === 'bob')).toMatchObject({ poison: 10 });
    const blocked = answer({ state: combatBoard(cobra), actions: [...TO_ATTACKERS, attack('cc'), ...passes(2), block(['bb', 'cc'])] });
    expect(triggerSources(blocked)).toEqual([]);
  });
});
