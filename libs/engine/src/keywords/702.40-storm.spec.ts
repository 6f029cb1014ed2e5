import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle texts. */
const grapeshot = defineCard({
  name: 'Grapeshot',
  manaCost: '{1}{R}',
  types: ['Sorcery'],
  text: 'Grapeshot deals 1 damage to any target.\nStorm',
});
const tendrils = defineCard({
  name: 'Tendrils of Agony',
  manaCost: '{2}{B}{B}',
  types: ['Sorcery'],
  text: 'Target player loses 2 life and you gain 2 life.\nStorm',
});
const catalog = new InMemoryCatalog([
  grapeshot,
  tendrils,
  ...['Mountain', 'Lightning Bolt'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const mountains = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' }));
const turn = (spellsCast: number) => ({ number: 3, active: 'alice', step: 'first-main', priority: 'alice', spellsCast });

describe('702.40 storm', () => {
  it('is understood', () => {
    expect(compileCard(grapeshot).support).toBe('full');
    expect(compileCard(tendrils).support).toBe('full');
  });

  it('702.40a: casting it triggers; the trigger copies it once per spell cast before it this turn (707.10)', () => {
    const state = board({ battlefield: mountains(2), turn: turn(2) }, { hand: [{ id: 'g1', card: 'Grapeshot' }] });
    const cast = answer({ state, action: { type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] } });
    expect(cast.legal).toBe(true);
    expect(cast.state.turn.spellsCast).toBe(3);
    // The storm trigger goes on the stack above the spell (603.3), with its count.
    expect(cast.state.stack.map((s) => s.id)).toEqual(['g1', 'g1.trigger.0']);
    expect(cast.state.stack[1]).toMatchObject({ ability: { source: 'g1', index: 0, triggered: true }, refersTo: 'g1', x: 2 });
    const copied = answer({ state: cast.state, actions: passes(2) });
    expect(copied.state.stack.map((s) => s.id)).toEqual(['g1', 'g1.copy.1', 'g1.copy.2']);
    expect(copied.state.stack[1]).toMatchObject({ copy: true, targets: ['bob'], controller: 'alice' });
    expect(cited(copied)).toEqual(expect.arrayContaining(['702.40a', '707.10', '707.10c']));
    // Copies are not cast (707.10): the count of spells cast does not change.
    expect(copied.state.turn.spellsCast).toBe(3);
    const done = answer({ state: copied.state, actions: [...passes(2), ...passes(2), ...passes(2)] });
    expect(done.state.players[1].life).toBe(17);
    expect(done.state.stack).toEqual([]);
    // 707.10a: the copies cease to exist; the card goes to the graveyard.
    expect(done.state.players[0].graveyard).toEqual([{ id: 'g1', card: 'Grapeshot' }]);
    expect(cited(done)).toContain('707.10a');
  });

  it('702.40a: the first spell of the turn makes no copy; spells cast count (601.2i)', () => {
    const state = board(
      { battlefield: mountains(3) },
      {
        hand: [
          { id: 'b1', card: 'Lightning Bolt' },
          { id: 'g1', card: 'Grapeshot' },
        ],
      },
    );
    const first = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] }, ...passes(2), ...passes(2)] });
    expect(first.state.players[1].life).toBe(19);
    expect(first.state.turn.spellsCast).toBe(1);
    const second = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'g1', targets: ['bob'] },
        ...passes(2),
        ...passes(2),
        ...passes(2),
      ],
    });
    expect(second.state.players[1].life).toBe(15);
    expect(second.state.turn.spellsCast).toBe(2);
  });

  it('500.1: the count starts again each turn', () => {
    const state = board({ turn: { number: 3, active: 'alice', step: 'end', priority: 'alice', spellsCast: 4 } });
    const a = answer({ state, actions: [...passes(2)] });
    expect(a.state.turn.active).toBe('bob');
    expect(a.state.turn.spellsCast).toBeUndefined();
  });

  it('copies made from a spell no longer on the stack are not supported (refused, not guessed)', () => {
    const state = board(
      {
        stack: [{ id: 't1', ability: { source: 'g1', index: 0, triggered: true }, controller: 'alice', refersTo: 'g1', x: 1 }],
        turn: turn(2),
      },
      { graveyard: [{ id: 'g1', card: 'Grapeshot' }] },
    );
    const outcome = adjudicate({ state, actions: passes(2) }, catalog);
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_RESOLUTION', rule: '707.10' });
  });
});

describe('702.40a: storm on a board', () => {
  const { run, answer, lands, board, passes, refusedAt } = copyAndKeywordBoards;

  it('702.40a, 601.2i: a spell on the stack was cast this turn: without "spellsCast", the board counts it for storm', () => {
    // Bob's Lightning Bolt, cast this turn, is on the stack; alice answers with Astral Steel: one spell was cast before it.
    const state = board(
      {
        battlefield: [...lands('Plains', 3), { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
        stack: [{ id: 'bolt', card: 'Lightning Bolt', controller: 'bob', targets: ['gb'] }],
      },
      { hand: [{ id: 'as', card: 'Astral Steel' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'as', targets: ['gb'] }, ...passes(2)] });
    expect(a.state.stack.filter((s) => s.copy)).toHaveLength(1);
  });

  it('702.40a: a storm trigger on a board carries its count: without "x" the board is refused, not read as 0 copies', () => {
    const trigger = { id: 't', ability: { source: 'as', index: 0, triggered: true }, controller: 'alice', refersTo: 'as' };
    const spell = { id: 'as', card: 'Astral Steel', controller: 'alice', targets: ['gb'] };
    const state = board({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice', spellsCast: 3 },
      stack: [spell, trigger],
    });
    expect(refusedAt(run({ state, actions: passes(2) }), 'state.stack[1].x')).toBe(true);
    const pending = board({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null, spellsCast: 3 },
      stack: [spell],
      pending: [{ id: 't', source: 'as', index: 0, controller: 'alice', refersTo: 'as' }],
    });
    expect(refusedAt(run({ state: pending, actions: passes(2) }), 'state.pending[0].x')).toBe(true);
    const told = answer({ state: { ...state, stack: [spell, { ...trigger, x: 2 }] }, actions: passes(2) });
    expect(told.state.stack.filter((s) => s.copy)).toHaveLength(2);
  });
});
