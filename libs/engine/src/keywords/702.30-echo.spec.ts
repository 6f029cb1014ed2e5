import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes, playUntil as playOn } from '../testing/actions';
import * as copyAndKeywordBoards from '../testing/copy-and-keyword-boards';

/** Current Oracle text of Pouncing Jaguar and Simian Grunts. */
const jaguar = defineCard({
  name: 'Pouncing Jaguar',
  manaCost: '{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Cat'],
  power: '2',
  toughness: '2',
  text: 'Echo {G}',
});
const grunts = defineCard({
  name: 'Simian Grunts',
  manaCost: '{2}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Monkey'],
  power: '3',
  toughness: '4',
  text: 'Flash\nEcho {2}{G}',
});
const catalog = new InMemoryCatalog([jaguar, grunts, ...['Forest'].map((n) => testCatalog.find(n) as CardDefinition)]);
const answer = rulingsWith(catalog);
const forests = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}f${i}`, card: 'Forest', controller }));
const atUntap = (permanents: unknown[]) =>
  board({ battlefield: permanents, turn: { number: 5, active: 'alice', step: 'untap', priority: null } });
const echoTriggered = (a: Answer) => a.trace.some((t) => t.rule === '603.2' && t.text.includes('Echo'));

/** The rules cited along the way by playUntil. */
let seen: string[] = [];

/** Plays on with no action of note, paying echo and discarding the first cards asked for, until `stop` says so. */
function playUntil(from: Answer, stop: (a: Answer) => boolean): Answer {
  seen = [];
  const other = (d: NonNullable<Answer['decision']>) =>
    d.kind === 'payCost'
      ? { type: 'choose', player: d.player, decision: d.id, choice: ['pay'] }
      : d.kind === 'discard'
        ? { type: 'choose', player: d.player, decision: d.id, choice: (d.options ?? []).slice(0, d.count) }
        : null;
  return playOn(answer, from, stop, other, (a) => seen.push(...cited(a)));
}
const upkeepOf = (turn: number) => (a: Answer) => a.state.turn.number === turn && a.state.turn.step === 'upkeep';

describe('702.30 echo', () => {
  it('is understood as an upkeep triggered ability with an intervening "if"', () => {
    const c = compileCard(jaguar);
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      condition: { kind: 'cameUnderControlSinceLastUpkeep' },
    });
  });

  it("702.30a: cast on turn 3, it asks for its echo cost at its controller's next upkeep (turn 5) and never again", () => {
    const cast = answer({
      state: board({ battlefield: forests(2) }, { hand: [{ id: 'j1', card: 'Pouncing Jaguar' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'j1' }, ...passes(2)],
    });
    expect(cast.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ upkeepsSinceControl: 0 });
    // Bob's upkeep (turn 4) is not alice's: no echo.
    const turn4 = playUntil(cast, (a) => a.state.turn.number === 4 && a.state.turn.step === 'draw');
    expect(turn4.state.battlefield.some((o) => o.id === 'j1')).toBe(true);
    expect(seen).not.toContain('702.30a');
    const turn5 = playUntil(
      turn4,
      (a) =>
        a.decision?.kind === 'payCost' ||
        (upkeepOf(5)(a) && a.state.stack.length === 0 && a.state.pending.length === 0 && echoTriggered(a)),
    );
    expect(turn5.state.turn).toMatchObject({ number: 5, step: 'upkeep' });
    expect(turn5.decision).toMatchObject({ kind: 'payCost', player: 'alice', rule: '702.30a', options: ['pay', 'decline'] });
    const paid = answer({ state: turn5.state, action: { type: 'choose', player: 'alice', decision: turn5.decision?.id, choice: ['pay'] } });
    expect(cited(paid)).toEqual(expect.arrayContaining(['702.30a', '608.2n']));
    expect(paid.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ upkeepsSinceControl: 1 });
    // Turn 7: it has been under alice's control since before her last upkeep began.
    const turn7 = playUntil(paid, (a) => a.state.turn.number === 7 && a.state.turn.step === 'draw');
    expect(turn7.state.battlefield.find((o) => o.id === 'j1')).toBeDefined();
    expect(seen).not.toContain('702.30a');
    expect(seen).toContain('503.1');
    expect(turn7.state.battlefield.find((o) => o.id === 'j1')?.upkeepsSinceControl).toBeUndefined();
  });

  it('without the mana, the permanent is sacrificed (701.21a)', () => {
    const a = answer({
      state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 0 }]),
      actions: passes(2),
    });
    expect(a.state.battlefield).toEqual([]);
    expect(a.state.players[0].graveyard).toEqual([{ id: 'j1', card: 'Pouncing Jaguar' }]);
    expect(cited(a)).toEqual(expect.arrayContaining(['603.2', '603.3', '702.30a', '701.21a']));
  });

  it('declining to pay sacrifices it', () => {
    const asked = answer({
      state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 0 }, ...forests(1)]),
      actions: passes(2),
    });
    expect(asked.decision).toMatchObject({ kind: 'payCost', rule: '702.30a' });
    const declined = answer({
      state: asked.state,
      action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['decline'] },
    });
    expect(declined.state.battlefield.map((o) => o.id)).toEqual(['af0']);
  });

  it("a permanent under its controller's control since before their last upkeep does not trigger (the board default)", () => {
    const a = answer({ state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice' }, ...forests(1)]), actions: passes(2) });
    expect(echoTriggered(a)).toBe(false);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['j1', 'af0']);
  });

  it("the opponent's upkeep does not trigger it", () => {
    const a = answer({
      state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'bob', upkeepsSinceControl: 0 }]),
      actions: passes(2),
    });
    expect(echoTriggered(a)).toBe(false);
    expect(a.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ upkeepsSinceControl: 0 });
  });

  it('603.4: the "if" is checked again on resolution: an echo trigger on the stack of a permanent that had been there does nothing', () => {
    const state = board({
      battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice' }],
      stack: [{ id: 'e1', ability: { source: 'j1', index: 0, triggered: true }, controller: 'alice' }],
      turn: { number: 5, active: 'alice', step: 'upkeep', priority: 'alice' },
    });
    const a = answer({ state, actions: passes(2) });
    expect(cited(a)).toContain('603.4');
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['j1']);
  });

  it("a permanent that comes under its controller's control during their upkeep pays echo at their next upkeep, not this one", () => {
    const state = board(
      { battlefield: forests(6), turn: { number: 5, active: 'alice', step: 'upkeep', priority: 'alice' } },
      { hand: [{ id: 'g1', card: 'Simian Grunts' }] },
    );
    const cast = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'g1' }, ...passes(2)] });
    expect(cast.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ upkeepsSinceControl: 0 });
    expect(echoTriggered(cast)).toBe(false);
    const next = playUntil(cast, (a) => a.decision?.kind === 'payCost' || (a.state.turn.number >= 7 && a.state.turn.step === 'draw'));
    expect(next.state.turn).toMatchObject({ number: 7, step: 'upkeep' });
    expect(next.decision).toMatchObject({ kind: 'payCost', rule: '702.30a' });
  });

  it('upkeepsSinceControl is read and checked like the other permanent fields', () => {
    const bad = adjudicate(
      { state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: -1 }]), action: passes(1)[0] },
      catalog,
    );
    expect(bad.kind).toBe('invalid');
    const odd = adjudicate(
      { state: atUntap([{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', upkeepsSinceControl: 'new' }]), action: passes(1)[0] },
      catalog,
    );
    expect(odd.kind === 'invalid' && odd.errors[0].path).toBe('state.battlefield[0].upkeepsSinceControl');
  });
});

describe('702.30a: echo on a board', () => {
  const { answer, stable, board } = copyAndKeywordBoards;

  it("702.30a, 302.6: a summoning-sick permanent on a board came under its controller's control since their last upkeep began: its echo triggers at their next upkeep", () => {
    // Bob's end step, turn 4: alice's Jaguar, cast during this turn (it is summoning sick), has not paid echo yet.
    const state = board({
      battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', summoningSick: true }],
      turn: { number: 4, active: 'bob', step: 'end', priority: 'bob' },
    });
    const a = answer({
      state,
      actions: [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ],
    });
    expect(a.state.turn).toMatchObject({ number: 5, active: 'alice', step: 'upkeep' });
    expect(a.trace.some((t) => t.rule === '603.2' && t.text.includes('Echo'))).toBe(true);
    // An explicit value still decides, and reads back the same.
    const told = answer({
      state: {
        ...state,
        battlefield: [{ id: 'j1', card: 'Pouncing Jaguar', controller: 'alice', summoningSick: true, upkeepsSinceControl: 2 }],
      },
      action: { type: 'pass', player: 'bob' },
    });
    stable(told);
  });
});
