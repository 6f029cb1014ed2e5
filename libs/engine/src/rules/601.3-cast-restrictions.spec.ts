import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 601.3: "Cast CARDNAME only ..." lines, on real cards of the bundled catalog. */
const NAMES = [
  'Eightfold Maze', // {2}{W} Instant. Cast only during the declare attackers step and only if you've been attacked this step. Destroy target attacking creature.
  'Skyshroud Condor', // {1}{U} 2/2 Flying. Cast only if you've cast another spell this turn.
  'Feast of Blood', // {1}{B} Sorcery. Cast only if you control two or more Vampires. Destroy target creature. You gain 4 life.
  'Reset', // {U}{U} Instant. Cast only during an opponent's turn after their upkeep step. Untap all lands you control.
];
const CARDS = NAMES.map(bundledCard);
const catalog = new InMemoryCatalog([
  ...CARDS,
  ...['Grizzly Bears', 'Vampire Nighthawk', 'Jace Beleren', 'Island', 'Swamp', 'Plains'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
const cast = (card: string, more: Record<string, unknown> = {}, player = 'alice') => ({ type: 'cast', player, card, ...more });
const at = (active: string, step: string, priority = 'alice') => ({ number: 3, active, step, priority });

describe('601.3: "Cast CARDNAME only ..." is read', () => {
  it('each card is understood in full, its restriction an ability of its own', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
    expect(compileCard(CARDS[0]).abilities[0]).toMatchObject({
      kind: 'castRestriction',
      restriction: { timing: { steps: ['declare-attackers'] }, attacked: true },
    });
    expect(compileCard(CARDS[3]).abilities[0]).toMatchObject({
      restriction: {
        timing: {
          turn: 'opponent',
          steps: [
            'draw',
            'first-main',
            'beginning-of-combat',
            'declare-attackers',
            'declare-blockers',
            'first-strike-damage',
            'combat-damage',
            'end-of-combat',
            'second-main',
            'end',
            'cleanup',
          ],
        },
      },
    });
  });
});

describe('601.3: "only during the declare attackers step and only if you\'ve been attacked this step"', () => {
  const maze = (attacking: string | null, step = 'declare-attackers') =>
    board(
      {
        battlefield: [
          perm('b', 'Grizzly Bears', 'bob'),
          perm('j', 'Jace Beleren', 'alice', { counters: { loyalty: 3 } }),
          ...lands('Plains', 'p', 3),
        ],
        ...(attacking ? { combat: { attackers: [{ id: 'b', attacking }] } } : {}),
        turn: at('bob', step),
      },
      { hand: [{ id: 'm', card: 'Eightfold Maze' }] },
    );

  it('Eightfold Maze: bob attacks alice; she destroys the attacker', () => {
    const a = answer({ state: maze('alice'), actions: [cast('m', { targets: ['b'] }), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(a.state.players[1].graveyard).toEqual([expect.objectContaining({ id: 'b' })]);
  });

  it('not in the declare blockers step (WRONG_TIME, 601.3)', () => {
    const a = answer({ state: maze('alice', 'declare-blockers'), action: cast('m', { targets: ['b'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TIME', rule: '601.3' })]);
    expect(cited(a)).toContain('601.3');
    expect(a.state.players[0].hand).toEqual([expect.objectContaining({ id: 'm' })]);
  });

  it('not when no creature attacked (CONDITION_NOT_MET), and legal actions do not offer it', () => {
    const state = maze(null);
    const a = answer({ state, action: cast('m', { targets: ['b'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '601.3' })]);
    const listed = legalActionsFor(state, catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.actions.filter((x) => x.action.type === 'cast')).toEqual([]);
  });

  it('legal actions offer it when alice was attacked', () => {
    const listed = legalActionsFor(maze('alice'), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.actions.filter((x) => x.action.type === 'cast')).toEqual([
      expect.objectContaining({ action: expect.objectContaining({ card: 'm', targets: ['b'] }) }),
    ]);
  });

  it('an attack on her planeswalker only: not told apart, UNSUPPORTED_ACTION rather than a guess', () => {
    const o = adjudicate({ state: maze('j'), action: cast('m', { targets: ['b'] }) }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ACTION', rule: '601.3' });
  });
});

describe('601.3: "only if you\'ve cast another spell this turn", "only if you control two or more Vampires"', () => {
  const condor = (cast: number) =>
    board(
      { battlefield: lands('Island', 'i', 2), turn: { ...at('alice', 'first-main'), spellsCast: cast, spellsCastBy: { alice: cast } } },
      { hand: [{ id: 'c', card: 'Skyshroud Condor' }] },
    );

  it('Skyshroud Condor after another spell: cast and resolved', () => {
    const a = answer({ state: condor(1), actions: [cast('c'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'c')).toBeDefined();
  });

  it('Skyshroud Condor as the first spell of the turn: CONDITION_NOT_MET', () => {
    const a = answer({ state: condor(0), action: cast('c') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '601.3' })]);
  });

  const feast = (vampires: number) =>
    board(
      {
        battlefield: [
          ...Array.from({ length: vampires }, (_, i) => perm(`v${i + 1}`, 'Vampire Nighthawk', 'alice')),
          perm('b', 'Grizzly Bears', 'bob'),
          ...lands('Swamp', 's', 2),
        ],
      },
      { hand: [{ id: 'f', card: 'Feast of Blood' }] },
    );

  it('Feast of Blood with two Vampires: the Bears die, alice gains 4', () => {
    const a = answer({ state: feast(2), actions: [cast('f', { targets: ['b'] }), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'b')).toBeUndefined();
    expect(a.state.players[0].life).toBe(24);
  });

  it('Feast of Blood with one: CONDITION_NOT_MET', () => {
    const a = answer({ state: feast(1), action: cast('f', { targets: ['b'] }) });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'CONDITION_NOT_MET', rule: '601.3' })]);
  });
});

describe('601.3: "only during an opponent\'s turn after their upkeep step"', () => {
  const reset = (turn: ReturnType<typeof at>) =>
    board(
      { battlefield: [perm('i1', 'Island', 'alice', { tapped: true }), ...lands('Island', 'u', 2)], turn },
      { hand: [{ id: 'r', card: 'Reset' }] },
    );

  it.each([
    ["bob's draw step", at('bob', 'draw')],
    ["bob's end step", at('bob', 'end')],
  ])('Reset in %s: alice untaps her lands', (_, turn) => {
    const a = answer({ state: reset(turn), actions: [cast('r'), ...passes(2, 'alice', 'bob')] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.filter((o) => o.tapped)).toEqual([]);
  });

  it.each([
    ["bob's upkeep", at('bob', 'upkeep')],
    ['her own turn', at('alice', 'draw')],
  ])('not in %s (WRONG_TIME)', (_, turn) => {
    const a = answer({ state: reset(turn), action: cast('r') });
    expect(a.violations).toEqual([expect.objectContaining({ code: 'WRONG_TIME', rule: '601.3' })]);
  });
});
