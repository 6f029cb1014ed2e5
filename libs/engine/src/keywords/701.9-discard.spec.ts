import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Mind Rot, current Oracle text. */
const mindRot = defineCard({ name: 'Mind Rot', manaCost: '{2}{B}', types: ['Sorcery'], text: 'Target player discards two cards.' });
const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'] });
const catalog = new InMemoryCatalog([mindRot, swamp, ...['Forest', 'Island'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const swamps = [1, 2, 3].map((i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' }));

describe('701.9 discard as an effect', () => {
  it('Mind Rot is understood', () => expect(compileCard(mindRot).support).toBe('full'));

  it('701.9b: the discarding player chooses the cards, as the spell resolves', () => {
    const state = board(
      { battlefield: swamps },
      { hand: [{ id: 'm1', card: 'Mind Rot' }] },
      {
        hand: [
          { id: 'c1', card: 'Forest' },
          { id: 'c2', card: 'Island' },
          { id: 'c3', card: 'Forest' },
        ],
      },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)] });
    expect(asked.decision).toMatchObject({ kind: 'chooseDiscard', player: 'bob', rule: '701.9b', count: 2, options: ['c1', 'c2', 'c3'] });
    const wrong = answer({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['c1'] } });
    expect(wrong.violations[0]).toMatchObject({ rule: '701.9b' });
    const done = answer({
      state: asked.state,
      action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['c1', 'c3'] },
    });
    expect((done.state.players[1].hand as { id: string }[]).map((o) => o.id)).toEqual(['c2']);
    expect((done.state.players[1].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['c1', 'c3']);
    expect((done.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['m1']);
    expect(done.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    expect(cited(done)).toEqual(expect.arrayContaining(['701.9a', '608.2n', '117.3b']));
  });

  it('with no more cards than asked, all are discarded without a choice', () => {
    const state = board({ battlefield: swamps }, { hand: [{ id: 'm1', card: 'Mind Rot' }] }, { hand: [{ id: 'c1', card: 'Island' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)] });
    expect(a.state.players[1].hand).toEqual([]);
    expect(a.state.players[1].graveyard).toEqual([{ id: 'c1', card: 'Island' }]);
    expect(a.decision).toMatchObject({ kind: 'priority' });
  });
});

describe('701.9a: a card discarded from a hidden hand', () => {
  const { run, lands, board, passes } = copyAndKeywordBoards;

  it('400.2, 701.9a: a card discarded from a hidden hand is not left hidden in a public graveyard (the answer must be a board the engine accepts back)', () => {
    const state = board({ battlefield: lands('Swamp', 3) }, { hand: [{ id: 'm1', card: 'Mind Rot' }] }, { hand: { count: 1 } });
    const outcome = run({ state, actions: [{ type: 'cast', player: 'alice', card: 'm1', targets: ['bob'] }, ...passes(2)] });
    // Either the engine says it cannot know which card was discarded (madness, 702.35a, depends on it), or it answers a board it accepts.
    if (outcome.kind === 'answer')
      expect(run({ state: outcome.answer.state, action: { type: 'pass', player: 'alice' } }).kind).toBe('answer');
    else expect(outcome).toMatchObject({ kind: 'unsupported' });
  });
});
