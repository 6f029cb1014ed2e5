import { defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, ids, passes, perm, MOUNTAIN, ISLAND } from '../testing/spell-cards';
import * as modalTriggerBoards from '../testing/modal-trigger-boards';

/** Real cards, current Oracle text (the name for "this creature", as the other specs write it). */
const OGRE = defineCard({
  name: 'Defiant Ogre',
  manaCost: '{5}{R}',
  colors: ['R'],
  types: ['Creature'],
  subtypes: ['Ogre', 'Warrior'],
  power: '3',
  toughness: '5',
  text: 'When Defiant Ogre enters, choose one —\n• Put a +1/+1 counter on Defiant Ogre.\n• Destroy target artifact.',
});
const SURVEYOR = defineCard({
  name: 'Aven Surveyor',
  manaCost: '{3}{U}{U}',
  colors: ['U'],
  types: ['Creature'],
  subtypes: ['Bird', 'Scout'],
  power: '2',
  toughness: '2',
  text: "Flying\nWhen Aven Surveyor enters, choose one —\n• Put a +1/+1 counter on Aven Surveyor.\n• Return target creature to its owner's hand.",
});
const RETREAT = defineCard({
  name: 'Retreat to Valakut',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Enchantment'],
  text: "Landfall — Whenever a land you control enters, choose one —\n• Target creature gets +2/+0 until end of turn.\n• Target creature can't block this turn.",
});
const BARD = defineCard({
  name: 'Inspiring Bard',
  manaCost: '{3}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Elf', 'Bard'],
  power: '3',
  toughness: '3',
  text: 'When Inspiring Bard enters, choose one —\n• Bardic Inspiration — Target creature gets +2/+2 until end of turn.\n• Song of Rest — You gain 3 life.',
});
const RETRIEVER = defineCard({
  name: 'Trusty Retriever',
  manaCost: '{3}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Dog'],
  power: '2',
  toughness: '3',
  text: 'When Trusty Retriever enters, choose one —\n• Put a +1/+1 counter on Trusty Retriever.\n• Return target artifact or enchantment card from your graveyard to your hand.',
});
const IDOL = defineCard({ name: 'Test Idol', manaCost: '{2}', types: ['Artifact'] });
const catalog = new InMemoryCatalog([OGRE, SURVEYOR, RETREAT, BARD, RETRIEVER, IDOL, GRIZZLY_BEARS, MOUNTAIN, ISLAND]);
const answer = rulingsWith(catalog);
const mountains = Array.from({ length: 6 }, (_, i) => perm(`m${i}`, 'Mountain', 'alice'));
const choose = (decision: string | undefined, choice: string[]) => ({ type: 'choose', player: 'alice', decision, choice });

describe('700.2b, 603.3c: modal triggered abilities ("When ... enters, choose one —")', () => {
  it('are understood, in the current wording and in the 2017 one ("enters the battlefield")', () => {
    for (const c of [OGRE, SURVEYOR, RETREAT, BARD, RETRIEVER]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(
      compileCard({
        ...OGRE,
        text: 'When Defiant Ogre enters the battlefield, choose one —\n• Put a +1/+1 counter on Defiant Ogre.\n• Destroy target artifact.',
      }).support,
    ).toBe('full');
  });

  it("Defiant Ogre: its controller chooses the mode as the trigger is put on the stack (a chooseMode decision); the mode's target is then chosen (700.2c)", () => {
    const state = board(
      { battlefield: [...mountains, perm('idol', 'Test Idol', 'bob')] },
      { hand: [{ id: 'ogre', card: 'Defiant Ogre' }] },
    );
    const entered = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ogre' }, ...passes(2)] });
    expect(entered.decision).toMatchObject({ kind: 'chooseMode', player: 'alice', rule: '700.2b', options: ['0', '1'] });
    const chosen = answer({ state: entered.state, actions: [choose(entered.decision?.id, ['1'])] });
    expect(chosen.state.stack).toEqual([expect.objectContaining({ targets: ['idol'], modes: [1] })]);
    const resolved = answer({ state: chosen.state, actions: passes(2) });
    expect(ids(resolved.state.players[1].graveyard)).toEqual(['idol']);
    expect(resolved.state.battlefield.find((o) => o.id === 'ogre')?.counters ?? {}).toEqual({});
    expect(cited(chosen)).toEqual(expect.arrayContaining(['700.2b', '603.3']));
  });

  it('the other mode: a +1/+1 counter on the Ogre, no target', () => {
    const state = board(
      { battlefield: [...mountains, perm('idol', 'Test Idol', 'bob')] },
      { hand: [{ id: 'ogre', card: 'Defiant Ogre' }] },
    );
    const entered = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ogre' }, ...passes(2)] });
    const a = answer({ state: entered.state, actions: [choose(entered.decision?.id, ['0']), ...passes(2)] });
    expect(a.state.battlefield.find((o) => o.id === 'ogre')?.counters).toEqual({ '+1/+1': 1 });
    expect(ids(a.state.battlefield)).toContain('idol');
  });

  it('700.2b: a mode without a legal target cannot be chosen; with one mode left, it is the one chosen', () => {
    const state = board({ battlefield: mountains }, { hand: [{ id: 'ogre', card: 'Defiant Ogre' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ogre' }, ...passes(2)] });
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.stack).toEqual([expect.objectContaining({ modes: [0], targets: [] })]);
    expect(cited(a)).toContain('700.2b');
  });

  it('an answer that is not one of the legal modes is refused (700.2b)', () => {
    const state = board(
      { battlefield: [...mountains, perm('idol', 'Test Idol', 'bob')] },
      { hand: [{ id: 'ogre', card: 'Defiant Ogre' }] },
    );
    const entered = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ogre' }, ...passes(2)] });
    for (const choice of [['2'], ['0', '1'], []])
      expect(answer({ state: entered.state, action: choose(entered.decision?.id, choice) }).violations[0]).toMatchObject({
        code: 'INVALID_MODES',
        rule: '700.2b',
      });
  });

  it('Aven Surveyor: after the mode, a target among several is a chooseTargets decision (603.3d)', () => {
    const state = board({
      battlefield: [perm('s', 'Aven Surveyor', 'alice'), perm('b1', 'Grizzly Bears', 'bob'), perm('b2', 'Grizzly Bears', 'bob')],
      pending: [{ id: 'trig', source: 's', index: 0, controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const mode = answer({ state, action: choose('t3.first-main.chooseMode.trig', ['1']) });
    expect(mode.decision).toMatchObject({ kind: 'chooseTargets', rule: '603.3d' });
    expect(mode.state.pending).toEqual([expect.objectContaining({ id: 'trig', modes: [1] })]);
    const a = answer({ state: mode.state, actions: [choose(mode.decision?.id, ['b2']), ...passes(2)] });
    expect(ids(a.state.battlefield)).toEqual(['s', 'b1']);
  });

  it('603.3c: with no mode that can be chosen, the ability is removed from the stack', () => {
    const state = board({ battlefield: [perm('r', 'Retreat to Valakut', 'alice')] }, { hand: [{ id: 'land', card: 'Mountain' }] });
    const a = answer({ state, action: { type: 'playLand', player: 'alice', card: 'land' } });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('603.3c');
  });

  it('legal actions offer one answer per legal mode', () => {
    const state = board({
      battlefield: [perm('s', 'Aven Surveyor', 'alice'), perm('b1', 'Grizzly Bears', 'bob')],
      pending: [{ id: 'trig', source: 's', index: 0, controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const offered = legalActionsFor(state, catalog);
    if (!offered.ok) throw new Error('bad board');
    expect(offered.value.actions.filter((x) => x.action.type === 'choose').map((x) => (x.action as { choice: string[] }).choice)).toEqual([
      ['0'],
      ['1'],
    ]);
  });

  it('a pending trigger\'s "modes" must be one mode index (400)', () => {
    const state = board({
      battlefield: [perm('s', 'Aven Surveyor', 'alice')],
      pending: [{ id: 'trig', source: 's', index: 0, controller: 'alice', modes: 'one' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(() => answer({ state, actions: [] })).toThrow(/modes/);
  });

  it('Inspiring Bard: a flavor word before a mode has no rules meaning (207.2d): "Song of Rest — You gain 3 life"', () => {
    const state = board({
      battlefield: [perm('bard', 'Inspiring Bard', 'alice')],
      pending: [{ id: 'trig', source: 'bard', index: 0, controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    const a = answer({ state, actions: [choose('t3.first-main.chooseMode.trig', ['1']), ...passes(2)] });
    expect(a.state.players[0].life).toBe(23);
  });

  it('Trusty Retriever: "target artifact or enchantment card from your graveyard" (115.1)', () => {
    const state = board(
      {
        battlefield: [perm('dog', 'Trusty Retriever', 'alice')],
        pending: [{ id: 'trig', source: 'dog', index: 0, controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
      },
      {
        graveyard: [
          { id: 'idol', card: 'Test Idol' },
          { id: 'bears', card: 'Grizzly Bears' },
        ],
      },
    );
    const a = answer({ state, actions: [choose('t3.first-main.chooseMode.trig', ['1']), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['bears']);
    expect(ids(a.state.players[0].hand as { id: string }[])).toEqual(['idol']);
  });
});

describe("700.2b, 603.3c: a modal trigger's mode on a board", () => {
  const { answer, run, turn, ogreTrigger, field, adjudicate, defineCard, InMemoryCatalog, board, passes, perm, refusedAt } =
    modalTriggerBoards;

  it('700.2b, 603.3c: a modal triggered ability on the stack had its mode chosen as it was put there: a board without one is refused (it used to resolve doing nothing)', () => {
    const state = board({ battlefield: field, stack: [ogreTrigger({})], turn: turn('alice') });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[0].modes')).toBe(true);
  });

  it('700.2b: a mode that the ability does not have is refused, on the stack and pending (it used to resolve doing nothing)', () => {
    const stacked = board({ battlefield: field, stack: [ogreTrigger({ modes: [7] })], turn: turn('alice') });
    expect(refusedAt(run({ state: stacked, actions: passes(2) }), 'state.stack[0].modes')).toBe(true);
    const pending = board({
      battlefield: field,
      pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: null, modes: [7] }],
      turn: turn(null),
    });
    expect(refusedAt(run({ state: pending, actions: [] }), 'state.pending[0].modes')).toBe(true);
  });

  it("700.2c, 603.3d: a pending modal trigger's targets are chosen after its mode: targets without a mode are refused (the mode chosen after kept them: the Ogre's counter was lost to 608.2b)", () => {
    const state = board({
      battlefield: field,
      pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: ['idol'] }],
      turn: turn(null),
    });
    expect(refusedAt(run({ state, actions: [] }), 'state.pending[0].targets')).toBe(true);
  });

  it('700.2b: the mode chosen, with its own targets, still resolves as chosen (the check refuses only boards that contradict it)', () => {
    const state = board({
      battlefield: field,
      pending: [{ id: 't1', source: 'ogre', index: 0, controller: 'alice', targets: null, modes: [0] }],
      turn: turn(null),
    });
    const a = answer({ state, actions: passes(2) });
    expect(a.state.battlefield.find((o) => o.id === 'ogre')?.counters).toEqual({ '+1/+1': 1 });
  });

  it('700.2: a triggered ability that is not modal takes no "modes"', () => {
    const BEAR_TRIGGER = defineCard({
      name: 'Test Gainer',
      manaCost: '{1}{W}',
      colors: ['W'],
      types: ['Creature'],
      subtypes: ['Human'],
      power: '1',
      toughness: '1',
      text: 'When Test Gainer enters, you gain 2 life.',
    });
    const cat = new InMemoryCatalog([BEAR_TRIGGER]);
    const state = board({
      battlefield: [perm('g', 'Test Gainer', 'alice')],
      pending: [{ id: 't1', source: 'g', index: 0, controller: 'alice', targets: null, modes: [0] }],
      turn: turn(null),
    });
    const outcome = adjudicate({ state, actions: [] } as { state: unknown }, cat);
    expect(refusedAt(outcome, 'state.pending[0].modes')).toBe(true);
  });
});
