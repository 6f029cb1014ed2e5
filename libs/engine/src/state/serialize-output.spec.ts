import { adjudicate, Answer } from '../adjudicate';
import { defineCard } from '../cards/card';
import { staticCatalog } from '../testing/static-cards';
import { board } from '../testing/test-catalog';
import { CharacteristicsOutput, CompactBoardJson, printedCharacteristics } from './serialize';

/**
 * The answer's board in its three output forms (CONTRACT §3, answer size). `changed` writes an
 * object's characteristics only where the rules (613: layers, 613.4c counters) make them differ
 * from what its card prints; the verdict, the trace and every other field are the same in all three.
 */

const judge = (request: { state: unknown; action?: unknown; actions?: unknown }, characteristics?: CharacteristicsOutput): Answer => {
  const outcome = adjudicate(request, staticCatalog, characteristics === undefined ? {} : { characteristics });
  if (outcome.kind !== 'answer') throw new Error(`expected a ruling, got ${JSON.stringify(outcome)}`);
  return outcome.answer;
};
const onBoard = (state: CompactBoardJson, id: string) => state.battlefield.find((o) => o.id === id);
/** Everything but the characteristics: what the three forms must share. */
const withoutCharacteristics = (answer: Answer): unknown =>
  JSON.parse(JSON.stringify(answer), (key: string, value: unknown) => (key === 'characteristics' ? undefined : value));

const anthemBoard = board({
  battlefield: [
    { id: 'ga', card: 'Glorious Anthem', controller: 'alice' },
    { id: 'b1', card: 'Grizzly Bears', controller: 'alice' },
    { id: 'x1', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'x2', card: 'Grizzly Bears', controller: 'bob', counters: { '+1/+1': 1 } },
    { id: 'm1', card: 'Mountain', controller: 'alice' },
  ],
});
const look = { state: anthemBoard, actions: [] };

describe('answer size: characteristics all (the default), changed, none', () => {
  it('all (also when no option is given): every permanent carries its characteristics, as before', () => {
    const byDefault = judge(look);
    expect(judge(look, 'all')).toEqual(byDefault);
    for (const o of byDefault.state.battlefield) expect(o.characteristics).toBeDefined();
  });

  it('changed: the Bears under the anthem (613.4c, layer 7c) and the one with a +1/+1 counter keep theirs', () => {
    const a = judge(look, 'changed');
    expect(onBoard(a.state, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(onBoard(a.state, 'x2')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it("changed: what the rules leave as printed (bob's Bears, the anthem itself, a Mountain) carries none", () => {
    const a = judge(look, 'changed');
    for (const id of ['x1', 'ga', 'm1']) expect(onBoard(a.state, id)).not.toHaveProperty('characteristics');
    // Absent means the printed values: they are what the full form says.
    const full = judge(look, 'all');
    for (const id of ['x1', 'ga', 'm1']) {
      const o = full.state.battlefield.find((p) => p.id === id)!;
      const card = staticCatalog.find(o.card as string)!;
      expect(o.characteristics).toEqual(printedCharacteristics(card));
    }
  });

  it('none: no permanent carries characteristics; everything else is the same answer', () => {
    const none = judge(look, 'none');
    for (const o of none.state.battlefield) expect(o).not.toHaveProperty('characteristics');
    expect(withoutCharacteristics(none)).toEqual(withoutCharacteristics(judge(look)));
    expect(withoutCharacteristics(judge(look, 'changed'))).toEqual(withoutCharacteristics(judge(look)));
  });

  it("a spell on the stack whose characteristics are its card's carries none in the compact form", () => {
    const cast = judge(
      {
        state: board(
          {
            battlefield: [
              { id: 'p1', card: 'Plains', controller: 'alice' },
              { id: 'p2', card: 'Plains', controller: 'alice' },
              { id: 'p3', card: 'Plains', controller: 'alice' },
            ],
          },
          { hand: [{ id: 'h1', card: 'Glorious Anthem' }] },
        ),
        action: { type: 'cast', player: 'alice', card: 'h1' },
      },
      'changed',
    );
    expect(cast.legal).toBe(true);
    expect(cast.state.stack[0]).toMatchObject({ id: 'h1', card: 'Glorious Anthem' });
    expect(cast.state.stack[0]).not.toHaveProperty('characteristics');
  });

  it('round trip: the compact board sent back is judged exactly as the full one', () => {
    const attack = { type: 'pass', player: 'alice' };
    const fromFull = judge({ state: judge(look, 'all').state, action: attack });
    const fromCompact = judge({ state: judge(look, 'changed').state, action: attack });
    const fromNone = judge({ state: judge(look, 'none').state, action: attack });
    expect(fromCompact).toEqual(fromFull);
    expect(fromNone).toEqual(fromFull);
    expect(onBoard(fromFull.state, 'b1')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('a power that is not a plain number ("*", 208.2) is never taken as printed: always written', () => {
    const star = defineCard({ name: 'Test Star', manaCost: '{1}{G}', colors: ['G'], types: ['Creature'], power: '*', toughness: '1+*' });
    expect(printedCharacteristics(star)).toBeNull();
    const bears = staticCatalog.find('Grizzly Bears')!;
    expect(printedCharacteristics(bears)).toMatchObject({ name: 'Grizzly Bears', power: 2, toughness: 2, colors: ['G'], abilities: [] });
  });
});
