import { adjudicate, Answer, Outcome } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { CardDefinition } from '../cards/card';
import { bundledCard } from '../testing/bundled-catalog';
import { board, rulingsWith } from '../testing/test-catalog';

/**
 * 701.20a, 701.20e, 608.2c, 401.4: the top cards of a library looked at or revealed, some picked from among them, the
 * rest put somewhere, real cards of the bundled catalog, their enters triggers resolving. One pending choice (`look`):
 * the answer names the cards picked, then "rest", then the others in their new order. The cards must be given
 * (UNSUPPORTED_HIDDEN_CARD otherwise, never a guess).
 */
const catalog = new InMemoryCatalog(
  [
    'Glint-Nest Crane',
    'Goblin Ringleader',
    'Satyr Wayfinder',
    'Coiling Oracle',
    'Neurok Familiar',
    'Sultai Soothsayer',
    'Grizzly Bears',
    'Goblin Guide',
    'Ornithopter',
    'Mountain',
    'Island',
    'Forest',
    'Lightning Bolt',
    'Contingency Plan',
    'Orcish Spy',
    'Plains',
    'Mayael the Anima',
    'Craw Wurm',
    "Nissa, Nature's Artisan",
    'Browse',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const run = (request: Record<string, unknown>): Outcome => adjudicate(request as { state: unknown }, catalog);
const cards = (zone: unknown) => (zone as { card?: string }[]).map((o) => o.card);
const choose = (a: Answer, choice: string[]) =>
  answer({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice } });
const rules = (a: Answer) => a.trace.map((t) => t.rule);

/** Alice casts `card` with `mana`, this library; the spell resolves, then its enters trigger. */
const cast = (card: string, mana: string, library: unknown) => ({
  state: board({}, { hand: [{ id: 'c', card }], manaPool: mana, library }),
  actions: [
    { type: 'cast', player: 'alice', card: 'c' },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
    { type: 'pass', player: 'alice' },
    { type: 'pass', player: 'bob' },
  ],
});
const LIBRARY = ['Grizzly Bears', 'Mountain', 'Lightning Bolt', 'Goblin Guide', 'Island'];

describe('Glint-Nest Crane: "look at the top four cards of your library. You may reveal an artifact card from among them and put it into your hand. Put the rest on the bottom of your library in any order."', () => {
  const library = ['Grizzly Bears', 'Mountain', 'Lightning Bolt', 'Ornithopter', 'Island'];
  const entered = (cards: unknown = library) => cast('Glint-Nest Crane', '{C}{U}', cards);

  it('is understood: the enters trigger is one look with an artifact card picked to the hand', () => {
    const abilities = compileCard(bundledCard('Glint-Nest Crane')).abilities.filter((x) => x.kind === 'triggered');
    expect(abilities[0]).toMatchObject({
      effects: [
        { kind: 'lookAtLibrary', n: 4, keep: 1, rest: 'bottom', pick: { to: 'hand', filters: [{ kind: 'type', anyOf: ['Artifact'] }] } },
      ],
    });
  });

  it('701.20e: the trigger waits for alice: the four cards looked at, and "rest"', () => {
    const a = answer(entered());
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseLook', rule: '701.20e', count: 1 });
    expect(a.decision?.options).toEqual(['alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3', 'rest']);
    expect(rules(a)).toContain('701.20e');
  });

  it('401.4: Ornithopter goes to the hand, the rest to the bottom in the order given (Island stays on top)', () => {
    const d = choose(answer(entered()), ['alice.library.3', 'rest', 'alice.library.2', 'alice.library.0', 'alice.library.1']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Ornithopter']);
    expect(cards(d.state.players[0].library)).toEqual(['Island', 'Lightning Bolt', 'Grizzly Bears', 'Mountain']);
    expect(rules(d)).toContain('401.4');
    expect(d.state.stack).toEqual([]);
  });

  it('608.2d: "you may": no card picked, all four go to the bottom', () => {
    const d = choose(answer(entered()), ['rest', 'alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual([]);
    expect(cards(d.state.players[0].library)).toEqual(['Island', 'Grizzly Bears', 'Mountain', 'Lightning Bolt', 'Ornithopter']);
  });

  it('illegal variants: Grizzly Bears is no artifact card; two cards are one too many; the trigger keeps waiting', () => {
    const a = answer(entered());
    const land = choose(a, ['alice.library.0', 'rest', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(land.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '701.20e' })]);
    expect(land.decision?.id).toBe(a.decision?.id);
    const two = choose(a, ['alice.library.3', 'alice.library.0', 'rest', 'alice.library.1', 'alice.library.2']);
    expect(two.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE' })]);
    expect(cards(two.state.players[0].hand)).toEqual([]);
  });

  it('UNSUPPORTED_HIDDEN_CARD: a library given by its count, or with one of the top four hidden, never a guess', () => {
    expect(run(entered({ count: 10 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e' });
    expect(run(entered(['Grizzly Bears', 'Mountain', { hidden: true }, 'Island']))).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
    });
  });

  it('two cards only: both looked at, nothing else', () => {
    const a = answer(entered(['Mountain', 'Grizzly Bears']));
    expect(a.decision?.options).toEqual(['alice.library.0', 'alice.library.1', 'rest']);
  });
});

describe('Goblin Ringleader: "reveal the top four cards of your library. Put all Goblin cards revealed this way into your hand and the rest on the bottom of your library in any order."', () => {
  const entered = (library: unknown) => cast('Goblin Ringleader', '{C}{C}{C}{R}', library);

  it('701.20a: two non-Goblins left: alice orders them; every Goblin goes to the hand', () => {
    const a = answer(entered(['Goblin Guide', 'Mountain', 'Goblin Guide', 'Island', 'Forest']));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', rule: '701.20e' });
    expect(rules(a)).toContain('701.20a');
    const d = choose(a, ['alice.library.0', 'alice.library.2', 'rest', 'alice.library.3', 'alice.library.1']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Goblin Guide', 'Goblin Guide']);
    expect(cards(d.state.players[0].library)).toEqual(['Forest', 'Island', 'Mountain']);
  });

  it('illegal variant: "all": a Goblin kept out of the hand is refused (701.20a)', () => {
    const a = answer(entered(['Goblin Guide', 'Mountain', 'Goblin Guide', 'Island', 'Forest']));
    const d = choose(a, ['alice.library.0', 'rest', 'alice.library.2', 'alice.library.3', 'alice.library.1']);
    expect(d.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '701.20a' })]);
    expect(cards(d.state.players[0].hand)).toEqual([]);
  });

  it('608.2c: one non-Goblin left: nothing to choose, it goes to the bottom at once', () => {
    const a = answer(entered(['Goblin Guide', 'Mountain', 'Goblin Guide', 'Goblin Guide', 'Forest']));
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(cards(a.state.players[0].hand)).toEqual(['Goblin Guide', 'Goblin Guide', 'Goblin Guide']);
    expect(cards(a.state.players[0].library)).toEqual(['Forest', 'Mountain']);
    expect(rules(a)).toContain('701.20a');
  });

  it('UNSUPPORTED_HIDDEN_CARD: the revealed cards must be given', () => {
    expect(run(entered({ count: 8 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20a' });
  });
});

describe('Satyr Wayfinder: "reveal the top four cards of your library. You may put a land card from among them into your hand. Put the rest into your graveyard."', () => {
  const entered = () => cast('Satyr Wayfinder', '{C}{G}', LIBRARY);

  it('the Mountain to the hand, the other three into the graveyard', () => {
    const a = answer(entered());
    expect(a.decision).toMatchObject({ kind: 'chooseLook', count: 1 });
    const d = choose(a, ['alice.library.1', 'rest', 'alice.library.0', 'alice.library.2', 'alice.library.3']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Mountain']);
    expect(cards(d.state.players[0].graveyard).sort()).toEqual(['Goblin Guide', 'Grizzly Bears', 'Lightning Bolt']);
    expect(cards(d.state.players[0].library)).toEqual(['Island']);
    expect(rules(d)).toContain('701.20a');
  });

  it('illegal variant: Grizzly Bears is no land card', () => {
    const d = choose(answer(entered()), ['alice.library.0', 'rest', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(d.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '701.20a' })]);
  });
});

describe('Sultai Soothsayer: "look at the top four cards of your library. Put one of them into your hand and the rest into your graveyard." (a trigger\'s two sentences joined)', () => {
  it('one card to the hand, three into the graveyard', () => {
    const a = answer(cast('Sultai Soothsayer', '{C}{C}{B}{G}{U}', LIBRARY));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', count: 1 });
    const d = choose(a, ['alice.library.2', 'alice.library.0', 'alice.library.1', 'alice.library.3']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Lightning Bolt']);
    expect(cards(d.state.players[0].graveyard)).toHaveLength(3);
    expect(cards(d.state.players[0].library)).toEqual(['Island']);
  });
});

describe('Coiling Oracle: "reveal the top card of your library. If it\'s a land card, put it onto the battlefield. Otherwise, put that card into your hand."', () => {
  const entered = (library: unknown) => cast('Coiling Oracle', '{G}{U}', library);

  it('is understood in full', () => {
    expect(compileCard(bundledCard('Coiling Oracle'))).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(bundledCard('Coiling Oracle')).abilities[0]).toMatchObject({
      effects: [{ kind: 'revealTopToHand', who: 'you', types: ['Land'], to: 'battlefield', otherwise: 'hand' }],
    });
  });

  it("110.2a: a Forest revealed enters the battlefield under alice's control", () => {
    const a = answer(entered(['Forest', 'Island']));
    expect(a.state.battlefield.map((o) => o.card)).toEqual(expect.arrayContaining(['Coiling Oracle', 'Forest']));
    expect(a.state.battlefield.find((o) => o.card === 'Forest')).toMatchObject({ controller: 'alice' });
    expect(cards(a.state.players[0].library)).toEqual(['Island']);
    expect(rules(a)).toEqual(expect.arrayContaining(['701.20a', '110.2a']));
  });

  it('608.2c: a Lightning Bolt revealed goes to the hand', () => {
    const a = answer(entered(['Lightning Bolt', 'Island']));
    expect(cards(a.state.players[0].hand)).toEqual(['Lightning Bolt']);
    expect(a.state.battlefield.map((o) => o.card)).toEqual(['Coiling Oracle']);
    expect(rules(a)).toContain('608.2c');
  });

  it('an empty library: nothing revealed; a hidden top card: UNSUPPORTED_HIDDEN_CARD', () => {
    const a = answer(entered([]));
    expect(a.state.battlefield.map((o) => o.card)).toEqual(['Coiling Oracle']);
    expect(run(entered({ count: 5 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });
});

describe('Neurok Familiar: "reveal the top card of your library. If it\'s an artifact card, put it into your hand. Otherwise, put it into your graveyard."', () => {
  const entered = (library: unknown) => cast('Neurok Familiar', '{C}{U}', library);

  it('an Ornithopter goes to the hand; a Mountain into the graveyard', () => {
    const a = answer(entered(['Ornithopter', 'Island']));
    expect(cards(a.state.players[0].hand)).toEqual(['Ornithopter']);
    const b = answer(entered(['Mountain', 'Island']));
    expect(cards(b.state.players[0].hand)).toEqual([]);
    expect(cards(b.state.players[0].graveyard)).toEqual(['Mountain']);
    expect(cards(b.state.players[0].library)).toEqual(['Island']);
  });
});

describe('Contingency Plan: "Look at the top five cards of your library. Put any number of them into your graveyard and the rest back on top of your library in any order."', () => {
  const library = ['Grizzly Bears', 'Mountain', 'Lightning Bolt', 'Goblin Guide', 'Island', 'Plains'];
  const resolved = () => answer({ ...cast('Contingency Plan', '{C}{U}', library), actions: cast('', '', []).actions.slice(0, 3) });

  it('two into the graveyard, the other three back on top in the order given', () => {
    const a = resolved();
    expect(a.decision).toMatchObject({ kind: 'chooseLook', count: 5 });
    const d = choose(a, ['alice.library.1', 'alice.library.4', 'rest', 'alice.library.3', 'alice.library.0', 'alice.library.2']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].graveyard).sort()).toEqual(['Contingency Plan', 'Island', 'Mountain']);
    expect(cards(d.state.players[0].library)).toEqual(['Goblin Guide', 'Grizzly Bears', 'Lightning Bolt', 'Plains']);
  });

  it('none into the graveyard: all five back on top; a card given twice is refused', () => {
    const a = resolved();
    const d = choose(a, ['rest', 'alice.library.4', 'alice.library.3', 'alice.library.2', 'alice.library.1', 'alice.library.0']);
    expect(cards(d.state.players[0].library)).toEqual(['Island', 'Goblin Guide', 'Lightning Bolt', 'Mountain', 'Grizzly Bears', 'Plains']);
    const twice = choose(a, ['alice.library.0', 'rest', 'alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(twice.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE' })]);
  });
});

describe('Orcish Spy: "{T}: Look at the top three cards of target player\'s library."', () => {
  const activated = (library: unknown, target = 'bob') => ({
    state: board({ battlefield: [{ id: 's', card: 'Orcish Spy', controller: 'alice' }] }, {}, { library }),
    actions: [
      { type: 'activate', player: 'alice', source: 's', ability: 0, targets: [target] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it("701.20e: alice looks at bob's top three cards (named in the trace); they stay in their order", () => {
    const a = answer(activated(['Island', 'Mountain', 'Forest', 'Plains']));
    expect(a.violations).toEqual([]);
    expect(cards(a.state.players[1].library)).toEqual(['Island', 'Mountain', 'Forest', 'Plains']);
    const look = a.trace.find((t) => t.rule === '701.20e');
    expect(look?.objects).toHaveLength(3);
    expect(a.state.stack).toEqual([]);
  });

  it('UNSUPPORTED_HIDDEN_CARD: the cards looked at must be given; illegal variant: a creature is no player', () => {
    expect(run(activated({ count: 10 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e' });
    const a = answer({ ...activated([]), actions: [{ type: 'activate', player: 'alice', source: 's', ability: 0, targets: ['s'] }] });
    expect(a.legal).toBe(false);
  });
});

describe('the other cards of the bundled catalog with these lines are understood in full', () => {
  it.each([
    'Sultai Ascendancy',
    'Rootwater Mystic',
    'Dewdrop Spy',
    'Merfolk Observer',
    "Taigam's Scheming",
    'Courageous Outrider',
    'Faerie Mechanist',
    'Raven Familiar',
    'Goblin Ringleader',
    'Satyr Wayfinder',
    'Sultai Soothsayer',
    'Grave Defiler',
    'Borborygmos Enraged',
    'Mayael the Anima',
    "Nissa, Nature's Artisan",
    'Browse',
  ])('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Mayael the Anima: "{3}{R}{G}{W}, {T}: Look at the top five cards of your library. You may put a creature card with power 5 or greater from among them onto the battlefield. Put the rest on the bottom of your library in any order."', () => {
  const library = ['Grizzly Bears', 'Craw Wurm', 'Mountain', 'Goblin Guide', 'Island', 'Forest'];
  const activated = (cards: unknown = library) => ({
    state: board(
      { battlefield: [{ id: 'm', card: 'Mayael the Anima', controller: 'alice' }] },
      { manaPool: '{C}{C}{C}{R}{G}{W}', library: cards },
    ),
    actions: [
      { type: 'activate', player: 'alice', source: 'm', ability: 0, targets: [] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('is understood: one look, a creature card with power 5 or greater picked onto the battlefield', () => {
    const ability = compileCard(bundledCard('Mayael the Anima')).abilities.find((x) => x.kind === 'activated');
    expect(ability).toMatchObject({ effects: [{ kind: 'lookAtLibrary', n: 5, keep: 1, rest: 'bottom', pick: { to: 'battlefield' } }] });
  });

  it('110.2a, 401.4: Craw Wurm enters under her control; the four others to the bottom in the order given', () => {
    const a = answer(activated());
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseLook', rule: '701.20e' });
    const d = choose(a, ['alice.library.1', 'rest', 'alice.library.4', 'alice.library.3', 'alice.library.2', 'alice.library.0']);
    expect(d.violations).toEqual([]);
    expect(d.state.battlefield.find((o) => o.card === 'Craw Wurm')).toMatchObject({ controller: 'alice' });
    expect(cards(d.state.players[0].library)).toEqual(['Forest', 'Island', 'Goblin Guide', 'Mountain', 'Grizzly Bears']);
    expect(rules(d)).toEqual(expect.arrayContaining(['110.2a', '401.4']));
    expect(d.state.stack).toEqual([]);
  });

  it('illegal variants: Grizzly Bears has power 2, two cards are one too many; the ability keeps waiting', () => {
    const a = answer(activated());
    const bears = choose(a, ['alice.library.0', 'rest', 'alice.library.1', 'alice.library.2', 'alice.library.3', 'alice.library.4']);
    expect(bears.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '110.2a' })]);
    expect(bears.decision?.id).toBe(a.decision?.id);
    const two = choose(a, ['alice.library.1', 'alice.library.0', 'rest', 'alice.library.2', 'alice.library.3', 'alice.library.4']);
    expect(two.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE' })]);
    expect(two.state.battlefield.map((o) => o.card)).toEqual(['Mayael the Anima']);
  });

  it('UNSUPPORTED_HIDDEN_CARD: a library given by its count, never a guess', () => {
    expect(run(activated({ count: 10 }))).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e' });
  });
});

describe('Nissa, Nature\'s Artisan \u22124: "Reveal the top two cards of your library. Put all land cards from among them onto the battlefield and the rest into your hand."', () => {
  const activated = (cards: unknown) => ({
    state: board(
      { battlefield: [{ id: 'n', card: "Nissa, Nature's Artisan", controller: 'alice', counters: { loyalty: 5 } }] },
      { library: cards },
    ),
    actions: [
      { type: 'activate', player: 'alice', source: 'n', ability: 1, targets: [] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('608.2c: nothing left to choose: the Mountain enters untapped under her control, Lightning Bolt goes to her hand', () => {
    const a = answer(activated(['Lightning Bolt', 'Mountain', 'Island']));
    expect(a.violations).toEqual([]);
    expect(a.decision?.kind).not.toBe('chooseLook');
    const mountain = a.state.battlefield.find((o) => o.card === 'Mountain');
    expect(mountain).toMatchObject({ controller: 'alice' });
    expect(mountain?.tapped).toBeFalsy();
    expect(cards(a.state.players[0].hand)).toEqual(['Lightning Bolt']);
    expect(cards(a.state.players[0].library)).toEqual(['Island']);
    expect(rules(a)).toEqual(expect.arrayContaining(['701.20a', '110.2a']));
  });

  it('one card only in her library: it alone is revealed and moved', () => {
    const a = answer(activated(['Island']));
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.card).sort()).toEqual(['Island', "Nissa, Nature's Artisan"]);
    expect(a.state.players[0].library).toEqual([]);
  });

  it('UNSUPPORTED_HIDDEN_CARD: one of the two cards hidden', () => {
    expect(run(activated(['Mountain', { hidden: true }]))).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
      rule: '701.20a',
    });
  });
});

describe('Browse: "{2}{U}{U}: Look at the top five cards of your library, put one of them into your hand, and exile the rest."', () => {
  const activated = (cards: unknown = LIBRARY.concat('Forest')) => ({
    state: board({ battlefield: [{ id: 'b', card: 'Browse', controller: 'alice' }] }, { manaPool: '{C}{C}{U}{U}', library: cards }),
    actions: [
      { type: 'activate', player: 'alice', source: 'b', ability: 0, targets: [] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('is understood: one look, one card kept, the rest exiled', () => {
    const ability = compileCard(bundledCard('Browse')).abilities.find((x) => x.kind === 'activated');
    expect(ability).toMatchObject({ effects: [{ kind: 'lookAtLibrary', n: 5, keep: 1, rest: 'exile' }] });
  });

  it('701.20e: Lightning Bolt to her hand, the four others exiled, the sixth card stays on top', () => {
    const a = answer(activated());
    expect(a.decision).toMatchObject({ player: 'alice', kind: 'chooseLook', rule: '701.20e' });
    const d = choose(a, ['alice.library.2', 'alice.library.0', 'alice.library.1', 'alice.library.3', 'alice.library.4']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Lightning Bolt']);
    expect(cards(d.state.exile).sort()).toEqual(['Goblin Guide', 'Grizzly Bears', 'Island', 'Mountain']);
    expect(cards(d.state.players[0].library)).toEqual(['Forest']);
    expect(rules(d)).toContain('701.20e');
  });

  it('illegal variant: a card named twice; the ability keeps waiting, nothing moves', () => {
    const a = answer(activated());
    const twice = choose(a, ['alice.library.2', 'alice.library.2', 'alice.library.1', 'alice.library.3', 'alice.library.4']);
    expect(twice.violations).toEqual([expect.objectContaining({ code: 'INVALID_CHOICE', rule: '701.20e' })]);
    expect(twice.decision?.id).toBe(a.decision?.id);
    expect(twice.state.exile).toEqual([]);
  });
});

describe('Domri Rade, Narset Transcendent: "+1: Look at the top card of your library. If it\'s a [creature / noncreature, nonland] card, you may reveal it and put it into your hand."', () => {
  // Their other lines are not all understood yet (a board refuses a card understood in part): the +1 lines are played
  // on planeswalkers that have them alone, with the real cards' words.
  const alone = (name: string): CardDefinition => {
    const real = bundledCard(name);
    return { ...real, name: `${name} (+1)`, text: (real.text ?? '').split('\n')[0].split(name).join(`${name} (+1)`) };
  };
  const walkers = new InMemoryCatalog([
    alone('Domri Rade'),
    alone('Narset Transcendent'),
    ...['Grizzly Bears', 'Lightning Bolt', 'Mountain'].map(bundledCard),
  ]);
  const ruling = rulingsWith(walkers);
  const plusOne = (walker: string, library: unknown) => ({
    state: board({ battlefield: [{ id: 'w', card: `${walker} (+1)`, controller: 'alice', counters: { loyalty: 3 } }] }, { library }),
    actions: [
      { type: 'activate', player: 'alice', source: 'w', ability: 0 },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });
  const pick = (a: Answer, choice: string[]) =>
    ruling({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice } });

  it('the +1 line is read: one card looked at, picked to the hand only if it is what the line names', () => {
    for (const w of ['Domri Rade', 'Narset Transcendent'])
      expect(compileCard(alone(w))).toMatchObject({ support: 'full', unsupported: [] });
    const domri = compileCard(bundledCard('Domri Rade'));
    expect(domri.unsupported).not.toContain(
      "+1: Look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand.",
    );
    expect(JSON.stringify(domri.abilities[0])).toContain('"pick":{"to":"hand","filters":[{"kind":"type","anyOf":["Creature"]}]}');
    expect(compileCard(bundledCard('Narset Transcendent')).unsupported.some((l) => l.startsWith('+1'))).toBe(false);
  });

  it('Domri: the Bears on top: alice may reveal them and put them into her hand', () => {
    const a = ruling(plusOne('Domri Rade', ['Grizzly Bears', 'Mountain']));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', options: ['alice.library.0', 'rest'] });
    const d = pick(a, ['alice.library.0', 'rest']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Grizzly Bears']);
    expect(cards(d.state.players[0].library)).toEqual(['Mountain']);
  });

  it('608.2d: Domri: she may also keep the Bears on top', () => {
    const a = ruling(plusOne('Domri Rade', ['Grizzly Bears', 'Mountain']));
    const d = pick(a, ['rest', 'alice.library.0']);
    expect(d.state.players[0].hand).toEqual([]);
    expect(cards(d.state.players[0].library)).toEqual(['Grizzly Bears', 'Mountain']);
  });

  it('Domri: a Mountain on top is no creature card: it cannot go to the hand, it stays on top', () => {
    const a = ruling(plusOne('Domri Rade', ['Mountain']));
    expect(pick(a, ['alice.library.0', 'rest']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.20e' });
    expect(cards(pick(a, ['rest', 'alice.library.0']).state.players[0].library)).toEqual(['Mountain']);
  });

  it('Narset: a Lightning Bolt may go to the hand; the Bears (a creature card) may not', () => {
    const bolt = ruling(plusOne('Narset Transcendent', ['Lightning Bolt']));
    expect(cards(pick(bolt, ['alice.library.0', 'rest']).state.players[0].hand)).toEqual(['Lightning Bolt']);
    const bears = ruling(plusOne('Narset Transcendent', ['Grizzly Bears']));
    expect(pick(bears, ['alice.library.0', 'rest']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
  });

  it('UNSUPPORTED_HIDDEN_CARD: the card looked at must be given; an empty library: nothing to look at', () => {
    expect(adjudicate(plusOne('Domri Rade', { count: 5 }) as { state: unknown }, walkers)).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
    });
    const empty = ruling(plusOne('Domri Rade', []));
    expect(empty.decision).toMatchObject({ kind: 'priority' });
    expect(empty.state.stack).toEqual([]);
    expect(empty.state.battlefield[0]).toMatchObject({ counters: { loyalty: 4 } });
  });
});

describe('Tracker\'s Instincts, Kruphix\'s Insight, Jace, the Living Guildpact: cards picked with no "may" (608.2c)', () => {
  const jace = (): CardDefinition => {
    const real = bundledCard('Jace, the Living Guildpact');
    return { ...real, name: 'Jace (+1)', text: (real.text ?? '').split('\n')[0] };
  };
  const picks = new InMemoryCatalog([
    jace(),
    ...["Tracker's Instincts", "Kruphix's Insight", 'Grizzly Bears', 'Craw Wurm', 'Pacifism', 'Island', 'Forest', 'Mountain'].map(
      bundledCard,
    ),
  ]);
  const ruling = rulingsWith(picks);
  const choosing = (a: Answer, choice: string[]) =>
    ruling({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice } });
  const spell = (name: string, mana: string, library: unknown) => ({
    state: board({}, { hand: [{ id: 's', card: name }], manaPool: mana, library }),
    actions: [
      { type: 'cast', player: 'alice', card: 's' },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('the three lines are read in full', () => {
    for (const name of ["Tracker's Instincts", "Kruphix's Insight"])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(jace())).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("Tracker's Instincts: a creature card revealed must go to the hand; the Wurm picked, the other three into the graveyard", () => {
    const a = ruling(spell("Tracker's Instincts", '{C}{G}', ['Island', 'Grizzly Bears', 'Craw Wurm', 'Forest', 'Mountain']));
    expect(a.decision).toMatchObject({
      kind: 'chooseLook',
      options: ['alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3', 'rest'],
    });
    const none = choosing(a, ['rest', 'alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(none.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '701.20a' });
    const d = choosing(a, ['alice.library.2', 'rest', 'alice.library.0', 'alice.library.1', 'alice.library.3']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].hand)).toEqual(['Craw Wurm']);
    expect(cards(d.state.players[0].graveyard).sort()).toEqual(['Forest', 'Grizzly Bears', 'Island', "Tracker's Instincts"]);
    expect(cards(d.state.players[0].library)).toEqual(['Mountain']);
  });

  it("Tracker's Instincts: no creature card among them: none picked, all four into the graveyard", () => {
    const a = ruling(spell("Tracker's Instincts", '{C}{G}', ['Island', 'Forest', 'Mountain', 'Pacifism']));
    const d = choosing(a, ['rest', 'alice.library.0', 'alice.library.1', 'alice.library.2', 'alice.library.3']);
    expect(d.violations).toEqual([]);
    expect(d.state.players[0].hand).toEqual([]);
    expect(d.state.players[0].graveyard).toHaveLength(5);
  });

  it("Kruphix's Insight: up to three: the Pacifism picked, or none; the Bears are no enchantment card", () => {
    const a = ruling(
      spell("Kruphix's Insight", '{C}{C}{G}', ['Pacifism', 'Grizzly Bears', 'Island', 'Forest', 'Mountain', 'Craw Wurm', 'Island']),
    );
    const d = choosing(a, ['alice.library.0', 'rest', ...[1, 2, 3, 4, 5].map((i) => `alice.library.${i}`)]);
    expect(cards(d.state.players[0].hand)).toEqual(['Pacifism']);
    expect(cards(d.state.players[0].library)).toEqual(['Island']);
    const none = choosing(a, ['rest', ...[0, 1, 2, 3, 4, 5].map((i) => `alice.library.${i}`)]);
    expect(none.violations).toEqual([]);
    const bears = choosing(a, ['alice.library.1', 'rest', ...[0, 2, 3, 4, 5].map((i) => `alice.library.${i}`)]);
    expect(bears.violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
  });

  it('Jace +1: one of the two cards looked at must go to the graveyard; the other stays on top', () => {
    const a = ruling({
      state: board(
        { battlefield: [{ id: 'j', card: 'Jace (+1)', controller: 'alice', counters: { loyalty: 5 } }] },
        { library: ['Island', 'Forest', 'Mountain'] },
      ),
      actions: [
        { type: 'activate', player: 'alice', source: 'j', ability: 0 },
        { type: 'pass', player: 'alice' },
        { type: 'pass', player: 'bob' },
      ],
    });
    expect(a.decision).toMatchObject({ kind: 'chooseLook', options: ['alice.library.0', 'alice.library.1', 'rest'] });
    expect(choosing(a, ['rest', 'alice.library.0', 'alice.library.1']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
    const d = choosing(a, ['alice.library.0', 'rest', 'alice.library.1']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[0].graveyard)).toEqual(['Island']);
    expect(cards(d.state.players[0].library)).toEqual(['Forest', 'Mountain']);
  });
});

describe("Eye Spy, Cruel Fate, Elemental Augury: a look at the target player's library (701.20e), cards only to that player's zones", () => {
  const spies = new InMemoryCatalog(
    ['Eye Spy', 'Cruel Fate', 'Elemental Augury', 'Island', 'Forest', 'Mountain', 'Grizzly Bears', 'Swamp'].map(bundledCard),
  );
  const ruling = rulingsWith(spies);
  const choosing = (a: Answer, choice: string[]) =>
    ruling({ state: a.state, action: { type: 'choose', player: 'alice', decision: a.decision?.id, choice } });
  const spell = (name: string, mana: string, library: unknown) => ({
    state: board({}, { hand: [{ id: 's', card: name }], manaPool: mana }, { library }),
    actions: [
      { type: 'cast', player: 'alice', card: 's', targets: ['bob'] },
      { type: 'pass', player: 'alice' },
      { type: 'pass', player: 'bob' },
    ],
  });

  it('the three are understood in full', () => {
    for (const name of ['Eye Spy', 'Cruel Fate', 'Elemental Augury'])
      expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("Eye Spy: alice looks at bob's top card and may put it into bob's graveyard, or leave it", () => {
    const a = ruling(spell('Eye Spy', '{U}', ['Forest', 'Island']));
    expect(a.decision).toMatchObject({ kind: 'chooseLook', player: 'alice', options: ['bob.library.0', 'rest'] });
    const d = choosing(a, ['bob.library.0', 'rest']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[1].graveyard)).toEqual(['Forest']);
    expect(cards(d.state.players[1].library)).toEqual(['Island']);
    expect(cards(d.state.players[0].graveyard)).toEqual(['Eye Spy']);
    const kept = choosing(a, ['rest', 'bob.library.0']);
    expect(cards(kept.state.players[1].library)).toEqual(['Forest', 'Island']);
  });

  it("Cruel Fate: exactly one of bob's top five into bob's graveyard, the other four back on top in alice's order", () => {
    const a = ruling(spell('Cruel Fate', '{C}{C}{C}{C}{U}', ['Forest', 'Island', 'Mountain', 'Grizzly Bears', 'Swamp', 'Island']));
    const all = [0, 1, 2, 3, 4].map((i) => `bob.library.${i}`);
    expect(a.decision).toMatchObject({ kind: 'chooseLook', options: [...all, 'rest'] });
    expect(choosing(a, ['rest', ...all]).violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
    const d = choosing(a, ['bob.library.3', 'rest', 'bob.library.4', 'bob.library.2', 'bob.library.1', 'bob.library.0']);
    expect(d.violations).toEqual([]);
    expect(cards(d.state.players[1].graveyard)).toEqual(['Grizzly Bears']);
    expect(cards(d.state.players[1].library)).toEqual(['Swamp', 'Mountain', 'Island', 'Forest', 'Island']);
    expect(d.state.players[0].hand).toEqual([]);
  });

  it("UNSUPPORTED_HIDDEN_CARD: bob's top cards must be given", () => {
    expect(adjudicate(spell('Eye Spy', '{U}', { count: 3 }) as { state: unknown }, spies)).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
    });
  });
});
