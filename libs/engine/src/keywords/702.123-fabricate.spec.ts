import { adjudicate } from '../adjudicate';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { PLAINS, SWAMP, lands, passes } from '../testing/spell-cards';
import { choose, onField } from '../testing/actions';

/** 702.123 fabricate, on real cards (current Oracle text, from the bundled catalog). */
const ARTISAN = bundledCard('Glint-Sleeve Artisan'); // {2}{W} 2/2, Fabricate 1
const MASTER = bundledCard('Marionette Master'); // {4}{B}{B} 4/4, Fabricate 3, ...
const catalog = new InMemoryCatalog([ARTISAN, MASTER, PLAINS, SWAMP]);
const answer = rulingsWith(catalog);
const cast = (card: string) => ({ type: 'cast', player: 'alice', card });

/** Alice with `n` Plains and Glint-Sleeve Artisan in hand. */
const withArtisan = (n = 3) => board({ battlefield: lands('Plains', 'p', n) }, { hand: [{ id: 'g', card: 'Glint-Sleeve Artisan' }] });

/** Cast, resolve, the fabricate trigger on the stack, then resolved: it asks its controller (608.2d). */
function asked() {
  const entered = answer({ state: withArtisan(), actions: [cast('g'), ...passes(2)] });
  expect(onField(entered, 'g')).toBeDefined();
  expect(entered.state.stack).toEqual([
    expect.objectContaining({ controller: 'alice', ability: expect.objectContaining({ source: 'g' }) }),
  ]);
  expect(cited(entered)).toEqual(expect.arrayContaining(['603.2', '702.123a']));
  const waiting = answer({ state: entered.state, actions: passes(2) });
  expect(waiting.decision).toMatchObject({ player: 'alice' });
  expect(cited(waiting)).toContain('608.2d');
  return waiting;
}

describe('702.123 fabricate', () => {
  it('is understood: an enters trigger, "you may" counters, otherwise Servo tokens', () => {
    for (const c of [ARTISAN, MASTER]) expect(compileCard(c).support).toBe('full');
    expect(compileCard(MASTER).abilities).toContainEqual(
      expect.objectContaining({
        kind: 'triggered',
        trigger: { event: 'enters', who: 'self' },
        effects: [
          expect.objectContaining({
            kind: 'optional',
            effects: [{ kind: 'counters', counter: '+1/+1', n: 3, rule: '702.123a', objects: { kind: 'source' } }],
            otherwise: [expect.objectContaining({ kind: 'createTokens', count: 3 })],
          }),
        ],
        rule: '702.123a',
      }),
    );
  });

  it('702.123a: Glint-Sleeve Artisan, counters chosen: a 3/3, no token', () => {
    const waiting = asked();
    const done = answer({ state: waiting.state, action: choose(waiting, ['yes']) });
    expect(onField(done, 'g')).toMatchObject({ counters: { '+1/+1': 1 } });
    expect(onField(done, 'g')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
    expect(done.state.battlefield.filter((o) => o.token)).toEqual([]);
    expect(cited(done)).toContain('702.123a');
    expect(done.state.stack).toEqual([]);
  });

  it('702.123a: counters declined: one 1/1 colorless Servo artifact creature token, the Artisan stays a 2/2', () => {
    const waiting = asked();
    const done = answer({ state: waiting.state, action: choose(waiting, ['no']) });
    expect(onField(done, 'g')?.counters).toEqual({});
    const tokens = done.state.battlefield.filter((o) => o.token);
    expect(tokens).toHaveLength(1);
    expect(tokens[0]).toMatchObject({ controller: 'alice' });
    expect(tokens[0].characteristics).toMatchObject({
      power: 1,
      toughness: 1,
      colors: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Servo'],
    });
  });

  it('702.123a: Marionette Master, fabricate 3 declined: three Servos', () => {
    const state = board({ battlefield: lands('Swamp', 's', 6) }, { hand: [{ id: 'm', card: 'Marionette Master' }] });
    const entered = answer({ state, actions: [cast('m'), ...passes(4)] });
    const done = answer({ state: entered.state, action: choose(entered, ['no']) });
    expect(done.state.battlefield.filter((o) => o.token)).toHaveLength(3);
    expect(onField(done, 'm')?.counters).toEqual({});
  });

  it('608.2d: only its controller answers; bob cannot choose for alice', () => {
    const waiting = asked();
    const outcome = adjudicate({ state: waiting.state, actions: [{ ...choose(waiting, ['yes']), player: 'bob' }] }, catalog);
    expect(outcome.kind === 'answer' && outcome.answer.legal).toBe(false);
  });

  it('601.2h: two Plains cannot pay for the Artisan: no spell, no trigger', () => {
    const outcome = adjudicate({ state: withArtisan(2), actions: [cast('g')] }, catalog);
    expect(outcome.kind === 'answer' && outcome.answer.legal).toBe(false);
  });
});
