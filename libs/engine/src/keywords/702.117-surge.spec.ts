import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, LIGHTNING_BOLT, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 702.117 surge, on real cards (current Oracle text, from the bundled catalog). */
const SALVO = bundledCard('Boulder Salvo'); // {4}{R}: 4 damage to target creature; Surge {1}{R}
const TYRANT = bundledCard('Tyrant of Valakut'); // {5}{R}{R} 5/4 flying; Surge {3}{R}{R}; enters, if surged: 3 damage to any target
const BUSHWHACKER = bundledCard('Reckless Bushwhacker'); // enters, if surged: other creatures you control get +1/+0 and haste
const catalog = new InMemoryCatalog([SALVO, TYRANT, BUSHWHACKER, LIGHTNING_BOLT, GRIZZLY_BEARS, MOUNTAIN]);
const answer = rulingsWith(catalog);

const surge = (card: string, more: Record<string, unknown> = {}) => ({
  type: 'cast',
  player: 'alice',
  card,
  alternativeCost: 'surge',
  ...more,
});
const turn = (spellsCastBy: Record<string, number>) => ({
  number: 3,
  active: 'alice',
  step: 'first-main',
  priority: 'alice',
  spellsCastBy,
  spellsCast: Object.values(spellsCastBy).reduce((a, b) => a + b, 0),
});

describe('702.117 surge', () => {
  it('is understood: an alternative cost; "if its surge cost was paid" is an intervening "if" read on the permanent', () => {
    for (const c of [SALVO, TYRANT, BUSHWHACKER]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(SALVO).abilities).toContainEqual({
      kind: 'alternativeCost',
      keyword: 'surge',
      cost: '{1}{R}',
      text: 'Surge {1}{R}',
    });
    expect(compileCard(TYRANT).abilities).toContainEqual(
      expect.objectContaining({ kind: 'triggered', condition: { kind: 'alternativeCostPaid', keyword: 'surge' } }),
    );
  });

  it('702.117a, 603.4, 611.2c: Reckless Bushwhacker surged gives the other creatures +1/+0 and haste, not itself', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 3), perm('g', 'Grizzly Bears', 'alice', { summoningSick: true })] },
      {
        hand: [
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 'rb', card: 'Reckless Bushwhacker' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] }, ...passes(2), surge('rb'), ...passes(4)],
    });
    expect(a.legal).toBe(true);
    expect(onField(a, 'g')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
    expect(JSON.stringify(onField(a, 'g')?.characteristics?.abilities)).toContain('"Haste"');
    expect(onField(a, 'rb')?.characteristics).toMatchObject({ power: 2, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '611.2c']));
    // 603.4: the intervening "if" is checked as it triggers and again as it resolves, both true.
    expect(a.trace.filter((t) => t.rule === '603.4' && t.event === 'condition')).toHaveLength(2);
  });

  it('702.117a: after Lightning Bolt this turn, Boulder Salvo is cast for {1}{R} and kills Grizzly Bears', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 3), perm('g', 'Grizzly Bears', 'bob')] },
      {
        hand: [
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 's', card: 'Boulder Salvo' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
        ...passes(2),
        surge('s', { targets: ['g'] }),
        ...passes(2),
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.trace.filter((t) => t.rule === '601.2f').map((t) => t.text)).toContainEqual(expect.stringContaining('the surge cost {1}{R}'));
    expect(a.state.players[1].life).toBe(17);
    expect(ids(a.state.players[1].graveyard)).toEqual(['g']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['lb', 's']);
    expect(a.state.battlefield.filter((o) => o.tapped)).toHaveLength(3);
  });

  it('702.117a: with no other spell cast by alice this turn (bob cast one), the surge cost cannot be chosen', () => {
    const state = board(
      { turn: turn({ bob: 1 }), battlefield: [...lands('Mountain', 'r', 2), perm('g', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 's', card: 'Boulder Salvo' }] },
    );
    const refused = answer({ state, action: surge('s', { targets: ['g'] }) });
    expect(refused.legal).toBe(false);
    expect(refused.violations[0]).toMatchObject({ code: 'CONDITION_NOT_MET', rule: '702.117a' });
    // Its mana cost {4}{R} cannot be paid with two Mountains either.
    expect(answer({ state, action: { type: 'cast', player: 'alice', card: 's', targets: ['g'] } }).legal).toBe(false);
  });

  it('603.4, 702.117a: Tyrant of Valakut surged enters with its surge remembered; its trigger deals 3 damage to the target chosen', () => {
    const state = board(
      { turn: turn({ alice: 1 }), battlefield: [...lands('Mountain', 'r', 5), perm('g', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 't', card: 'Tyrant of Valakut' }] },
    );
    const entered = answer({ state, actions: [surge('t'), ...passes(2)] });
    expect(entered.legal).toBe(true);
    expect(onField(entered, 't')).toMatchObject({ alternativeCost: 'surge' });
    expect(entered.decision).toMatchObject({ player: 'alice', kind: 'chooseTargets' });
    const decision = entered.decision as { id: string };
    const hit = answer({
      state: entered.state,
      actions: [{ type: 'choose', player: 'alice', decision: decision.id, choice: ['g'] }, ...passes(2)],
    });
    expect(hit.legal).toBe(true);
    expect(ids(hit.state.players[1].graveyard)).toEqual(['g']);
    expect(cited(hit)).toEqual(expect.arrayContaining(['603.3d', '120.3e']));
  });

  it('603.4: Tyrant of Valakut cast for its mana cost enters with no trigger', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 7), perm('g', 'Grizzly Bears', 'bob')] },
      { hand: [{ id: 't', card: 'Tyrant of Valakut' }] },
    );
    const entered = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't' }, ...passes(2)] });
    expect(entered.legal).toBe(true);
    expect(onField(entered, 't')?.alternativeCost).toBeUndefined();
    expect(entered.state.stack).toEqual([]);
    expect(onField(entered, 'g')).toBeDefined();
  });
});
