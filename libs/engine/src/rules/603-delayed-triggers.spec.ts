import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';

/** Current Oracle texts of Flare and Pyknite; a test card for the end-step template. */
const flare = defineCard({
  name: 'Flare',
  manaCost: '{2}{R}',
  types: ['Instant'],
  text: "Flare deals 1 damage to any target.\nDraw a card at the beginning of the next turn's upkeep.",
});
const pyknite = defineCard({
  name: 'Pyknite',
  manaCost: '{2}{G}',
  types: ['Creature'],
  subtypes: ['Ouphe'],
  power: '1',
  toughness: '1',
  text: "When Pyknite enters, draw a card at the beginning of the next turn's upkeep.",
});
const omen = defineCard({
  name: 'Test Omen',
  manaCost: '{W}',
  types: ['Instant'],
  text: 'At the beginning of the next end step, you gain 2 life.',
});
const catalog = new InMemoryCatalog([
  flare,
  pyknite,
  omen,
  ...['Mountain', 'Forest', 'Plains', 'Island'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const run = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i}`, card: name, controller: 'alice' }));
const pass = (player: string) => ({ type: 'pass', player });
const library = [
  { id: 'top', card: 'Island' },
  { id: 'second', card: 'Island' },
];
const handIds = (a: Answer) => (a.state.players[0].hand as { id: string }[]).map((o) => o.id);
const drawLater = { id: 'd1', source: 'f1', controller: 'alice', when: 'next-upkeep', effect: 'Draw a card.' };

describe('603.7 delayed triggered abilities', () => {
  it('the compiler understands "... at the beginning of the next turn\'s upkeep" and "At the beginning of the next end step, ..."', () => {
    for (const c of [flare, pyknite, omen]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(flare).abilities[0]).toMatchObject({
      kind: 'spell',
      effects: [{ kind: 'damage' }, { kind: 'delayedTrigger', when: 'next-upkeep', text: 'Draw a card.' }],
    });
    expect(compileCard(omen).abilities[0]).toMatchObject({
      effects: [{ kind: 'delayedTrigger', when: 'next-end-step', text: 'You gain 2 life.' }],
    });
  });

  it('603.7a, 603.7d: a resolving spell creates it, sourced from the spell and controlled by its controller; the board carries it', () => {
    const state = board({ battlefield: lands('Mountain', 3) }, { hand: [{ id: 'f1', card: 'Flare' }] });
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'f1', targets: ['bob'] }, pass('alice'), pass('bob')] });
    expect(a.state.players[1].life).toBe(19);
    expect(a.state.delayed).toEqual([{ id: 'f1.delayed', source: 'f1', controller: 'alice', when: 'next-upkeep', effect: 'Draw a card.' }]);
    expect(cited(a)).toContain('603.7d');
    // Nothing triggers before the next turn's upkeep: alice has drawn nothing.
    expect(handIds(a)).toEqual([]);
  });

  it("603.7b: it triggers at the beginning of the next turn's upkeep, under its creator's control even on the opponent's turn, and only once", () => {
    const state = board(
      { turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' }, delayed: [drawLater] },
      { library, graveyard: [{ id: 'f1', card: 'Flare' }] },
    );
    const upkeep = answer({ state, actions: [pass('alice'), pass('bob')] });
    expect(upkeep.state.turn).toMatchObject({ number: 4, active: 'bob', step: 'upkeep' });
    expect(upkeep.state.stack).toEqual([
      expect.objectContaining({
        id: 'd1',
        controller: 'alice',
        ability: { source: 'f1', index: 0, triggered: true, delayed: 'Draw a card.' },
      }),
    ]);
    expect(upkeep.state.delayed).toBeUndefined();
    expect(cited(upkeep)).toContain('603.7b');
    // Sent again in a later request: it resolves from the board alone.
    const resolved = answer({ state: JSON.parse(JSON.stringify(upkeep.state)), actions: [pass('bob'), pass('alice')] });
    expect(handIds(resolved)).toEqual(['top']);
    expect(resolved.state.stack).toEqual([]);
  });

  it("created during an upkeep, it waits for the next turn's upkeep", () => {
    const state = board(
      { battlefield: lands('Mountain', 3), turn: { number: 4, active: 'bob', step: 'upkeep', priority: 'alice' } },
      { hand: [{ id: 'f1', card: 'Flare' }], library },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'f1', targets: ['bob'] }, pass('alice'), pass('bob'), pass('bob'), pass('alice')],
    });
    expect(a.state.turn.step).toBe('draw');
    expect(a.state.delayed).toHaveLength(1);
    expect(handIds(a)).toEqual([]);
  });

  it("603.7e: a triggered ability creates it; its source is that ability's source", () => {
    const state = board({ battlefield: lands('Forest', 3) }, { hand: [{ id: 'p1', card: 'Pyknite' }] });
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'p1' }, pass('alice'), pass('bob'), pass('alice'), pass('bob')],
    });
    expect(a.state.delayed).toEqual([expect.objectContaining({ source: 'p1', controller: 'alice', when: 'next-upkeep' })]);
    expect(cited(a)).toContain('603.7e');
  });

  it('513.2: "the next end step" is this turn\'s when created before it', () => {
    const state = board(
      { battlefield: lands('Plains', 1), turn: { number: 3, active: 'alice', step: 'second-main', priority: 'alice' } },
      { hand: [{ id: 'o1', card: 'Test Omen' }] },
    );
    const a = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'o1' }, pass('alice'), pass('bob'), pass('alice'), pass('bob')],
    });
    expect(a.state.turn.step).toBe('end');
    expect(a.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ delayed: 'You gain 2 life.' }) })]);
    const resolved = answer({ state: a.state, actions: [pass('alice'), pass('bob')] });
    expect(resolved.state.players[0].life).toBe(22);
  });

  it('the board: `delayed` defaults to none; a bad entry is named; text the engine does not understand is refused', () => {
    const action = { type: 'pass', player: 'alice' };
    expect(answer({ state: board(), action }).state.delayed).toBeUndefined();
    const bad = run({ state: board({ delayed: [{ ...drawLater, when: 'tomorrow' }] }), action });
    expect(bad).toMatchObject({ errors: [expect.objectContaining({ kind: 'shape', path: 'state.delayed[0].when' })] });
    const unknown = run({ state: board({ delayed: [{ ...drawLater, effect: 'Win the game.' }] }), action });
    expect(unknown).toMatchObject({
      errors: [expect.objectContaining({ code: 'UNSUPPORTED_DELAYED_TRIGGER', rule: '603.7', path: 'state.delayed[0].effect' })],
    });
  });
});
