import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { attack, combatBoard, onField, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 508.3a, 207.2c: battalion (an ability word): "Whenever CARDNAME and at least two other creatures
 * attack" triggers as attackers are declared, if at least two other creatures are declared with it.
 */
const NAMES = [
  'Boros Elite', // Battalion — Whenever Boros Elite and at least two other creatures attack, Boros Elite gets +2/+2 until end of turn.
  'Grizzly Bears',
];
const answer = rulingsWith(new InMemoryCatalog(NAMES.map(bundledCard)));
const triggerSources = (a: Answer): string[] => a.state.stack.flatMap((s) => (s.ability?.triggered ? [s.ability.source] : []));
const field = [perm('be', 'Boros Elite', 'alice'), perm('g1', 'Grizzly Bears', 'alice'), perm('g2', 'Grizzly Bears', 'alice')];

describe('508.3a: battalion', () => {
  it('Boros Elite is understood in full', () => {
    expect(compileCard(bundledCard('Boros Elite')).support).toBe('full');
  });

  it('508.1m, 508.3a: Boros Elite and two other creatures attack: it triggers and gets +2/+2', () => {
    const three = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('be', 'g1', 'g2')] });
    expect(triggerSources(three)).toEqual(['be']);
    expect(cited(three)).toContain('603.2');
    const resolved = answer({ state: three.state, actions: passes(2) });
    expect(onField(resolved, 'be')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('508.3a: with only one other attacker, or when the two others attack without it, nothing triggers', () => {
    const two = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('be', 'g1')] });
    expect(triggerSources(two)).toEqual([]);
    const without = answer({ state: combatBoard(field), actions: [...TO_ATTACKERS, attack('g1', 'g2')] });
    expect(triggerSources(without)).toEqual([]);
  });
});
