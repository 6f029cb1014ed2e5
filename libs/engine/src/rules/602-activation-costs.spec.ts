import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { ids, lands, perm } from '../testing/spell-cards';
import { onField, passes } from '../testing/actions';

/** 601.2h through 602.2b: the cost phrases of activated abilities (cards/grammar/cost.ts), on real cards of the bundled catalog. */
const NAMES = [
  'Mental Discipline', // {1}{U}, Discard a card: Draw a card.
  'Vampire Hounds', // Discard a creature card: Vampire Hounds gets +2/+2 until end of turn.
  'Canyon Drake', // Flying; {1}, Discard a card at random: Canyon Drake gets +2/+0 until end of turn.
  'Zombie Infestation', // Discard two cards: Create a 2/2 black Zombie creature token.
  'Ghor-Clan Rampager', // Trample; Bloodrush — {R}{G}, Discard Ghor-Clan Rampager: Target attacking creature gets +4/+4 and gains trample until end of turn.
  'Ghost-Lit Redeemer', // {W}, {T}: You gain 2 life. Channel — {1}{W}, Discard Ghost-Lit Redeemer: You gain 4 life.
  'Llanowar Behemoth', // Tap an untapped creature you control: Llanowar Behemoth gets +1/+1 until end of turn.
  'Ondu War Cleric', // Cohort — {T}, Tap an untapped Ally you control: You gain 2 life.
  'Triskelion', // enters with three +1/+1 counters; Remove a +1/+1 counter from Triskelion: 1 damage to any target.
  'Necrogen Censer', // enters with two charge counters; {T}, Remove a charge counter: Target player loses 2 life.
  'Merrow Wavebreakers', // {1}{U}, {Q}: Merrow Wavebreakers gains flying until end of turn.
  'Dauntless Cathar', // {1}{W}, Exile Dauntless Cathar from your graveyard: a 1/1 Spirit with flying. Activate only as a sorcery.
  'Soul Shepherd', // {W}, Exile a creature card from your graveyard: You gain 1 life.
  'Meloku the Clouded Mirror', // {1}, Return a land you control to its owner's hand: a 1/1 Illusion with flying.
  'Mogg Raider', // Sacrifice a Goblin: Target creature gets +1/+1 until end of turn.
  'Goblin Warrens', // {2}{R}, Sacrifice two Goblins: Create three 1/1 red Goblin creature tokens.
  'Leashling', // Put a card from your hand on top of your library: Return Leashling to its owner's hand.
  'Grim Lavamancer', // {R}, {T}, Exile two cards from your graveyard: Grim Lavamancer deals 2 damage to any target.
];
const CARDS = NAMES.map(bundledCard);
const OTHERS = ['Grizzly Bears', 'Goblin Piker', 'Shock', 'Island', 'Plains', 'Mountain', 'Forest'].map(bundledCard);
const catalog = new InMemoryCatalog([...CARDS, ...OTHERS]);
const answer = rulingsWith(catalog);
const act = (source: string, more: Record<string, unknown> = {}, player = 'alice') => ({
  type: 'activate',
  player,
  source,
  ability: 0,
  ...more,
});
const hand = (...cards: [string, string][]) => cards.map(([id, card]) => ({ id, card }));

describe('601.2h, 602.2b: cost phrases read by the grammar', () => {
  it('each card is understood in full', () => {
    for (const c of CARDS) expect([c.name, compileCard(c).support, compileCard(c).unsupported]).toEqual([c.name, 'full', []]);
  });

  it('the cost is a list of phrases: Grim Lavamancer', () => {
    expect(compileCard(bundledCard('Grim Lavamancer')).abilities[0]).toMatchObject({
      kind: 'activated',
      cost: { tap: true, mana: '{R}', parts: [{ kind: 'exile', self: false, n: 2 }] },
    });
  });
});

describe('701.9a: "Discard a card" as a cost', () => {
  const state = board(
    { battlefield: [perm('m', 'Mental Discipline', 'alice'), ...lands('Island', 'i', 2)] },
    { hand: hand(['c1', 'Grizzly Bears'], ['c2', 'Shock']) },
  );

  it('Mental Discipline: the card named in "discard" is discarded as the cost is paid; the ability draws', () => {
    const a = answer({ state, action: act('m', { discard: ['c2'] }) });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].graveyard)).toEqual(['c2']);
    expect(cited(a)).toEqual(expect.arrayContaining(['602.2a', '601.2h', '701.9a']));
    const done = answer({ state: a.state, actions: passes(2) });
    expect(done.state.players[0].hand).toHaveLength(2);
  });

  it.each([
    ['no card named', {}, 'COST_CHOICE_REQUIRED', '601.2h'],
    ['two cards named', { discard: ['c1', 'c2'] }, 'COST_CHOICE_REQUIRED', '601.2h'],
    ['a card not in the hand', { discard: ['i1'] }, 'NOT_IN_HAND', '118.3'],
  ])('cannot be paid with %s', (_, more, code, rule) => {
    const a = answer({ state, action: act('m', more) });
    expect(a.violations[0]).toMatchObject({ code, rule });
    expect(a.state.players[0].graveyard ?? []).toHaveLength(0);
    expect(a.state.stack ?? []).toHaveLength(0);
  });

  it('with an empty hand the cost cannot be paid (118.3)', () => {
    const empty = board({ battlefield: [perm('m', 'Mental Discipline', 'alice'), ...lands('Island', 'i', 2)] });
    expect(answer({ state: empty, action: act('m', { discard: ['x'] }) }).legal).toBe(false);
  });

  it('Vampire Hounds: "Discard a creature card" takes a creature card, not a Shock (118.3)', () => {
    const hounds = board({ battlefield: [perm('v', 'Vampire Hounds', 'alice')] }, { hand: hand(['c1', 'Grizzly Bears'], ['c2', 'Shock']) });
    expect(answer({ state: hounds, action: act('v', { discard: ['c2'] }) }).violations[0]).toMatchObject({
      code: 'COST_CHOICE_MISMATCH',
      rule: '118.3',
    });
    const pumped = answer({ state: hounds, actions: [act('v', { discard: ['c1'] }), ...passes(2)] });
    expect(onField(pumped, 'v')?.characteristics).toMatchObject({ power: 4, toughness: 4 });
  });

  it('Zombie Infestation: "Discard two cards" takes two different cards', () => {
    const z = board({ battlefield: [perm('z', 'Zombie Infestation', 'alice')] }, { hand: hand(['c1', 'Grizzly Bears'], ['c2', 'Shock']) });
    expect(answer({ state: z, action: act('z', { discard: ['c1', 'c1'] }) }).violations[0]).toMatchObject({ rule: '601.2h' });
    const made = answer({ state: z, actions: [act('z', { discard: ['c1', 'c2'] }), ...passes(2)] });
    expect(made.state.battlefield.filter((o) => o.token)).toHaveLength(1);
  });

  it('legal actions name a card to discard', () => {
    const offered = legalActionsFor(state, catalog);
    if (!offered.ok) throw new Error('bad board');
    const m = offered.value.actions.filter((x) => x.action.type === 'activate' && x.action.source === 'm');
    expect(m.map((x) => (x.action as { discard?: string[] }).discard)).toEqual([['c1']]);
  });
});

describe('601.2h: "Discard a card at random" is paid last, the card chosen at random', () => {
  const drake = (cards: [string, string][]) =>
    board({ battlefield: [perm('d', 'Canyon Drake', 'alice'), ...lands('Mountain', 'r', 1)] }, { hand: hand(...cards) });

  it('Canyon Drake: the one card in hand is discarded; the Drake gets +2/+0', () => {
    const a = answer({ state: drake([['c1', 'Shock']]), actions: [act('d'), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['c1']);
    expect(onField(a, 'd')?.characteristics).toMatchObject({ power: 3, toughness: 2 });
  });

  it('the player names no card (601.2h); with no card in hand it cannot be paid (118.3)', () => {
    expect(answer({ state: drake([['c1', 'Shock']]), action: act('d', { discard: ['c1'] }) }).violations[0]).toMatchObject({
      code: 'NO_SUCH_COST',
      rule: '601.2h',
    });
    expect(answer({ state: drake([]), action: act('d') }).violations[0]).toMatchObject({ code: 'CANNOT_DISCARD', rule: '118.3' });
  });

  it('the same board discards the same card (the seed), one of the hand', () => {
    const cards: [string, string][] = [
      ['c1', 'Shock'],
      ['c2', 'Grizzly Bears'],
      ['c3', 'Island'],
    ];
    const once = answer({ state: drake(cards), action: act('d') });
    const again = answer({ state: drake(cards), action: act('d') });
    expect(ids(once.state.players[0].graveyard)).toHaveLength(1);
    expect(ids(once.state.players[0].graveyard)).toEqual(ids(again.state.players[0].graveyard));
  });
});

describe('113.6m, 702.29a: "Discard CARDNAME" works only from its owner\'s hand (bloodrush, channel)', () => {
  it('Ghor-Clan Rampager: bloodrush on an attacking creature: +4/+4 and trample', () => {
    const state = board(
      {
        battlefield: [perm('b', 'Grizzly Bears', 'alice'), ...lands('Mountain', 'r', 1), ...lands('Forest', 'f', 1)],
        turn: { number: 3, active: 'alice', step: 'declare-attackers', priority: 'alice' },
        combat: { attackers: [{ id: 'b', attacking: 'bob' }], blockers: [] },
      },
      { hand: hand(['g', 'Ghor-Clan Rampager']) },
    );
    const rushed = answer({ state: { ...state, battlefield: [...(state.battlefield as object[])] }, action: act('g', { targets: ['b'] }) });
    expect(rushed.legal).toBe(true);
    expect(ids(rushed.state.players[0].graveyard)).toEqual(['g']);
    const done = answer({ state: rushed.state, actions: passes(2) });
    expect(onField(done, 'b')?.characteristics).toMatchObject({ power: 6, toughness: 6 });
    // 115.1: a creature that is not attacking is not a legal target.
    const notAttacking = answer({ state: { ...state, combat: { attackers: [], blockers: [] } }, action: act('g', { targets: ['b'] }) });
    expect(notAttacking.legal).toBe(false);
  });

  it('Ghost-Lit Redeemer: channel from the hand gains 4 life; on the battlefield the channel ability is not there', () => {
    const state = board({ battlefield: lands('Plains', 'p', 2) }, { hand: hand(['g', 'Ghost-Lit Redeemer']) });
    const a = answer({ state, actions: [act('g', { ability: 1 }), ...passes(2)] });
    expect(a.state.players[0].life).toBe(24);
    expect(ids(a.state.players[0].graveyard)).toEqual(['g']);
    const onBoard = board({ battlefield: [perm('g', 'Ghost-Lit Redeemer', 'alice'), ...lands('Plains', 'p', 2)] });
    expect(answer({ state: onBoard, action: act('g', { ability: 1 }) }).violations[0]).toMatchObject({ code: 'NOT_FROM_THIS_ZONE' });
  });
});

describe('"Tap an untapped creature you control" as a cost (118.3)', () => {
  const state = board({
    battlefield: [
      perm('l', 'Llanowar Behemoth', 'alice'),
      perm('b', 'Grizzly Bears', 'alice'),
      perm('t', 'Grizzly Bears', 'alice', { tapped: true }),
      perm('theirs', 'Grizzly Bears', 'bob'),
    ],
  });

  it('Llanowar Behemoth: the creature named is tapped; the Behemoth gets +1/+1', () => {
    const a = answer({ state, actions: [act('l', { tapUntapped: ['b'] }), ...passes(2)] });
    expect(onField(a, 'b')?.tapped).toBe(true);
    expect(onField(a, 'l')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
  });

  it('the Behemoth may tap itself; a summoning-sick creature may be tapped (302.6 is about {T} only)', () => {
    expect(answer({ state, action: act('l', { tapUntapped: ['l'] }) }).legal).toBe(true);
    const sick = board({
      battlefield: [perm('l', 'Llanowar Behemoth', 'alice'), perm('n', 'Grizzly Bears', 'alice', { summoningSick: true })],
    });
    expect(answer({ state: sick, action: act('l', { tapUntapped: ['n'] }) }).legal).toBe(true);
  });

  it.each([
    ['a tapped creature', ['t'], 'ALREADY_TAPPED'],
    ["an opponent's creature", ['theirs'], 'NOT_CONTROLLED'],
    ['nothing', undefined, 'COST_CHOICE_REQUIRED'],
  ])('cannot be paid with %s', (_, tapUntapped, code) => {
    const a = answer({ state, action: act('l', tapUntapped ? { tapUntapped } : {}) });
    expect(a.legal).toBe(false);
    expect(a.violations[0].code).toBe(code);
  });

  it('Ondu War Cleric (cohort, an ability word: 207.2c): {T} and another untapped Ally; itself cannot be both', () => {
    const allies = board({
      battlefield: [perm('o', 'Ondu War Cleric', 'alice'), perm('k', 'Grizzly Bears', 'alice'), perm('o2', 'Ondu War Cleric', 'alice')],
    });
    expect(answer({ state: allies, action: act('o', { tapUntapped: ['o'] }) }).violations[0]).toMatchObject({
      code: 'ALREADY_TAPPED',
      rule: '118.3',
    });
    // Grizzly Bears is a Bear, not an Ally.
    expect(answer({ state: allies, action: act('o', { tapUntapped: ['k'] }) }).violations[0]).toMatchObject({
      code: 'COST_CHOICE_MISMATCH',
    });
    const a = answer({ state: allies, actions: [act('o', { tapUntapped: ['o2'] }), ...passes(2)] });
    expect(a.state.players[0].life).toBe(22);
    expect([onField(a, 'o')?.tapped, onField(a, 'o2')?.tapped]).toEqual([true, true]);
  });
});

describe('122.8: "Remove a +1/+1 counter from CARDNAME" as a cost', () => {
  it('Triskelion: a counter removed for each activation; with none left it cannot be paid (118.3)', () => {
    const state = board({ battlefield: [perm('t', 'Triskelion', 'alice', { counters: { '+1/+1': 1 } })] });
    const a = answer({ state, actions: [act('t', { targets: ['bob'] }), ...passes(2)] });
    expect(a.state.players[1].life).toBe(19);
    expect(onField(a, 't')?.characteristics).toMatchObject({ power: 1, toughness: 1 });
    const b = answer({ state: a.state, action: act('t', { targets: ['bob'] }) });
    expect(b.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_COUNTERS', rule: '118.3' });
  });

  it('Necrogen Censer: {T} and a charge counter', () => {
    const state = board({ battlefield: [perm('n', 'Necrogen Censer', 'alice', { counters: { charge: 2 } })] });
    const a = answer({ state, actions: [act('n', { targets: ['bob'] }), ...passes(2)] });
    expect(a.state.players[1].life).toBe(18);
    expect(onField(a, 'n')).toMatchObject({ tapped: true, counters: { charge: 1 } });
  });
});

describe('107.6: {Q}, the untap symbol', () => {
  it('Merrow Wavebreakers: a tapped Wavebreakers untaps and gains flying', () => {
    const state = board({ battlefield: [perm('w', 'Merrow Wavebreakers', 'alice', { tapped: true }), ...lands('Island', 'i', 2)] });
    const a = answer({ state, actions: [act('w'), ...passes(2)] });
    expect(cited(a)).toContain('107.6');
    expect(onField(a, 'w')?.tapped).toBeFalsy();
    expect(onField(a, 'w')?.characteristics?.abilities).toContain('Flying');
  });

  it('an untapped one cannot pay {Q} (107.6); nor one that came under control this turn (602.5a)', () => {
    const untapped = board({ battlefield: [perm('w', 'Merrow Wavebreakers', 'alice'), ...lands('Island', 'i', 2)] });
    expect(answer({ state: untapped, action: act('w') }).violations[0]).toMatchObject({ code: 'NOT_TAPPED', rule: '107.6' });
    const sick = board({
      battlefield: [perm('w', 'Merrow Wavebreakers', 'alice', { tapped: true, summoningSick: true }), ...lands('Island', 'i', 2)],
    });
    expect(answer({ state: sick, action: act('w') }).violations[0]).toMatchObject({ code: 'SUMMONING_SICK', rule: '602.5a' });
  });
});

describe('113.6m: "Exile CARDNAME from your graveyard" works only from the graveyard', () => {
  const state = board({ battlefield: lands('Plains', 'p', 2) }, { graveyard: [{ id: 'd', card: 'Dauntless Cathar' }] });

  it('Dauntless Cathar: exiled from the graveyard as a sorcery, it makes a 1/1 Spirit with flying', () => {
    const a = answer({ state, action: act('d') });
    expect(a.legal).toBe(true);
    expect(ids(a.state.exile)).toEqual(['d']);
    const done = answer({ state: a.state, actions: passes(2) });
    expect(done.state.battlefield.filter((o) => o.token)).toHaveLength(1);
  });

  it('not as a sorcery (602.5d); not from the battlefield (113.6m)', () => {
    const combat = { ...state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'alice' } };
    expect(answer({ state: combat, action: act('d') }).violations[0]).toMatchObject({ code: 'SORCERY_SPEED', rule: '602.5d' });
    const onBoard = board({ battlefield: [perm('d', 'Dauntless Cathar', 'alice'), ...lands('Plains', 'p', 2)] });
    expect(answer({ state: onBoard, action: act('d') }).violations[0]).toMatchObject({ code: 'NOT_FROM_THIS_ZONE', rule: '113.6m' });
  });
});

describe('"Exile a creature card from your graveyard" / "Exile two cards" as a cost', () => {
  it('Soul Shepherd: a creature card, not a Shock (118.3)', () => {
    const state = board(
      { battlefield: [perm('s', 'Soul Shepherd', 'alice'), ...lands('Plains', 'p', 1)] },
      {
        graveyard: [
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Shock' },
        ],
      },
    );
    expect(answer({ state, action: act('s', { exile: ['g2'] }) }).violations[0]).toMatchObject({
      code: 'COST_CHOICE_MISMATCH',
      rule: '118.3',
    });
    const a = answer({ state, actions: [act('s', { exile: ['g1'] }), ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['g1']);
    expect(a.state.players[0].life).toBe(21);
  });

  it("Grim Lavamancer: two cards of its controller's graveyard, not of an opponent's", () => {
    const state = board(
      { battlefield: [perm('g', 'Grim Lavamancer', 'alice'), ...lands('Mountain', 'r', 1)] },
      {
        graveyard: [
          { id: 'g1', card: 'Grizzly Bears' },
          { id: 'g2', card: 'Shock' },
        ],
      },
      { graveyard: [{ id: 'b1', card: 'Shock' }] },
    );
    expect(answer({ state, action: act('g', { targets: ['bob'], exile: ['g1', 'b1'] }) }).violations[0]).toMatchObject({
      code: 'NOT_IN_GRAVEYARD',
    });
    expect(answer({ state, action: act('g', { targets: ['bob'], exile: ['g1'] }) }).violations[0]).toMatchObject({ rule: '601.2h' });
    const a = answer({ state, actions: [act('g', { targets: ['bob'], exile: ['g1', 'g2'] }), ...passes(2)] });
    expect(a.state.players[1].life).toBe(18);
  });
});

describe('"Return a land you control to its owner\'s hand" as a cost', () => {
  it("Meloku: the land returns; a 1/1 Illusion; an opponent's land cannot be returned", () => {
    const state = board({
      battlefield: [perm('m', 'Meloku the Clouded Mirror', 'alice'), ...lands('Island', 'i', 2), perm('x', 'Island', 'bob')],
    });
    expect(answer({ state, action: act('m', { returnToHand: ['x'] }) }).violations[0]).toMatchObject({
      code: 'NOT_CONTROLLED',
      rule: '118.3',
    });
    const a = answer({ state, actions: [act('m', { returnToHand: ['i2'], payment: { tap: ['i1'] } }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['i2']);
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(1);
  });
});

describe('701.21a: "Sacrifice a Goblin", "Sacrifice two Goblins"', () => {
  const state = board({
    battlefield: [
      perm('m', 'Mogg Raider', 'alice'),
      perm('w', 'Goblin Warrens', 'alice'),
      perm('p', 'Goblin Piker', 'alice'),
      perm('b', 'Grizzly Bears', 'alice'),
      ...lands('Mountain', 'r', 3),
    ],
  });

  it('Mogg Raider sacrifices a Goblin, not a Bear (118.3)', () => {
    expect(answer({ state, action: act('m', { targets: ['b'], sacrifice: ['b'] }) }).violations[0]).toMatchObject({
      code: 'CANNOT_SACRIFICE',
      rule: '118.3',
    });
    const a = answer({ state, actions: [act('m', { targets: ['b'], sacrifice: ['p'] }), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard)).toEqual(['p']);
    expect(onField(a, 'b')?.characteristics).toMatchObject({ power: 3, toughness: 3 });
  });

  it('Goblin Warrens needs two Goblins', () => {
    expect(answer({ state, action: act('w', { sacrifice: ['p'] }) }).violations[0]).toMatchObject({
      code: 'SACRIFICE_REQUIRED',
      rule: '601.2h',
    });
    const a = answer({ state, actions: [act('w', { sacrifice: ['p', 'm'] }), ...passes(2)] });
    expect(ids(a.state.players[0].graveyard).sort()).toEqual(['m', 'p']);
    expect(a.state.battlefield.filter((o) => o.token)).toHaveLength(3);
  });

  it('legal actions offer one activation of Mogg Raider for each Goblin', () => {
    const offered = legalActionsFor(state, catalog);
    if (!offered.ok) throw new Error('bad board');
    const m = offered.value.actions.filter((x) => x.action.type === 'activate' && x.action.source === 'm');
    expect(m.map((x) => (x.action as { sacrifice?: string[] }).sacrifice)).toEqual([['m'], ['p']]);
  });
});

describe('"Put a card from your hand on top of your library" as a cost', () => {
  it('Leashling: the card goes on top of the library; Leashling returns to the hand', () => {
    const state = board(
      { battlefield: [perm('l', 'Leashling', 'alice')] },
      { hand: hand(['c1', 'Shock']), library: [{ id: 'x1', card: 'Island' }] },
    );
    expect(answer({ state, action: act('l') }).violations[0]).toMatchObject({ code: 'COST_CHOICE_REQUIRED', rule: '601.2h' });
    const a = answer({ state, actions: [act('l', { putOnTop: ['c1'] }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(ids(a.state.players[0].hand)).toEqual(['l']);
    expect(ids(a.state.players[0].library)).toEqual(['c1', 'x1']);
  });
});

describe('602.2b: a choice for a cost the ability does not have', () => {
  it('Mogg Raider names no card to discard', () => {
    const state = board({ battlefield: [perm('m', 'Mogg Raider', 'alice')] }, { hand: hand(['c1', 'Shock']) });
    expect(answer({ state, action: act('m', { targets: ['m'], sacrifice: ['m'], discard: ['c1'] }) }).violations[0]).toMatchObject({
      code: 'NO_SUCH_COST',
    });
  });
});

describe('107.3a: "Remove X +1/+1 counters from CARDNAME" outside a mana ability: X announced, the ability\'s X', () => {
  const sadistCatalog = new InMemoryCatalog(['Cruel Sadist', 'Grizzly Bears', 'Swamp'].map(bundledCard));
  const ask = rulingsWith(sadistCatalog);
  // Cruel Sadist: "{2}{B}, {T}, Remove X +1/+1 counters from Cruel Sadist: Cruel Sadist deals X damage to target creature."
  const state = board({
    battlefield: [
      perm('cs', 'Cruel Sadist', 'alice', { counters: { '+1/+1': 3 } }),
      perm('gb', 'Grizzly Bears', 'bob'),
      ...lands('Swamp', 's', 3),
    ],
  });
  const sadist = (more: Record<string, unknown>) =>
    act('cs', { ability: 1, targets: ['gb'], payment: { tap: ['s1', 's2', 's3'] }, ...more });

  it('Cruel Sadist is understood in full', () => {
    expect(compileCard(bundledCard('Cruel Sadist')).support).toBe('full');
  });

  it('X = 2: two counters removed as the cost, 2 damage to the Bears as it resolves (they die)', () => {
    const a = ask({ state, actions: [sadist({ x: 2 }), ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(onField(a, 'cs')).toMatchObject({ tapped: true, counters: { '+1/+1': 1 } });
    expect(onField(a, 'gb')).toBeUndefined();
    expect(cited(a)).toEqual(expect.arrayContaining(['122.8', '704.5g']));
  });

  it('X above its counters is refused (118.3); X missing is refused (107.3a); nothing is paid', () => {
    const more = ask({ state, action: sadist({ x: 4 }) });
    expect(more.violations).toEqual([expect.objectContaining({ code: 'NOT_ENOUGH_COUNTERS', rule: '118.3' })]);
    const none = ask({ state, action: sadist({}) });
    expect(none.violations).toEqual([expect.objectContaining({ code: 'X_NOT_CHOSEN', rule: '107.3a' })]);
  });
});
