import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { Answer } from '../adjudicate';
import { bundledCard } from '../testing/bundled-catalog';
import { cited, rulingsWith } from '../testing/test-catalog';
import { attack, combatBoard, onField, passes, perm, TO_ATTACKERS } from '../testing/combat-cards';

/**
 * 508.3a, 207.2c: battalion (an ability word): "Whenever CARDNAME and at least two other creatures
 * attack" triggers as attackers are declared, if at least two other creatures are declared with it.
 * 506.3: "Whenever a creature attacks you or a planeswalker you control": what it attacks is the
 * source's controller or a planeswalker they control.
 */
const NAMES = [
  'Boros Elite', // Battalion — Whenever Boros Elite and at least two other creatures attack, Boros Elite gets +2/+2 until end of turn.
  'Grizzly Bears',
  'Slumbering Dragon', // ... Whenever a creature attacks you or a planeswalker you control, put a +1/+1 counter on Slumbering Dragon.
  'Liliana Vess',
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

  describe('508.3a, 506.3: "Whenever a creature attacks you or a planeswalker you control"', () => {
    const field = [
      perm('sd', 'Slumbering Dragon', 'alice'),
      perm('lv', 'Liliana Vess', 'alice', { counters: { loyalty: 5 } }),
      perm('gb', 'Grizzly Bears', 'bob'),
    ];
    const bobTurn = { turn: { number: 4, active: 'bob', step: 'beginning-of-combat', priority: 'bob' } };
    const bobAttacks = (what: string) => [
      ...passes(2, 'bob', 'alice'),
      { type: 'declareAttackers', player: 'bob', attackers: [{ id: 'gb', attacking: what }] },
    ];

    it('Slumbering Dragon is understood in full', () => {
      expect(compileCard(bundledCard('Slumbering Dragon')).support).toBe('full');
    });

    it.each(['alice', 'lv'])('a Bear attacking %s triggers Slumbering Dragon: a +1/+1 counter', (what) => {
      const attacked = answer({ state: combatBoard(field, bobTurn), actions: bobAttacks(what) });
      expect(triggerSources(attacked)).toEqual(['sd']);
      const resolved = answer({ state: attacked.state, actions: passes(2, 'bob', 'alice') });
      expect(onField(resolved, 'sd')?.counters).toEqual({ '+1/+1': 1 });
    });

    it('506.3: a creature attacking another player does not trigger it', () => {
      const theirs = [perm('sd', 'Slumbering Dragon', 'bob'), perm('gb', 'Grizzly Bears', 'bob')];
      const attacked = answer({ state: combatBoard(theirs, bobTurn), actions: bobAttacks('alice') });
      expect(attacked.violations).toEqual([]);
      expect(triggerSources(attacked)).toEqual([]);
    });
  });
});
