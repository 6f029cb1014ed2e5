import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/** Current Oracle text of Think Twice. */
const thinkTwice = defineCard({ name: 'Think Twice', manaCost: '{1}{U}', types: ['Instant'], text: 'Draw a card.\nFlashback {2}{U}' });
const catalog = new InMemoryCatalog([thinkTwice, ...['Island', 'Forest'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));

describe('702.34 flashback', () => {
  it('is understood, with its cost', () => {
    expect(compileCard(thinkTwice).support).toBe('full');
  });

  it('702.34a: cast from the graveyard for its flashback cost; exiled as it leaves the stack', () => {
    const state = board(
      { battlefield: islands(3) },
      { graveyard: [{ id: 't1', card: 'Think Twice' }], library: [{ id: 'top', card: 'Forest' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', alternativeCost: 'flashback' }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.exile).toEqual([{ id: 't1', card: 'Think Twice', owner: 'alice' }]);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
    expect(cited(a)).toEqual(expect.arrayContaining(['601.2a', '601.2h', '702.34a']));
  });

  it('601.2h: the flashback cost must be paid: two Islands are not enough', () => {
    const state = board({ battlefield: islands(2) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 't1', alternativeCost: 'flashback' } });
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('601.3: without flashback, a card is not cast from a graveyard', () => {
    const state = board({ battlefield: islands(3) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] });
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 't1' } }).violations[0]).toMatchObject({ rule: '601.3' });
  });

  it('legal actions list the flashback cast', () => {
    const listed = legalActionsFor(board({ battlefield: islands(3) }, { graveyard: [{ id: 't1', card: 'Think Twice' }] }), catalog);
    expect(listed.ok && listed.value.actions.map((a) => a.action)).toContainEqual({
      type: 'cast',
      player: 'alice',
      card: 't1',
      alternativeCost: 'flashback',
    });
  });
});

describe('702.34a flashback with life in its cost: Deep Analysis', () => {
  // {3}{U} sorcery: "Target player draws two cards." Flashback—{1}{U}, Pay 3 life.
  const DEEP = bundledCard('Deep Analysis');
  const deepCatalog = new InMemoryCatalog([DEEP, bundledCard('Island')]);
  const deep = rulingsWith(deepCatalog);
  const graveyard = (life: number) =>
    board({ battlefield: islands(2) }, { life, graveyard: [{ id: 'd1', card: 'Deep Analysis' }], library: { count: 30 } });
  const flashback = { type: 'cast', player: 'alice', card: 'd1', alternativeCost: 'flashback', targets: ['alice'] };

  it('is understood: {1}{U} and 3 life', () => {
    expect(compileCard(DEEP).support).toBe('full');
    expect(compileCard(DEEP).abilities).toContainEqual({
      kind: 'flashback',
      cost: '{1}{U}',
      life: 3,
      text: 'Flashback—{1}{U}, Pay 3 life.',
    });
  });

  it('601.2h, 119.4: cast from the graveyard for {1}{U} and 3 life; it resolves and is exiled', () => {
    const a = deep({ state: graveyard(20), actions: [flashback, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(17);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(2);
    expect(a.state.players[0].hand).toEqual({ count: 2 });
    expect(a.state.exile).toEqual([{ id: 'd1', card: 'Deep Analysis', owner: 'alice' }]);
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '119.4', text: expect.stringContaining('flashback cost') }));
    expect(cited(a)).toEqual(expect.arrayContaining(['702.34a', '119.4', '601.2h']));
  });

  it('119.4: a player with exactly 3 life may pay it (and then loses the game, 104.3b)', () => {
    const a = deep({ state: graveyard(3), actions: [flashback] });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(0);
    expect(a.state.players[0].lost).toBe('104.3b');
  });

  it('119.4: with 2 life the cost cannot be paid: nothing is paid, and the cast is not listed', () => {
    const a = deep({ state: graveyard(2), action: flashback });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'CANNOT_PAY_LIFE', rule: '119.4' });
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(0);
    const listed = legalActionsFor(graveyard(2), deepCatalog);
    expect(listed.ok && listed.value.actions.some((x) => x.action.type === 'cast')).toBe(false);
    const rich = legalActionsFor(graveyard(20), deepCatalog);
    expect(rich.ok && rich.value.actions.some((x) => x.action.type === 'cast' && x.action.alternativeCost === 'flashback')).toBe(true);
  });

  it('601.2h: the mana is still needed: one Island and 20 life are not enough', () => {
    const one = board({ battlefield: islands(1) }, { graveyard: [{ id: 'd1', card: 'Deep Analysis' }] });
    const a = deep({ state: one, action: flashback });
    expect(a.violations[0]).toMatchObject({ rule: '601.2h' });
    expect(a.state.players[0].life).toBe(20);
  });
});
