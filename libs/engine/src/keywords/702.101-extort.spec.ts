import { adjudicate, Answer } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited } from '../testing/test-catalog';
import { choose, onField } from '../testing/actions';
import { passes, perm } from '../testing/spell-cards';

/** 702.101 extort, on real cards (current Oracle text, from the bundled catalog). */
const SYNDIC = bundledCard('Syndic of Tithes'); // {1}{W} 2/2, Extort
const BOLT = bundledCard('Lightning Bolt');
const catalog = new InMemoryCatalog([SYNDIC, BOLT, bundledCard('Plains'), bundledCard('Mountain'), bundledCard('Swamp')]);
function rule(request: { state: unknown; actions?: unknown[]; action?: unknown }): Answer {
  const o = adjudicate(request, catalog);
  if (o.kind !== 'answer') throw new Error(JSON.stringify(o));
  return o.answer;
}

/** Alice controls Syndic of Tithes, a Mountain and `land`; she casts Lightning Bolt at bob. */
function cast(land = 'Plains', syndic = true) {
  const state = board(
    {
      battlefield: [...(syndic ? [perm('s', 'Syndic of Tithes', 'alice')] : []), perm('m', 'Mountain', 'alice'), perm('l', land, 'alice')],
    },
    { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] },
  );
  return rule({ state, actions: [{ type: 'cast', player: 'alice', card: 'bolt', targets: ['bob'], payment: { tap: ['m'] } }] });
}

/** The extort trigger on top of the Bolt, resolved: alice is asked whether to pay {W/B}. */
function asked(land = 'Plains') {
  const cast1 = cast(land);
  expect(cast1.state.stack.map((o) => o.id)).toHaveLength(2);
  expect(cited(cast1)).toEqual(expect.arrayContaining(['601.2i', '603.2', '702.101a']));
  const waiting = rule({ state: cast1.state, actions: passes(2) });
  expect(waiting.decision).toMatchObject({ player: 'alice' });
  expect(cited(waiting)).toContain('608.2d');
  return waiting;
}

describe('702.101 extort', () => {
  it('is understood: a cast trigger with a "you may pay {W/B}" drain', () => {
    expect(compileCard(SYNDIC).support).toBe('full');
    expect(compileCard(SYNDIC).abilities).toContainEqual(
      expect.objectContaining({
        trigger: expect.objectContaining({ event: 'cast', whose: 'you' }),
        effects: [expect.objectContaining({ kind: 'optional', pay: '{W/B}' })],
        rule: '702.101a',
      }),
    );
  });

  it('702.101a: alice pays {W/B} with a Plains: bob loses 1 life, alice gains 1; then the Bolt resolves', () => {
    const waiting = asked();
    const paid = rule({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(paid.legal).toBe(true);
    expect(paid.state.players[1].life).toBe(19);
    expect(paid.state.players[0].life).toBe(21);
    expect(onField(paid, 'l')?.tapped).toBe(true);
    const bolt = rule({ state: paid.state, actions: passes(2) });
    expect(bolt.state.players[1].life).toBe(16);
  });

  it('107.4e: a Swamp pays the hybrid {W/B} too', () => {
    const waiting = asked('Swamp');
    const paid = rule({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(paid.state.players[1].life).toBe(19);
    expect(paid.state.players[0].life).toBe(21);
  });

  it('608.2d: declined, nothing happens', () => {
    const waiting = asked();
    const no = rule({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(no.state.players[1].life).toBe(20);
    expect(no.state.players[0].life).toBe(20);
    expect(onField(no, 'l')?.tapped).toBeFalsy();
  });

  it('608.2d: a Mountain cannot pay {W/B}: "yes" is refused, nothing changes', () => {
    const waiting = asked('Mountain');
    const yes = rule({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(yes.legal).toBe(false);
    expect(yes.state.players[1].life).toBe(20);
  });

  it('601.2i: without the Syndic, casting the Bolt triggers nothing', () => {
    const cast1 = cast('Plains', false);
    expect(cast1.state.stack).toHaveLength(1);
    expect(cited(cast1)).not.toContain('702.101a');
  });
});
