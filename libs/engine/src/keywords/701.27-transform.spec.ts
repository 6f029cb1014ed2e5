import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { lands, perm } from '../testing/spell-cards';
import { choose, onField, passes, playUntil as playOn } from '../testing/actions';

/**
 * 701.27a transform, triggered by the Innistrad werewolves' upkeep abilities with an intervening
 * "if" (603.4) that reads the spells cast last turn (601.2i): real cards of the bundled catalog.
 */
const NAMES = [
  'Reckless Waif', // {R} 1/1; "At the beginning of each upkeep, if no spells were cast last turn, transform Reckless Waif."
  'Merciless Predator', // 3/2; "... if a player cast two or more spells last turn, transform Merciless Predator."
  'Gatstaf Shepherd',
  'Gatstaf Howler', // Intimidate, and the back face's trigger
];
const CARDS = NAMES.map(bundledCard);
const DELVER = ['Delver of Secrets', 'Insectile Aberration'].map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...DELVER, ...['Lightning Bolt', 'Mountain', 'Grizzly Bears'].map(bundledCard)]);
const answer = rulingsWith(catalog);

/** Alice's untap step, turn 5, with what the board says about last turn. */
const atUntap = (battlefield: unknown[], lastTurn: Record<string, unknown>) =>
  board({ battlefield, turn: { number: 5, active: 'alice', step: 'untap', priority: null, ...lastTurn } });

const transformed = (a: Answer, id: string) => onField(a, id)?.transformed === true;

const playUntil = (from: Answer, stop: (a: Answer) => boolean) => playOn(answer, from, stop);
/** The upkeep of `turn`, once its triggers have resolved (the draw step begins). */
const drawStepOf = (turn: number) => (a: Answer) => a.state.turn.number === turn && a.state.turn.step === 'draw';

describe('the werewolves: "At the beginning of each upkeep, if no spells were cast last turn, transform CARDNAME."', () => {
  it('both faces are understood in full, with the intervening "if" (603.4)', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
    expect(compileCard(bundledCard('Reckless Waif')).abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'each' },
      condition: { kind: 'noSpellsCastLastTurn' },
      effects: [{ kind: 'transformSource' }],
    });
    expect(compileCard(bundledCard('Merciless Predator')).abilities[0]).toMatchObject({
      condition: { kind: 'playerCastTwoSpellsLastTurn' },
    });
  });

  it('603.4, 701.27a: no spell was cast last turn: Reckless Waif transforms in the upkeep (its back face up, the same object)', () => {
    const a = answer({ state: atUntap([perm('w', 'Reckless Waif', 'alice')], { spellsCastLastTurn: 0 }), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'w')).toMatchObject({ card: 'Reckless Waif', transformed: true });
    expect(onField(a, 'w')?.characteristics).toMatchObject({ name: 'Merciless Predator', power: 3, toughness: 2 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '701.27a', '712.18']));
    // 603.4: the condition is true as it triggers and again as it resolves: said, never as a failure.
    expect(a.trace.filter((t) => t.rule === '603.4').map((t) => t.event)).toEqual(['condition', 'condition']);
  });

  it("each upkeep: bob's werewolf transforms in alice's upkeep too", () => {
    const a = answer({ state: atUntap([perm('w', 'Gatstaf Shepherd', 'bob')], { spellsCastLastTurn: 0 }), actions: passes(2) });
    expect(onField(a, 'w')).toMatchObject({ transformed: true });
    expect(onField(a, 'w')?.characteristics).toMatchObject({ name: 'Gatstaf Howler', power: 3, toughness: 3 });
  });

  it('603.4: one spell was cast last turn: the ability does not trigger, the werewolf stays as it is', () => {
    const a = answer({ state: atUntap([perm('w', 'Reckless Waif', 'alice')], { spellsCastLastTurn: 1 }), actions: [] });
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(transformed(a, 'w')).toBe(false);
    expect(cited(a)).toContain('603.4');
    expect(cited(a)).not.toContain('701.27a');
  });

  it('playing the game: no spell in turn 3, the werewolf transforms in turn 4; a spell in turn 3, it does not', () => {
    const quiet = answer({
      state: board({ battlefield: [perm('w', 'Reckless Waif', 'alice')] }),
      actions: [],
    });
    const turn4 = playUntil(quiet, drawStepOf(4));
    expect(turn4.state.turn).toMatchObject({ spellsCastLastTurn: 0 });
    expect(transformed(turn4, 'w')).toBe(true);

    const busy = answer({
      state: board(
        { battlefield: [perm('w', 'Reckless Waif', 'alice'), ...lands('Mountain', 'm', 1)] },
        { hand: [{ id: 'b', card: 'Lightning Bolt' }] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'b', targets: ['bob'] }, ...passes(2)],
    });
    expect(busy.state.turn).toMatchObject({ spellsCast: 1, spellsCastBy: { alice: 1 } });
    const turn4b = playUntil(busy, drawStepOf(4));
    expect(turn4b.state.turn).toMatchObject({ spellsCastLastTurn: 1, spellsCastLastTurnBy: { alice: 1 } });
    expect(turn4b.state.turn).not.toHaveProperty('spellsCast');
    expect(transformed(turn4b, 'w')).toBe(false);
  });
});

describe('the back faces: "if a player cast two or more spells last turn, transform CARDNAME."', () => {
  const predator = () => perm('w', 'Reckless Waif', 'alice', { transformed: true });

  it('bob cast two spells last turn: Merciless Predator transforms back into Reckless Waif', () => {
    const a = answer({ state: atUntap([predator()], { spellsCastLastTurn: 2, spellsCastLastTurnBy: { bob: 2 } }), actions: passes(2) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'w')).not.toHaveProperty('transformed');
    expect(onField(a, 'w')?.characteristics).toMatchObject({ name: 'Reckless Waif', power: 1, toughness: 1 });
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '701.27a', '712.18']));
  });

  it('two spells, one by each player: no player cast two, it stays transformed (603.4)', () => {
    const a = answer({
      state: atUntap([predator()], { spellsCastLastTurnBy: { alice: 1, bob: 1 } }),
      actions: [],
    });
    expect(a.state.turn).toMatchObject({ spellsCastLastTurn: 2 });
    expect(transformed(a, 'w')).toBe(true);
    expect(cited(a)).toContain('603.4');
  });

  it('playing the game: alice casts two Lightning Bolts in turn 3 (601.2i), Merciless Predator transforms back in turn 4', () => {
    const state = board(
      { battlefield: [predator(), perm('gb', 'Grizzly Bears', 'bob'), ...lands('Mountain', 'm', 2)] },
      {
        hand: [
          { id: 'b1', card: 'Lightning Bolt' },
          { id: 'b2', card: 'Lightning Bolt' },
        ],
      },
    );
    const cast = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'b1', targets: ['bob'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'b2', targets: ['gb'] },
        ...passes(2),
      ],
    });
    expect(cast.legal).toBe(true);
    expect(cast.state.turn).toMatchObject({ spellsCast: 2, spellsCastBy: { alice: 2 } });
    expect(cited(cast)).toContain('601.2i');
    const turn4 = playUntil(cast, drawStepOf(4));
    expect(turn4.state.turn).toMatchObject({ spellsCastLastTurn: 2, spellsCastLastTurnBy: { alice: 2 } });
    expect(transformed(turn4, 'w')).toBe(false);
    expect(onField(turn4, 'w')?.characteristics).toMatchObject({ name: 'Reckless Waif' });
  });
});

describe('603.4: what the board does not say is refused, never guessed', () => {
  it('a werewolf in the upkeep with no spellsCastLastTurn on the board: UNSUPPORTED_SPELLS_LAST_TURN', () => {
    const out = adjudicate({ state: atUntap([perm('w', 'Reckless Waif', 'alice')], {}), actions: passes(2) }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_SPELLS_LAST_TURN', rule: '603.4' });
  });

  it('outside the upkeep, a werewolf on a board that does not say what was cast last turn is ruled as usual', () => {
    const state = board(
      { battlefield: [perm('w', 'Reckless Waif', 'bob'), ...lands('Mountain', 'm', 1)] },
      { hand: [{ id: 'b', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'b', targets: ['w'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'w')).toBeUndefined();
    expect(a.state.turn).toMatchObject({ spellsCast: 1, spellsCastBy: { alice: 1 } });
  });

  it('two spells last turn, one of them by a player the board does not name: UNSUPPORTED_SPELLS_LAST_TURN', () => {
    const state = atUntap([perm('w', 'Reckless Waif', 'alice', { transformed: true })], {
      spellsCastLastTurn: 2,
      spellsCastLastTurnBy: { alice: 1 },
    });
    expect(adjudicate({ state, actions: passes(2) }, catalog)).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_SPELLS_LAST_TURN',
    });
  });

  it('a total below what the players named cast, or a player not in the game, is a refused board', () => {
    const below = adjudicate({ state: atUntap([], { spellsCastLastTurn: 1, spellsCastLastTurnBy: { bob: 2 } }), actions: [] }, catalog);
    expect(below).toMatchObject({ kind: 'invalid' });
    expect(JSON.stringify(below)).toContain('SPELLS_CAST_TOO_FEW');
    const stranger = adjudicate({ state: atUntap([], { spellsCastBy: { carol: 1 } }), actions: [] }, catalog);
    expect(JSON.stringify(stranger)).toContain('UNKNOWN_PLAYER');
  });
});

describe('Delver of Secrets: "At the beginning of your upkeep, look at the top card of your library. You may reveal that card. If an instant or sorcery card is revealed this way, transform CARDNAME."', () => {
  /** Alice's upkeep begins with Delver of Secrets and this library; its trigger resolves and asks whether she reveals. */
  const asked = (library: unknown) => {
    const state = board(
      { battlefield: [perm('d', 'Delver of Secrets', 'alice')], turn: { number: 5, active: 'alice', step: 'untap', priority: null } },
      { library },
    );
    return answer({ state, actions: passes(2) });
  };

  it('both faces are understood in full; the reveal is the "you may" (608.2d)', () => {
    for (const c of DELVER) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(DELVER[0]).abilities[0]).toMatchObject({
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      effects: [{ kind: 'optional', effects: [{ kind: 'revealTopThenTransform', types: ['Instant', 'Sorcery'] }] }],
    });
  });

  it('701.20a, 701.27a: alice reveals a Lightning Bolt on top: Delver of Secrets becomes Insectile Aberration, the Bolt stays on top', () => {
    const waiting = asked(['Lightning Bolt', 'Mountain']);
    expect(waiting.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice' });
    const a = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(a.legal).toBe(true);
    expect(onField(a, 'd')).toMatchObject({ card: 'Delver of Secrets', transformed: true });
    expect(onField(a, 'd')?.characteristics).toMatchObject({ name: 'Insectile Aberration', power: 3, toughness: 2 });
    expect((a.state.players[0].library as { card?: string }[]).map((o) => o.card)).toEqual(['Lightning Bolt', 'Mountain']);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2d', '701.20a', '701.27a', '712.18']));
  });

  it('a Mountain revealed is no instant or sorcery: Delver of Secrets does not transform (608.2c)', () => {
    const waiting = asked(['Mountain', 'Lightning Bolt']);
    const a = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(transformed(a, 'd')).toBe(false);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '608.2c']));
    expect(cited(a)).not.toContain('701.27a');
  });

  it('alice chooses not to reveal the Lightning Bolt: nothing transforms', () => {
    const waiting = asked(['Lightning Bolt']);
    const a = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(transformed(a, 'd')).toBe(false);
    expect(cited(a)).not.toContain('701.20a');
  });

  it("bob's upkeep does not trigger it (your upkeep)", () => {
    const state = board(
      { battlefield: [perm('d', 'Delver of Secrets', 'alice')], turn: { number: 6, active: 'bob', step: 'untap', priority: null } },
      { library: ['Lightning Bolt'] },
    );
    const a = answer({ state, actions: [] });
    expect(a.decision).toMatchObject({ kind: 'priority', player: 'bob' });
    expect(a.state.stack).toEqual([]);
  });

  it('an empty library: nothing is revealed, nothing transforms', () => {
    const waiting = asked([]);
    const a = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(transformed(a, 'd')).toBe(false);
    expect(cited(a)).toContain('701.20e');
  });

  it('a hidden top card revealed is refused as UNSUPPORTED_HIDDEN_CARD, never guessed', () => {
    const waiting = asked({ count: 30 });
    const out = adjudicate({ state: waiting.state, actions: [choose(waiting, ['yes'])] }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e' });
  });
});
