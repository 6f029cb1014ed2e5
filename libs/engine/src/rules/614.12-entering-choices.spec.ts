import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 614.12a: a replacement effect that modifies how a permanent enters and asks a choice has it made
 * before the permanent enters: the shock lands, "As CARDNAME enters the battlefield, you may pay 2
 * life. If you don't, CARDNAME enters the battlefield tapped." (119.4: paying life is losing it, and
 * only with that much life). Played as a land, the choice travels on the action (`payLife`); put onto
 * the battlefield by an effect, no action carries it: not guessed.
 */
const SHOCKS = [
  'Hallowed Fountain',
  'Steam Vents',
  'Overgrown Tomb',
  'Godless Shrine',
  'Sacred Foundry',
  'Stomping Ground',
  'Watery Grave',
  'Blood Crypt',
  'Temple Garden',
  'Breeding Pool',
];
const catalog = new InMemoryCatalog([...SHOCKS, 'Forest', 'Island', 'Polluted Delta'].map(bundledCard));
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cited = (a: { trace: { rule: string }[] }) => a.trace.map((t) => t.rule);
const vents = (alice: Record<string, unknown> = {}) => board({}, { hand: [{ id: 'sv', card: 'Steam Vents' }], ...alice });

describe('the ten shock lands are understood in full', () => {
  it.each(SHOCKS)('%s', (name) => {
    const compiled = compileCard(bundledCard(name));
    expect(compiled).toMatchObject({ support: 'full', unsupported: [] });
    expect(compiled.abilities).toContainEqual(expect.objectContaining({ effects: [{ kind: 'payLifeOrEntersTapped', life: 2 }] }));
  });
});

describe('614.12a, 119.4: Steam Vents played as a land', () => {
  it('payLife: alice pays 2 life before it enters; it enters untapped, 20 -> 18', () => {
    const a = answer({ state: vents(), action: { type: 'playLand', player: 'alice', card: 'sv', payLife: true } });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield).toEqual([expect.objectContaining({ id: 'sv', card: 'Steam Vents', controller: 'alice' })]);
    expect(a.state.battlefield[0].tapped ?? false).toBe(false);
    expect(a.state.players[0].life).toBe(18);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.12a', '119.4', '305.1']));
    expect(cited(a)).not.toContain('614.1d');
    // The choice is made before it enters (614.12a): cited before the land play itself.
    expect(cited(a).indexOf('614.12a')).toBeLessThan(cited(a).indexOf('305.1'));
  });

  it('no payLife (or false): no life paid, it enters tapped (614.1d)', () => {
    for (const action of [
      { type: 'playLand', player: 'alice', card: 'sv' },
      { type: 'playLand', player: 'alice', card: 'sv', payLife: false },
    ]) {
      const a = answer({ state: vents(), action });
      expect(a.legal).toBe(true);
      expect(a.state.battlefield).toEqual([expect.objectContaining({ id: 'sv', tapped: true })]);
      expect(a.state.players[0].life).toBe(20);
      expect(cited(a)).toEqual(expect.arrayContaining(['614.12a', '614.1d']));
      expect(cited(a)).not.toContain('119.4');
    }
  });

  it('at 1 life she cannot pay 2 (119.4): payLife refused, nothing moves; not paying is still legal', () => {
    const refused = answer({ state: vents({ life: 1 }), action: { type: 'playLand', player: 'alice', card: 'sv', payLife: true } });
    expect(refused.legal).toBe(false);
    expect(refused.violations).toEqual([expect.objectContaining({ code: 'CANNOT_PAY_LIFE', rule: '119.4' })]);
    expect(refused.state.battlefield).toEqual([]);
    expect(refused.state.players[0].life).toBe(1);
    const tapped = answer({ state: vents({ life: 1 }), action: { type: 'playLand', player: 'alice', card: 'sv' } });
    expect(tapped.legal).toBe(true);
    expect(tapped.state.battlefield).toEqual([expect.objectContaining({ id: 'sv', tapped: true })]);
    expect(tapped.state.players[0].life).toBe(1);
  });

  it('at exactly 2 life she may pay (119.4: greater than or equal), and loses the game at 0 life (704.5a)', () => {
    const a = answer({ state: vents({ life: 2 }), action: { type: 'playLand', player: 'alice', card: 'sv', payLife: true } });
    expect(a.legal).toBe(true);
    expect(a.state.players[0].life).toBe(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['119.4', '704.5a']));
  });

  it('payLife on a Forest (it asks no life as it enters): refused naming payLife, with 614.12a', () => {
    const a = answer({
      state: board({}, { hand: [{ id: 'fo', card: 'Forest' }] }),
      action: { type: 'playLand', player: 'alice', card: 'fo', payLife: true },
    });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ code: 'NOTHING_TO_PAY', rule: '614.12a' })]);
    expect(a.violations[0].message).toContain('payLife');
    expect(a.state.battlefield).toEqual([]);
  });

  it('payLife of another shape (not a boolean) is a 400 naming the field', () => {
    const outcome = run({ state: vents(), action: { type: 'playLand', player: 'alice', card: 'sv', payLife: 'yes' } });
    expect(outcome).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ kind: 'shape', path: 'action.payLife' })] });
  });
});

describe('legal actions: both ways of playing a shock land', () => {
  it('Steam Vents is listed paying and not paying; the Forest only once, with no payLife', () => {
    const listed = legalActionsFor(
      board(
        {},
        {
          hand: [
            { id: 'sv', card: 'Steam Vents' },
            { id: 'fo', card: 'Forest' },
          ],
        },
      ),
      catalog,
    );
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const plays = listed.value.actions.map((a) => a.action).filter((a) => a.type === 'playLand');
    expect(plays).toEqual(
      expect.arrayContaining([
        { type: 'playLand', player: 'alice', card: 'sv' },
        { type: 'playLand', player: 'alice', card: 'sv', payLife: true },
        { type: 'playLand', player: 'alice', card: 'fo' },
      ]),
    );
    expect(plays).toHaveLength(3);
  });

  it('at 1 life only the tapped way is listed (119.4)', () => {
    const listed = legalActionsFor(vents({ life: 1 }), catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    const plays = listed.value.actions.map((a) => a.action).filter((a) => a.type === 'playLand');
    expect(plays).toEqual([{ type: 'playLand', player: 'alice', card: 'sv' }]);
  });
});

describe('614.12a: put onto the battlefield by an effect, no action carries the choice', () => {
  it('Polluted Delta finding Watery Grave: UNSUPPORTED_REPLACEMENT_CHOICE, not a guess', () => {
    const a = answer({
      state: board({ battlefield: [{ id: 'pd', card: 'Polluted Delta', controller: 'alice' }] }, { library: ['Watery Grave', 'Forest'] }),
      actions: [
        { type: 'activate', player: 'alice', source: 'pd', ability: 0 },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.decision).toMatchObject({ kind: 'chooseSearch', options: ['alice.library.0'] });
    const outcome = run({
      state: a.state,
      action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['alice.library.0'] },
    });
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_REPLACEMENT_CHOICE', rule: '614.12a' });
  });
});
