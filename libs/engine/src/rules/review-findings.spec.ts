import { adjudicate, Answer, Outcome } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { parseBoard } from '../state/parse';
import { serializeBoard } from '../state/serialize';
import { board, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes, refusedAt } from '../testing/actions';

/**
 * Findings of a review of the day's features: each test states what the comprehensive rules
 * say (or what the wire contract promises: a board the engine answers with can be sent back).
 */

/** Current Oracle texts. */
const capsize = defineCard({ name: 'Capsize', manaCost: '{1}{U}{U}', colors: ['U'], types: ['Instant'], text: "Buyback {3}\nReturn target permanent to its owner's hand." });
const kavuTitan = defineCard({ name: 'Kavu Titan', manaCost: '{1}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Kavu'], power: '2', toughness: '2', text: 'Kicker {2}{G}\nIf this creature was kicked, it enters with three +1/+1 counters on it and with trample.' });
const clone = defineCard({ name: 'Clone', manaCost: '{3}{U}', colors: ['U'], types: ['Creature'], subtypes: ['Shapeshifter'], power: '0', toughness: '0', text: 'You may have Clone enter as a copy of any creature on the battlefield.' });
/** Its current Oracle text names "this creature". */
const secretary = defineCard({ name: 'Brass Secretary', manaCost: '{3}', types: ['Artifact', 'Creature'], subtypes: ['Construct'], power: '2', toughness: '1', text: '{2}, Sacrifice this creature: Draw a card.' });
/** Pre-2025 wording (naming itself), which the compiler reads. */
const thallid = defineCard({ name: 'Tukatongue Thallid', manaCost: '{G}', colors: ['G'], types: ['Creature'], subtypes: ['Fungus'], power: '0', toughness: '1', text: 'When Tukatongue Thallid dies, create a 1/1 green Saproling creature token.' });
const mindRot = defineCard({ name: 'Mind Rot', manaCost: '{2}{B}', colors: ['B'], types: ['Sorcery'], text: 'Target player discards two cards.' });
const rogon = defineCard({ name: 'Glowering Rogon', manaCost: '{5}{G}', colors: ['G'], types: ['Creature'], subtypes: ['Beast'], power: '4', toughness: '4', text: 'Amplify 1' });
const controlMagic = defineCard({ name: 'Control Magic', manaCost: '{2}{U}{U}', colors: ['U'], types: ['Enchantment'], subtypes: ['Aura'], text: 'Enchant creature\nYou control enchanted creature.' });
const counterpart = defineCard({ name: 'Cackling Counterpart', manaCost: '{1}{U}{U}', colors: ['U'], types: ['Instant'], text: "Create a token that's a copy of target creature you control.\nFlashback {5}{U}{U}" });
/** Pre-2025 wording (naming itself). */
const watcher = defineCard({ name: 'Test Watcher', manaCost: '{2}{B}', colors: ['B'], types: ['Creature'], subtypes: ['Zombie'], power: '2', toughness: '2', text: 'When Test Watcher enters, you gain 2 life.\nMorph {B}' });
const jaguar = defineCard({ name: 'Pouncing Jaguar', manaCost: '{G}', colors: ['G'], types: ['Creature'], subtypes: ['Cat'], power: '2', toughness: '2', text: 'Echo {G}' });
const astralSteel = defineCard({ name: 'Astral Steel', manaCost: '{2}{W}', colors: ['W'], types: ['Instant'], text: 'Target creature gets +1/+2 until end of turn.\nStorm' });
const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });

const catalog = new InMemoryCatalog([capsize, kavuTitan, clone, secretary, thallid, mindRot, rogon, swamp, controlMagic, counterpart, watcher, jaguar, astralSteel, ...['Forest', 'Island', 'Plains', 'Grizzly Bears', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition)]);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number, controller = 'alice') => Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}${name[0]}${i}`, card: name, controller }));
/** Passes priority, whoever has it, until the stack is empty. */
const passUntilEmptyStack = (from: Answer): Answer => {
  let a = from;
  for (let i = 0; i < 10 && a.state.stack.length > 0 && a.decision?.kind === 'priority'; i++) a = answer({ state: a.state, action: { type: 'pass', player: a.decision.player } });
  return a;
};
/** The board of an answer, read back and written again, without the computed characteristics. */
const stable = (a: Answer): void => {
  const strip = (x: unknown): unknown => JSON.parse(JSON.stringify(x, (k, v) => (k === 'characteristics' ? undefined : v)));
  const again = parseBoard(JSON.parse(JSON.stringify(a.state)), catalog);
  if (!again.ok) throw new Error(JSON.stringify(again.errors));
  expect(strip(serializeBoard(again.value))).toEqual(strip(a.state));
};

describe('review findings', () => {
  it('608.3f, 707.10f: a copy of a permanent spell becomes a token permanent as it resolves', () => {
    const state = board({ battlefield: lands('Forest', 1), stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', copy: true }] });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 's')).toMatchObject({ token: true });
  });

  it('702.27a: a spell on the board that says it paid a buyback it does not have is refused (Lightning Bolt has no buyback)', () => {
    const state = board({ stack: [{ id: 's', card: 'Lightning Bolt', controller: 'alice', targets: ['bob'], additionalCosts: ['buyback'] }] });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
  });

  it('702.33a, 702.33d: a spell on the board kicked without kicker, or kicked twice with one kicker cost, is refused', () => {
    const bears = board({ stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', additionalCosts: ['kicker'] }] });
    expect(refusedAt(run({ state: bears, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
    const titan = board({ stack: [{ id: 's', card: 'Kavu Titan', controller: 'alice', additionalCosts: ['kicker', 'kicker'] }] });
    expect(refusedAt(run({ state: titan, actions: passes(2) }), 'state.stack[0].additionalCosts')).toBe(true);
  });

  it('113.7a: the ability of a sacrificed copy (Clone as Brass Secretary) still resolves when the board is sent back', () => {
    const state = board({ battlefield: [...lands('Forest', 2), { id: 'c', card: 'Clone', copyOf: 'Brass Secretary', controller: 'alice' }] }, { library: [{ id: 'top', card: 'Forest' }] });
    const activated = answer({ state, action: { type: 'activate', player: 'alice', source: 'c', ability: 0 } });
    expect(activated.legal).toBe(true);
    const resolved = answer({ state: activated.state, actions: passes(2) });
    expect((resolved.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
  });

  it('603.10a, 113.7a: the pending trigger of a copy that died (Clone as Tukatongue Thallid) still resolves after the next request orders it', () => {
    const state = board({ battlefield: [{ id: 'c', card: 'Clone', copyOf: 'Tukatongue Thallid', controller: 'alice', damage: 1 }, { id: 't', card: 'Tukatongue Thallid', controller: 'alice', damage: 1 }] });
    const asked = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    const ordered = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: asked.decision?.options } });
    expect(passUntilEmptyStack(ordered).state.battlefield.filter((o) => o.token)).toHaveLength(2);
  });

  it('603.10a, 113.7a: the pending trigger of a token that died (a token copy of Tukatongue Thallid) still resolves after the next request orders it', () => {
    const token = { id: 'k', card: 'Tukatongue Thallid', token: true, controller: 'alice', damage: 1 };
    const state = board({ battlefield: [token, { id: 't', card: 'Tukatongue Thallid', controller: 'alice', damage: 1 }] });
    const asked = answer({ state, action: { type: 'pass', player: 'alice' } });
    expect(asked.decision).toMatchObject({ kind: 'orderTriggers', player: 'alice' });
    const ordered = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: asked.decision?.options } });
    expect(passUntilEmptyStack(ordered).state.battlefield.filter((o) => o.token)).toHaveLength(2);
  });

  it('400.2, 701.9a: a card discarded from a hidden hand is not left hidden in a public graveyard (the answer must be a board the engine accepts back)', () => {
    const state = board({ battlefield: lands('Swamp', 3) }, { hand: [{ id: 'm1', card: 'Mind Rot' }] }, { hand: { count: 1 } });
    const outcome = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)] });
    // Either the engine says it cannot know which card was discarded (madness, 702.35a, depends on it), or it answers a board it accepts.
    if (outcome.kind === 'answer') expect(run({ state: outcome.answer.state, action: { type: 'pass', player: 'alice' } }).kind).toBe('answer');
    else expect(outcome).toMatchObject({ kind: 'unsupported' });
  });

  it('707.2, 708.2: a Clone that copies a face-down creature is a board the engine reads back (or the copy is refused, never lost)', () => {
    const state = board({ battlefield: [...lands('Island', 4), { id: 'fd', card: 'Test Watcher', controller: 'bob', faceDown: true }] }, { hand: [{ id: 'c', card: 'Clone' }] });
    const outcome = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'c' }, ...passes(2), { type: 'choose', player: 'alice', decision: 't3.first-main.chooseCopy.c', choice: ['fd'] }] });
    if (outcome.kind === 'answer') stable(outcome.answer);
    else expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_COPY' });
  });

  it('707.2, 708.2: a token copy of a face-down creature is a board the engine reads back (or the copy is refused, never lost)', () => {
    const state = board({ battlefield: [...lands('Island', 3), { id: 'fd', card: 'Test Watcher', controller: 'alice', faceDown: true }] }, { hand: [{ id: 'cc', card: 'Cackling Counterpart' }] });
    const outcome = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'cc', targets: ['fd'] }, ...passes(2)] });
    if (outcome.kind === 'answer') stable(outcome.answer);
    else expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_COPY' });
  });

  it('702.26c, 613.1b: a creature and its Control Magic phasing in together give a board that reads back the same', () => {
    const state = board({
      battlefield: [
        { id: 'c', card: 'Grizzly Bears', controller: 'bob', owner: 'alice', phasedOut: true },
        { id: 'a', card: 'Control Magic', controller: 'bob', attachedTo: 'c', phasedOut: true, phasedOutIndirectly: true },
      ],
      turn: { number: 5, active: 'bob', step: 'untap', priority: null },
    });
    const a = answer({ state, action: { type: 'pass', player: 'bob' } });
    expect(a.state.battlefield.find((o) => o.id === 'c')).toMatchObject({ controller: 'bob', phasedOut: false });
    stable(a);
  });

  it('509.1c: legal actions with more blocking requirements than the engine weighs are refused as unsupported, not a crash (500)', () => {
    const blockers = Array.from({ length: 13 }, (_, i) => ({ id: `b${i}`, card: 'Grizzly Bears', controller: 'bob' }));
    const state = board({
      battlefield: [{ id: 'a', card: 'Grizzly Bears', controller: 'alice' }, ...blockers],
      combat: { attackers: [{ id: 'a', attacking: 'bob' }] },
      effects: [{ id: 'e', kind: 'must-block', attacker: 'a', affects: blockers.map((b) => b.id), source: 'a', controller: 'alice', timestamp: 20, duration: 'until-end-of-combat' }],
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
    });
    const listed = legalActionsFor(state, catalog);
    expect(listed).toMatchObject({ ok: false, errors: [{ code: 'UNSUPPORTED_BLOCK_REQUIREMENTS' }] });
  });

  it('702.30a, 302.6: a summoning-sick permanent on a board came under its controller\'s control since their last upkeep began: its echo triggers at their next upkeep', () => {
    // Bob's end step, turn 4: alice's Jaguar, cast during this turn (it is summoning sick), has not paid echo yet.
    const state = board({ battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', summoningSick: true }], turn: { number: 4, active: 'bob', step: 'end', priority: 'bob' } });
    const a = answer({ state, actions: [{ type: 'pass', player: 'bob' }, { type: 'pass', player: 'alice' }] });
    expect(a.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'upkeep' });
    expect(a.trace.some((t) => t.rule === '603.2' && t.text.includes('Echo'))).toBe(true);
    // An explicit value still decides, and reads back the same.
    const told = answer({ state: { ...state, battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', summoningSick: true, upkeepsSinceControl: 2 }] }, action: { type: 'pass', player: 'bob' } });
    stable(told);
  });

  it('702.40a, 601.2i: a spell on the stack was cast this turn: without "spellsCast", the board counts it for storm', () => {
    // Bob's Lightning Bolt, cast this turn, is on the stack; alice answers with Astral Steel: one spell was cast before it.
    const state = board({ battlefield: [...lands('Plains', 3), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }], stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['gb'] }] }, { hand: [{ id: 'as', card: 'Astral Steel' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'as', targets: ['gb'] }, ...passes(2)] });
    expect(a.state.stack.filter((s) => s.copy)).toHaveLength(1);
  });

  it('702.40a: a storm trigger on a board carries its count: without "x" the board is refused, not read as 0 copies', () => {
    const trigger = { id: 't', ability: { source: 'as', index: 0, triggered: true }, controller: 'alice', refersTo: 'as' };
    const spell = { id: 'as', card: 'Astral Steel', controller: 'alice', targets: ['gb'] };
    const state = board({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', spellsCast: 3 }, stack: [spell, trigger] });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[1].x')).toBe(true);
    const pending = board({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null, spellsCast: 3 }, stack: [spell], pending: [{ id: 't', source: 'as', index: 0, controller: 'alice', refersTo: 'as' }] });
    expect(refusedAt(run({ state: pending, actions: passes(2) }), 'state.pending[0].x')).toBe(true);
    const told = answer({ state: { ...state, stack: [spell, { ...trigger, x: 2 }] }, actions: passes(2) });
    expect(told.state.stack.filter((s) => s.copy)).toHaveLength(2);
  });

  it('510.1a: a board\'s recorded division of the active player\'s combat damage must be one they could announce (a 2/2 does not assign 10)', () => {
    const turn = { number: 3, active: 'alice', step: 'combat-damage', priority: null };
    const bears = { id: 'g', card: 'Grizzly Bears', controller: 'alice' };
    const tooMuch = board({ battlefield: [bears], combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockersDeclared: true, damageAssigned: { g: { bob: 10 } } }, turn });
    expect(refusedAt(run({ state: tooMuch, action: { type: 'pass', player: 'alice' } }), 'state.combat.damageAssigned')).toBe(true);
    const ghost = board({ battlefield: [bears], combat: { attackers: [{ id: 'g', attacking: 'bob' }], blockersDeclared: true, damageAssigned: { zz: { bob: 5 } } }, turn });
    expect(refusedAt(run({ state: ghost, action: { type: 'pass', player: 'alice' } }), 'state.combat.damageAssigned')).toBe(true);
  });

  it('608.2d: only an ability with a "you may" waits for that answer (an echo trigger marked awaitingChoice is refused, not skipped on "no")', () => {
    const state = board({
      battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 1 }],
      stack: [{ id: 't', ability: { source: 'j1', index: 0, triggered: true }, controller: 'alice', awaitingChoice: 'alice' }],
      turn: { number: 5, active: 'alice', step: 'upkeep', priority: null },
    });
    expect(refusedAt(run({ state, action: { type: 'choose', player: 'alice', decision: 't5.upkeep.chooseOptional.t', choice: ['no'] } }), 'state.stack[0].awaitingChoice')).toBe(true);
  });

  it('614.12a, 707.5: the spell\'s controller chooses what it enters as a copy of', () => {
    const state = board({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], stack: [{ id: 'c', card: 'Clone', controller: 'alice', awaitingCopy: 'bob' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null } });
    expect(refusedAt(run({ state, action: { type: 'choose', player: 'bob', decision: 't3.first-main.chooseCopy.c', choice: ['gb'] } }), 'state.stack[0].awaitingCopy')).toBe(true);
  });

  it('102.1: an ability waiting for a payment names a player of the game', () => {
    const state = board({ battlefield: [{ id: 'g', card: 'Grizzly Bears', controller: 'alice' }], stack: [{ id: 's', ability: { source: 'g', index: 0 }, controller: 'alice', awaitingPayment: 'zed' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null } });
    expect(refusedAt(run({ state, action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingPayment')).toBe(true);
  });

  it('702.38a: only an amplify spell waits for a reveal', () => {
    const state = board({ stack: [{ id: 's', card: 'Grizzly Bears', controller: 'alice', awaitingReveal: { player: 'alice', instance: 0, counters: 0 } }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null } });
    expect(refusedAt(run({ state, action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingReveal')).toBe(true);
    // 702.38b: Glowering Rogon has one instance, numbered 0.
    const reveal = (instance: number) => board({ stack: [{ id: 's', card: 'Glowering Rogon', controller: 'alice', awaitingReveal: { player: 'alice', instance, counters: 0 } }], turn: { number: 3, active: 'alice', step: 'first-main', priority: null } });
    expect(run({ state: reveal(0), action: { type: 'pass', player: 'alice' } }).kind).toBe('answer');
    expect(refusedAt(run({ state: reveal(1), action: { type: 'pass', player: 'alice' } }), 'state.stack[0].awaitingReveal')).toBe(true);
  });
  it('702.38a: an amplify spell whose controller\'s hand holds hidden cards is refused, not limited to the known cards', () => {
    const state = board({ stack: [{ id: 's', card: 'Glowering Rogon', controller: 'alice' }], turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' } }, { hand: { count: 2 } });
    expect(run({ state, actions: [{ type: 'pass', player: 'alice' }, { type: 'pass', player: 'bob' }] })).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '702.38a' });
  });
});
