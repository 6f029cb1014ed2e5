import { adjudicate, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';

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
const HEARTS = ['Coldsteel Heart', 'Quirion Elves', 'Sol Grail', 'Silhana Starfletcher'];
const catalog = new InMemoryCatalog(
  [
    ...SHOCKS,
    ...HEARTS,
    'Forest',
    'Island',
    'Polluted Delta',
    'Grizzly Bears',
    'Clone',
    'Voice of All',
    'Order of the Stars',
    'Lightning Bolt',
    'Mountain',
  ].map(bundledCard),
);
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

/**
 * 614.12a, 607.2d: "As CARDNAME enters, choose a color." and its linked "{T}: Add one mana of the
 * chosen color.": the choice is asked as the permanent spell resolves (decision chooseAsEnters), kept
 * on the permanent (`chosen`), and the mana ability adds that color only.
 */
describe('the chosen-color mana cards are understood in full', () => {
  it.each(HEARTS)('%s', (name) => {
    const compiled = compileCard(bundledCard(name));
    expect(compiled).toMatchObject({ support: 'full', unsupported: [] });
    expect(compiled.abilities).toContainEqual(expect.objectContaining({ effects: [{ kind: 'chooseAsEnters', choice: 'color' }] }));
    expect(compiled.abilities).toContainEqual(expect.objectContaining({ kind: 'mana', chosenColor: true, options: [] }));
  });

  it('607.2d: "the chosen color" without the card\'s own choice line stays refused', () => {
    const heart = bundledCard('Coldsteel Heart');
    const unlinked = compileCard({ ...heart, name: 'Unlinked Heart', text: '{T}: Add one mana of the chosen color.' });
    expect(unlinked).toMatchObject({ support: 'none', unsupported: ['{T}: Add one mana of the chosen color.'] });
  });
});

const islands = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `i${i}`, card: 'Island', controller: 'alice' }));
const heartInHand = () => board({ battlefield: islands(2) }, { hand: [{ id: 'ch', card: 'Coldsteel Heart' }] });
const castHeart = [{ type: 'cast', player: 'alice', card: 'ch' }, ...passes(2)];
const chooseColor = (color: string) => ({ type: 'choose', player: 'alice', decision: 't3.first-main.chooseAsEnters.ch', choice: [color] });
const heartOnBoard = (chosen?: unknown, extra: Record<string, unknown> = {}) =>
  board({
    battlefield: [{ id: 'ch', card: 'Coldsteel Heart', controller: 'alice', ...(chosen === undefined ? {} : { chosen }), ...extra }],
  });

describe('614.12a: Coldsteel Heart cast, its color chosen as it resolves', () => {
  it("the resolving Heart waits for alice's color (decision chooseAsEnters with the five colors)", () => {
    const a = answer({ state: heartInHand(), actions: castHeart });
    expect(a.legal).toBe(true);
    expect(a.decision).toMatchObject({
      id: 't3.first-main.chooseAsEnters.ch',
      player: 'alice',
      kind: 'chooseAsEnters',
      rule: '614.12a',
      options: ['W', 'U', 'B', 'R', 'G'],
      count: 1,
    });
    expect(a.state.stack).toEqual([expect.objectContaining({ id: 'ch', pendingChoice: { kind: 'enteringChoice', player: 'alice' } })]);
    expect(a.state.battlefield.find((o) => o.id === 'ch')).toBeUndefined();
    expect(cited(a)).toContain('614.12a');
    const listed = legalActionsFor(a.state, catalog);
    if (!listed.ok) throw new Error(JSON.stringify(listed.errors));
    expect(listed.value.actions.map((x) => x.action)).toEqual(expect.arrayContaining(['W', 'U', 'B', 'R', 'G'].map(chooseColor)));
  });

  it('answered red: it enters (tapped, 614.1d) with chosen.color R, and taps for {R} only', () => {
    const a = answer({ state: heartInHand(), actions: [...castHeart, chooseColor('R')] });
    expect(a.legal).toBe(true);
    const heart = a.state.battlefield.find((o) => o.id === 'ch');
    expect(heart).toMatchObject({ card: 'Coldsteel Heart', controller: 'alice', tapped: true, chosen: { color: 'R' } });
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.12a', '614.1d', '608.3']));
    expect(cited(a).lastIndexOf('614.12a')).toBeLessThan(cited(a).lastIndexOf('608.3'));
    // Untapped on a later board, it adds red.
    const untapped = { ...a.state, battlefield: a.state.battlefield.map((o) => (o.id === 'ch' ? { ...o, tapped: false } : o)) };
    const tap = answer({ state: untapped, action: { type: 'activate', player: 'alice', source: 'ch', ability: 0 } });
    expect(tap.legal).toBe(true);
    expect(tap.state.players[0].manaPool).toBe('{R}');
    const blue = answer({ state: untapped, action: { type: 'activate', player: 'alice', source: 'ch', ability: 0, mana: '{U}' } });
    expect(blue.legal).toBe(false);
    expect(blue.violations).toEqual([expect.objectContaining({ code: 'INVALID_MANA_CHOICE', rule: '605.3a' })]);
  });

  it("its chosen color pays a spell: a green Heart pays Grizzly Bears' {G}, a blue one cannot", () => {
    const bears = (color: string) =>
      board(
        {
          battlefield: [
            { id: 'ch', card: 'Coldsteel Heart', controller: 'alice', chosen: { color } },
            { id: 'i0', card: 'Island', controller: 'alice' },
          ],
        },
        { hand: [{ id: 'gb', card: 'Grizzly Bears' }] },
      );
    const green = answer({ state: bears('G'), action: { type: 'cast', player: 'alice', card: 'gb' } });
    expect(green.legal).toBe(true);
    expect(green.state.stack).toEqual([expect.objectContaining({ id: 'gb' })]);
    const blue = answer({ state: bears('U'), action: { type: 'cast', player: 'alice', card: 'gb' } });
    expect(blue.legal).toBe(false);
  });

  it('bad answers are refused with the rule: not a color (105.1), two colors; nothing moves', () => {
    const waiting = answer({ state: heartInHand(), actions: castHeart }).state;
    for (const choice of [['purple'], ['R', 'G'], []]) {
      const a = answer({ state: waiting, action: { ...chooseColor('R'), choice } });
      expect(a.legal).toBe(false);
      expect(a.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '105.1' })]);
      expect(a.state.stack).toEqual([expect.objectContaining({ id: 'ch' })]);
      expect(a.state.battlefield.find((o) => o.id === 'ch')).toBeUndefined();
    }
    const bob = answer({ state: waiting, action: { ...chooseColor('R'), player: 'bob' } });
    expect(bob.legal).toBe(false);
    expect(bob.violations).toEqual([expect.objectContaining({ code: 'NO_SUCH_DECISION' })]);
  });

  it('Quirion Elves: {T}: Add {G} still works; its other ability adds the chosen color', () => {
    const elves = board({ battlefield: [{ id: 'qe', card: 'Quirion Elves', controller: 'alice', chosen: { color: 'B' } }] });
    const g = answer({ state: elves, action: { type: 'activate', player: 'alice', source: 'qe', ability: 0 } });
    expect(g.legal).toBe(true);
    expect(g.state.players[0].manaPool).toBe('{G}');
    const b = answer({ state: elves, action: { type: 'activate', player: 'alice', source: 'qe', ability: 1 } });
    expect(b.legal).toBe(true);
    expect(b.state.players[0].manaPool).toBe('{B}');
    expect(cited(b)).toContain('605.3b');
  });
});

const PASS = { type: 'pass', player: 'alice' };

describe('614.12a: the board\'s "chosen"', () => {
  it('a Heart with its color serializes it back', () => {
    const a = answer({ state: heartOnBoard({ color: 'W' }), action: { type: 'pass', player: 'alice' } });
    expect(a.state.battlefield[0]).toMatchObject({ chosen: { color: 'W' } });
  });

  it('a Heart lacking its choice is a 422 citing 614.12a', () => {
    expect(run({ state: heartOnBoard(), action: PASS })).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'MISSING_ENTERING_CHOICE', rule: '614.12a', path: 'state.battlefield[0].chosen' })],
    });
  });

  it('a choice its card does not ask is a 422 (614.12a)', () => {
    const bears = board({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice', chosen: { color: 'G' } }] });
    expect(run({ state: bears, action: PASS })).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'NOTHING_CHOSEN_AS_IT_ENTERS', rule: '614.12a' })],
    });
    expect(run({ state: heartOnBoard({ color: 'R', player: 'bob' }), action: PASS })).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'NOTHING_CHOSEN_AS_IT_ENTERS', rule: '614.12a' })],
    });
  });

  it.each([['red'], [{ color: 'purple' }], [{ color: 'R', mood: 'happy' }], [{}], [{ creatureType: 7 }]])(
    'a "chosen" of another shape (%j) is a 400 naming the field',
    (chosen) => {
      const outcome = run({ state: heartOnBoard(chosen), action: PASS });
      expect(outcome).toMatchObject({ kind: 'invalid', errors: [expect.objectContaining({ kind: 'shape' })] });
      expect(JSON.stringify(outcome)).toContain('state.battlefield[0].chosen');
    },
  );

  it('a chosen player who is not in the game is refused', () => {
    const outcome = run({ state: heartOnBoard({ color: 'R', player: 'carol' }), action: PASS });
    expect(outcome).toMatchObject({ kind: 'invalid' });
  });

  it('a pending entering choice on a spell that asks none is a 422 (614.12a)', () => {
    const state = board({
      battlefield: islands(2),
      stack: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice', pendingChoice: { kind: 'enteringChoice', player: 'alice' } }],
      turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
    });
    expect(run({ state, action: { type: 'choose', player: 'alice', decision: 'x', choice: ['R'] } })).toMatchObject({
      kind: 'invalid',
      errors: [expect.objectContaining({ code: 'NOTHING_TO_CHOOSE', rule: '614.12a' })],
    });
  });
});

describe('614.12a: entering by a way that cannot ask the choice', () => {
  it('Clone entering as a copy of Silhana Starfletcher would choose a color with no decision: UNSUPPORTED_ENTERING_CHOICE', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'ss', card: 'Silhana Starfletcher', controller: 'bob', chosen: { color: 'G' } }] },
      { hand: [{ id: 'c1', card: 'Clone' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1' }, ...passes(2)] });
    expect(a.decision).toMatchObject({ kind: 'chooseCopy', options: ['ss', 'none'] });
    const outcome = run({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['ss'] } });
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_ENTERING_CHOICE', rule: '614.12a' });
    // As itself, the Clone enters with nothing to choose (and dies a 0/0, 704.5f).
    const itself = answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice: ['none'] } });
    expect(itself.legal).toBe(true);
    expect(cited(itself)).toEqual(expect.arrayContaining(['608.3', '704.5f']));
  });
});

describe('702.16a, 607.2d: "CARDNAME has protection from the chosen color."', () => {
  it.each(['Voice of All', 'Order of the Stars'])('%s is understood in full', (name) => {
    const compiled = compileCard(bundledCard(name));
    expect(compiled).toMatchObject({ support: 'full', unsupported: [] });
    expect(compiled.abilities).toContainEqual(
      expect.objectContaining({ effects: [{ kind: 'protectionFromChosenColor', affected: { kind: 'self' } }] }),
    );
  });

  it('without the choice line it stays refused', () => {
    const voice = bundledCard('Voice of All');
    const unlinked = compileCard({
      ...voice,
      name: 'Unlinked Voice',
      text: 'Flying\nUnlinked Voice has protection from the chosen color.',
    });
    expect(unlinked.support).toBe('partial');
    expect(unlinked.unsupported).toEqual(['Unlinked Voice has protection from the chosen color.']);
  });

  const bolt = (color: string) =>
    board(
      {
        battlefield: [
          { id: 'm0', card: 'Mountain', controller: 'alice' },
          { id: 'va', card: 'Voice of All', controller: 'bob', chosen: { color } },
        ],
      },
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
  const castBolt = { type: 'cast', player: 'alice', card: 'lb', targets: ['va'] };

  it('chosen red: Lightning Bolt cannot target it (702.16b); its characteristics say so', () => {
    const a = answer({ state: bolt('R'), action: castBolt });
    expect(a.legal).toBe(false);
    expect(a.violations).toEqual([expect.objectContaining({ rule: '702.16b' })]);
    const pass = answer({ state: bolt('R'), action: PASS });
    expect(pass.state.battlefield.find((o) => o.id === 'va')?.characteristics?.abilities).toEqual(
      expect.arrayContaining(['Protection from red']),
    );
  });

  it('chosen green: the Bolt targets it and resolves, 3 damage', () => {
    const a = answer({ state: bolt('G'), actions: [castBolt, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.find((o) => o.id === 'va')).toBeUndefined();
  });
});
