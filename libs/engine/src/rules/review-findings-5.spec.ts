import { adjudicate, Outcome } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { COMBAT_CARDS, combatBoard, passes, perm } from '../testing/combat-cards';
import { refusedAt } from '../testing/actions';

/**
 * Findings of a fifth review (the 'keywords2' merge: exalted 702.83 / 506.5, bushido 702.45,
 * "enters with N / X counters" 614.1c / 107.3m, convoke 702.51): each test states what the
 * comprehensive rules say, or what the wire contract promises.
 */

/** A test card (no real convoke card of the 2017 catalog has a {2/C} symbol; the rule is general). */
const HYBRID = defineCard({ name: 'Test Hybrid Convoker', manaCost: '{2/W}{2/W}', colors: ['W'], types: ['Sorcery'], text: 'Convoke\nYou gain 3 life.' });
/** Current Oracle text. */
const ENDLESS = defineCard({ name: 'Endless One', manaCost: '{X}', types: ['Creature'], subtypes: ['Eldrazi', 'Avatar'], power: '0', toughness: '0', text: 'Endless One enters with X +1/+1 counters on it.' });
const convokeCatalog = new InMemoryCatalog([HYBRID, ENDLESS, ...['Raging Goblin', 'Mountain'].map((n) => testCatalog.find(n)!)]);
const convokeAnswer = rulingsWith(convokeCatalog);

/** Current Oracle text, reminder text left out. */
const SQUIRE = defineCard({ name: 'Akrasan Squire', manaCost: '{W}', colors: ['W'], types: ['Creature'], subtypes: ['Human', 'Soldier'], power: '1', toughness: '1', text: 'Exalted' });
const STOKE = defineCard({ name: 'Stoke the Flames', manaCost: '{2}{R}{R}', colors: ['R'], types: ['Instant'], text: 'Convoke\nStoke the Flames deals 4 damage to any target.' });
const combatCatalog = new InMemoryCatalog([...COMBAT_CARDS, SQUIRE, STOKE]);
const runCombat = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, combatCatalog);
const attackingAlone = { attackers: [{ id: 'b1', attacking: 'bob', blocked: false }], blockers: [], attackersDeclared: true, blockersDeclared: false };
const atAttackers = { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' };
const exaltedField = [perm('s1', 'Akrasan Squire', 'alice'), perm('b1', 'Grizzly Bears', 'alice')];

describe('review findings (5)', () => {
  it('601.2b, 107.4e, 702.51a: a {2/W} symbol may be announced as {2}: creatures of any color convoke it (it used to be refused, CANNOT_CONVOKE)', () => {
    const field = ['g1', 'g2', 'g3', 'g4'].map((id) => ({ id, card: 'Raging Goblin', controller: 'alice' }));
    const state = board({ battlefield: field }, { hand: [{ id: 'h1', card: 'Test Hybrid Convoker' }] });
    const a = convokeAnswer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2', 'g3', 'g4'] } }, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.find((p) => p.id === 'alice')?.life).toBe(23);
    expect(cited(a)).toContain('702.51a');
    // Two red creatures pay half of it: {2}{2} less two is {2}, and there is no mana for it.
    const short = convokeAnswer({ state, actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2'] } }] });
    expect(short.legal).toBe(false);
    // With a Mountain and three Goblins: {2/W}{2/W} = {2}{2}, three creatures and one red mana.
    const mixed = board({ battlefield: [...field.slice(0, 3), { id: 'm1', card: 'Mountain', controller: 'alice' }] }, { hand: [{ id: 'h1', card: 'Test Hybrid Convoker' }] });
    expect(convokeAnswer({ state: mixed, actions: [{ type: 'cast', player: 'alice', card: 'h1', payment: { convoke: ['g1', 'g2', 'g3'] } }] }).violations).toEqual([]);
  });

  it('702.83a, 603.2: an exalted trigger on the stack refers to the creature that attacked alone: a board without "refersTo" is refused (it resolved doing nothing, citing 400.7 for a creature still there)', () => {
    const stacked = combatBoard(exaltedField, { stack: [{ id: 't1', controller: 'alice', ability: { source: 's1', index: 0, triggered: true }, targets: [] }], turn: atAttackers, combat: attackingAlone });
    expect(refusedAt(runCombat({ state: stacked, actions: passes(2) }), 'state.stack[0].refersTo')).toBe(true);
    const pending = combatBoard(exaltedField, { pending: [{ id: 't1', source: 's1', index: 0, controller: 'alice', targets: null }], turn: { ...atAttackers, priority: null }, combat: attackingAlone });
    expect(refusedAt(runCombat({ state: pending, actions: [] }), 'state.pending[0].refersTo')).toBe(true);
    // With it, the attacker gets +1/+1.
    const named = combatBoard(exaltedField, { stack: [{ id: 't1', controller: 'alice', ability: { source: 's1', index: 0, triggered: true }, targets: [], refersTo: 'b1' }], turn: atAttackers, combat: attackingAlone });
    const ok = runCombat({ state: named, actions: passes(2) });
    expect(ok.kind).toBe('answer');
    if (ok.kind === 'answer') expect(cited(ok.answer)).toContain('702.83a');
  });

  it('107.3a, 107.3m: an X creature spell on the stack had its X announced as it was cast: a board without "x" is refused (it entered with no counters, the trace saying it had not entered as a spell)', () => {
    const state = board({ stack: [{ id: 'e1', card: 'Endless One', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } });
    const outcome = adjudicate({ state, actions: passes(2) } as { state: unknown }, convokeCatalog);
    expect(refusedAt(outcome, 'state.stack[0].x')).toBe(true);
    const given = convokeAnswer({ state: board({ stack: [{ id: 'e1', card: 'Endless One', controller: 'alice', x: 2 }], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } }), actions: passes(2) });
    expect(given.state.battlefield.find((o) => o.id === 'e1')?.counters).toEqual({ '+1/+1': 2 });
  });

  it('702.51a: legal actions offer a convoke spell its creatures can pay for (it was listed as not payable)', () => {
    const field = [perm('g1', 'Raging Goblin', 'alice'), perm('g2', 'Raging Goblin', 'alice'), perm('b1', 'Grizzly Bears', 'alice'), perm('b2', 'Grizzly Bears', 'alice')];
    const state = board({ battlefield: field }, { hand: [{ id: 's1', card: 'Stoke the Flames' }] });
    const legal = legalActionsFor(state, combatCatalog);
    expect(legal.ok).toBe(true);
    if (!legal.ok) return;
    const casts = legal.value.actions.filter((a) => a.action.type === 'cast');
    expect(casts).toEqual([expect.objectContaining({ action: expect.objectContaining({ card: 's1', payment: { convoke: expect.any(Array) } }) })]);
    expect(legal.value.notPayable).toEqual([]);
    // The action offered is legal.
    const outcome = runCombat({ state, actions: [casts[0].action] });
    expect(outcome.kind === 'answer' && outcome.answer.legal).toBe(true);
  });
});
