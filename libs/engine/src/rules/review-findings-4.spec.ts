import { adjudicate, Outcome } from '../adjudicate';
import { defineCard } from '../cards/card';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, passes, perm } from '../testing/spell-cards';
import { refusedAt } from '../testing/actions';

/**
 * Findings of a fourth review (the 'modal' merge: additional costs 118.8, modal spells' new sentences,
 * "Choose one or more" 700.2d, modal triggered abilities and the chooseMode decision 700.2b, 603.3c):
 * each test states what the comprehensive rules say, or what the wire contract promises.
 */

/** Current Oracle text. */
const OGRE = defineCard({ name: 'Defiant Ogre', manaCost: '{5}{R}', colors: ['R'], types: ['Creature'], subtypes: ['Ogre', 'Warrior'], power: '3', toughness: '5', text: 'When Defiant Ogre enters, choose one —\n• Put a +1/+1 counter on Defiant Ogre.\n• Destroy target artifact.' });
const IDOL = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
const catalog = new InMemoryCatalog([OGRE, IDOL, GRIZZLY_BEARS]);
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const turn = (priority: string | null) => ({ number: 3, active: 'alice', step: 'first-main', priority });
const ogreTrigger = (extra: Record<string, unknown>) => ({ id: 't1', controller: 'alice', ability: { source: 'ogre', index: 0, triggered: true }, targets: [], ...extra });
const field = [perm('ogre', 'Defiant Ogre', 'alice'), perm('idol', 'Test Idol', 'bob')];

describe('review findings (4)', () => {
  it('700.2b, 603.3c: a modal triggered ability on the stack had its mode chosen as it was put there: a board without one is refused (it used to resolve doing nothing)', () => {
    const state = board({ battlefield: field, stack: [ogreTrigger({})], turn: turn('alice') });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2b: a mode that the ability does not have is refused, on the stack and pending (it used to resolve doing nothing)', () => {
    const stacked = board({ battlefield: field, stack: [ogreTrigger({ modes: [7] })], turn: turn('alice') });
    expect(refusedAt(run({ state: stacked, actions: passes(2) }), 'state.stack[0].modes')).toBe(true);
    const pending = board({ battlefield: field, pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: null, modes: [7] }], turn: turn(null) });
    expect(refusedAt(run({ state: pending, actions: [] }), 'state.pending[0].modes')).toBe(true);
  });

  it('700.2c, 603.3d: a pending modal trigger\'s targets are chosen after its mode: targets without a mode are refused (the mode chosen after kept them: the Ogre\'s counter was lost to 608.2b)', () => {
    const state = board({ battlefield: field, pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: ['idol'] }], turn: turn(null) });
    expect(refusedAt(run({ state, actions: [] }), 'state.pending[0].targets')).toBe(true);
  });

  it('700.2b: the mode chosen, with its own targets, still resolves as chosen (the check refuses only boards that contradict it)', () => {
    const state = board({ battlefield: field, pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: null, modes: [0] }], turn: turn(null) });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 'ogre')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('700.2: a triggered ability that is not modal takes no "modes"', () => {
    const BEAR_TRIGGER = defineCard({ name: 'Test Gainer', manaCost: '{1}{W}', colors: ['W'], types: ['Creature'], subtypes: ['Human'], power: '1', toughness: '1', text: 'When Test Gainer enters, you gain 2 life.' });
    const cat = new InMemoryCatalog([BEAR_TRIGGER]);
    const state = board({ battlefield: [perm('g', 'Test Gainer', 'alice')], pending: [{ id: 't1', source: 'g', index: 0, controller: 'alice', targets: null, modes: [0] }], turn: turn(null) });
    const outcome = adjudicate({ state, actions: [] } as { state: unknown }, cat);
    expect(refusedAt(outcome, 'state.pending[0].modes')).toBe(true);
  });
});

describe('review findings (4): modal spells on a board', () => {
  const JUND_CHARM = defineCard({ name: 'Jund Charm', manaCost: '{B}{R}{G}', colors: ['B', 'R', 'G'], types: ['Instant'], text: "Choose one —\n• Exile target player's graveyard.\n• Jund Charm deals 2 damage to each creature.\n• Put two +1/+1 counters on target creature." });
  const cat = new InMemoryCatalog([JUND_CHARM, GRIZZLY_BEARS]);
  const onStack = (modes?: number[]) => board({ battlefield: [perm('bear', 'Grizzly Bears', 'bob')], stack: [{ id: 's', card: 'Jund Charm', controller: 'alice', targets: [], ...(modes ? { modes } : {}) }], turn: turn('alice') });
  const outcome = (modes?: number[]) => adjudicate({ state: onStack(modes), actions: passes(2) } as { state: unknown }, cat);

  it('700.2a, 601.2b: a "Choose one" spell on the stack with two modes is refused (both used to be followed: Jund Charm dealt its 2 damage to each creature and more)', () => {
    expect(refusedAt(outcome([0, 1]), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2a: a modal spell on the stack without its mode, or with a mode it does not have, is refused (it used to resolve doing nothing)', () => {
    expect(refusedAt(outcome(), 'state.stack[0].modes')).toBe(true);
    expect(refusedAt(outcome([7]), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2a: its one mode, on the stack, resolves (Jund Charm deals 2 damage to each creature)', () => {
    const o = outcome([1]);
    if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
    expect(o.answer.state.players[1].graveyard.map((c) => c.id)).toEqual(['bear']);
  });
});

describe('review findings (4): the order modes are followed in', () => {
  const KOLAGHANS_COMMAND = defineCard({ name: "Kolaghan's Command", manaCost: '{1}{B}{R}', colors: ['B', 'R'], types: ['Instant'], text: "Choose two —\n• Return target creature card from your graveyard to your hand.\n• Target player discards a card.\n• Destroy target artifact.\n• Kolaghan's Command deals 2 damage to any target." });
  const SWAMP = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });
  const MOUNTAIN = defineCard({ name: 'Mountain', supertypes: ['Basic'], types: ['Land'], subtypes: ['Mountain'], text: '({T}: Add {R}.)' });
  const cat = new InMemoryCatalog([KOLAGHANS_COMMAND, GRIZZLY_BEARS, SWAMP, MOUNTAIN]);
  const state = board(
    { battlefield: [perm('s', 'Swamp', 'alice'), perm('m', 'Mountain', 'alice'), perm('m2', 'Mountain', 'alice')] },
    { hand: [{ id: 'kc', card: "Kolaghan's Command" }, { id: 'x', card: 'Grizzly Bears' }], graveyard: [{ id: 'dead', card: 'Grizzly Bears' }] },
  );

  it('608.2c: the modes chosen are followed in the order written, whatever order "modes" names them in: the creature card returns before its controller discards', () => {
    for (const [modes, targets] of [[[0, 1], ['dead', 'alice']], [[1, 0], ['alice', 'dead']]]) {
      const o = adjudicate({ state, actions: [{ type: 'cast', player: 'alice', card: 'kc', modes, targets }, ...passes(2)] } as { state: unknown }, cat);
      if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
      // Two cards in hand as the discard comes: alice chooses which one (701.9b).
      expect([modes, o.answer.decision?.kind, [...(o.answer.decision?.options ?? [])].sort()]).toEqual([modes, 'chooseDiscard', ['dead', 'x']]);
    }
  });
});
