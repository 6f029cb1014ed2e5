import { adjudicate } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

/**
 * 606: phrases of loyalty abilities read by the shared grammar, on real planeswalkers: "it becomes" naming the
 * land targeted before (608.2c, 205.1b) for "until your next turn" (611.2a); "then add one mana of any color"
 * (605.1a: a loyalty ability is never a mana ability). Each activated on a board (606.3 once each turn at sorcery
 * speed, 606.4 its cost) and resolved, with their illegal variants; "Reveal the top N cards of your library. Put all
 * <cards> revealed this way ... and the rest ..." (701.20a) on a sorcery; "Put all land cards from among them onto the
 * battlefield and the rest into your hand" (110.2a) on a planeswalker.
 */
const names = ['Nissa, Vital Force', 'Sarkhan Unbroken', 'Tezzeret the Seeker', 'Jace, Memory Adept', "Nissa, Nature's Artisan"];
const catalog = new InMemoryCatalog([
  ...names.map(bundledCard),
  ...['Forest', 'Island', 'Grizzly Bears', 'Lightning Bolt', 'Beast Hunt', 'Sol Ring', 'Ornithopter'].map(bundledCard),
]);
const answer = rulingsWith(catalog);
/** The index of a card's line that starts with `cost` (the ability index of `activate`). */
const line = (name: string, cost: string) =>
  bundledCard(name)
    .text.split('\n')
    .findIndex((l) => l.startsWith(`${cost}:`));
const choose = (a: { decision: { id: string } | null }, choice: string[], player = 'alice') => ({
  type: 'choose',
  player,
  decision: a.decision?.id,
  choice,
});

describe('606: these planeswalkers are understood in full', () => {
  it.each(names)('%s', (name) => {
    expect(compileCard(bundledCard(name))).toMatchObject({ support: 'full', unsupported: [] });
  });
});

describe('Nissa, Vital Force +1: "Untap target land you control. Until your next turn, it becomes a 5/5 Elemental creature with haste. It\'s still a land."', () => {
  const nissa = (extra: Record<string, unknown> = {}) => ({
    id: 'n1',
    card: 'Nissa, Vital Force',
    controller: 'alice',
    counters: { loyalty: 5 },
    ...extra,
  });
  const lands = [
    { id: 'f1', card: 'Forest', controller: 'alice', tapped: true },
    { id: 'f2', card: 'Forest', controller: 'bob' },
  ];
  const plus1 = (target: string) => ({
    type: 'activate',
    player: 'alice',
    source: 'n1',
    ability: line('Nissa, Vital Force', '+1'),
    targets: [target],
  });

  it('reads "it" as the land targeted, its effects lasting until her next turn', () => {
    expect(compileCard(bundledCard('Nissa, Vital Force')).abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: 1,
      targets: [{ text: 'target land you control' }],
      effects: [
        { kind: 'untap', target: 0 },
        {
          kind: 'untilYourNextTurn',
          target: 0,
          effects: [{ kind: 'targetBecomesCreature', power: 5, toughness: 5, subtypes: ['Elemental'], keywords: ['haste'] }],
        },
      ],
    });
  });

  it('606.4, 611.2a: one loyalty counter added; her Forest untaps and is a 5/5 Elemental land creature with haste until her next turn', () => {
    const a = answer({ state: board({ battlefield: [nissa(), ...lands] }), actions: [plus1('f1'), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 6 }, loyaltyActivated: true });
    const f1 = a.state.battlefield.find((o) => o.id === 'f1');
    expect(f1?.tapped).toBeFalsy();
    expect(f1?.characteristics).toMatchObject({
      power: 5,
      toughness: 5,
      types: ['Land', 'Creature'],
      subtypes: ['Forest', 'Elemental'],
      abilities: ['Haste'],
    });
    const made = (a.state.effects ?? []).filter((e) => e.affects.includes('f1'));
    expect(made.length).toBeGreaterThan(0);
    expect(made.every((e) => e.duration === 'until-your-next-turn')).toBe(true);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '613.1d', '611.2a']));
  });

  it("514.2, 611.2a: still a 5/5 through bob's turn; it ends as alice's next turn begins", () => {
    const a = answer({ state: board({ battlefield: [nissa(), ...lands] }), actions: [plus1('f1'), ...passes(2)] });
    const end = answer({
      state: { ...a.state, turn: { ...(a.state.turn as object), step: 'end', priority: 'alice', passed: [] } },
      actions: passes(2),
    });
    expect(end.violations).toEqual([]);
    expect(end.state.turn).toMatchObject({ active: 'bob' });
    expect(end.state.battlefield.find((o) => o.id === 'f1')?.characteristics).toMatchObject({ power: 5, toughness: 5 });
    const bobsEnd = answer({
      state: { ...a.state, turn: { number: 4, active: 'bob', step: 'end', priority: 'bob', passed: [] } },
      actions: passes(2, 'bob', 'alice'),
    });
    expect(bobsEnd.violations).toEqual([]);
    expect(bobsEnd.state.turn).toMatchObject({ active: 'alice', number: 5 });
    expect(bobsEnd.state.effects).toEqual([]);
    expect(bobsEnd.state.battlefield.find((o) => o.id === 'f1')?.characteristics?.types ?? ['Land']).toEqual(['Land']);
    expect(cited(bobsEnd)).toContain('611.2a');
  });

  it("115.1: bob's Forest is not a land she controls: an illegal target, no counter added", () => {
    const a = answer({ state: board({ battlefield: [nissa(), ...lands] }), action: plus1('f2') });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
    expect(a.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 5 } });
  });

  it('606.3: a second loyalty ability of Nissa this turn is refused', () => {
    const a = answer({ state: board({ battlefield: [nissa({ loyaltyActivated: true }), ...lands] }), action: plus1('f1') });
    expect(a.violations[0]).toMatchObject({ code: 'LOYALTY_ALREADY_USED', rule: '606.3' });
    expect(a.state.battlefield.find((o) => o.id === 'f1')?.tapped).toBe(true);
  });
});

describe('Sarkhan Unbroken +1: "Draw a card, then add one mana of any color." (605.1a, 608.2d)', () => {
  const sarkhan = (extra: Record<string, unknown> = {}) => ({
    id: 's1',
    card: 'Sarkhan Unbroken',
    controller: 'alice',
    counters: { loyalty: 4 },
    ...extra,
  });
  const plus1 = { type: 'activate', player: 'alice', source: 's1', ability: line('Sarkhan Unbroken', '+1') };
  const library = ['Island', 'Forest', 'Island'];

  it('606.4, 605.1a: on the stack; as it resolves alice draws, then chooses the color of the mana', () => {
    const activated = answer({ state: board({ battlefield: [sarkhan()] }, { library }), action: plus1 });
    expect(activated.violations).toEqual([]);
    expect(cited(activated)).toContain('606.4');
    expect(activated.state.stack).toEqual([expect.objectContaining({ ability: { source: 's1', index: 0 } })]);
    const asked = answer({ state: activated.state, actions: passes(2) });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice', options: ['W', 'U', 'B', 'R', 'G'] });
    expect(asked.state.players[0].hand).toHaveLength(1);
    const chosen = answer({ state: asked.state, action: choose(asked, ['R']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.players[0].manaPool).toBe('{R}');
    expect(chosen.state.players[0].library).toHaveLength(2);
    expect(chosen.state.battlefield.find((o) => o.id === 's1')).toMatchObject({ counters: { loyalty: 5 } });
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '106.4']));
  });

  it('105.1: a choice that is not a color is refused; no mana', () => {
    const asked = answer({ state: board({ battlefield: [sarkhan()] }, { library }), actions: [plus1, ...passes(2)] });
    const wrong = answer({ state: asked.state, action: choose(asked, ['X']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE' });
    expect(wrong.state.players[0].manaPool ?? '').toBe('');
  });

  it('606.3: not while a spell is on the stack (sorcery speed)', () => {
    const a = answer({
      state: board(
        { battlefield: [sarkhan()], stack: [{ id: 'lb', card: 'Lightning Bolt', controller: 'bob', targets: ['alice'] }] },
        { library },
      ),
      action: plus1,
    });
    expect(a.violations[0]).toMatchObject({ rule: '606.3' });
    expect(a.state.battlefield.find((o) => o.id === 's1')).toMatchObject({ counters: { loyalty: 4 } });
  });
});

describe('Beast Hunt: "Reveal the top three cards of your library. Put all creature cards revealed this way into your hand and the rest into your graveyard." (701.20a)', () => {
  it('the Bears go to her hand; the Forest and the Island into her graveyard', () => {
    const a = answer({
      state: board(
        {
          battlefield: [
            { id: 'm1', card: 'Forest', controller: 'alice' },
            { id: 'm2', card: 'Forest', controller: 'alice' },
            { id: 'm3', card: 'Forest', controller: 'alice' },
            { id: 'm4', card: 'Forest', controller: 'alice' },
          ],
        },
        { hand: [{ id: 'bh', card: 'Beast Hunt' }], library: ['Forest', 'Grizzly Bears', 'Island', 'Island'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'bh', payment: { tap: ['m1', 'm2', 'm3', 'm4'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.players[0].hand).toEqual([expect.objectContaining({ card: 'Grizzly Bears' })]);
    expect((a.state.players[0].graveyard as { card: string }[]).map((o) => o.card).sort()).toEqual(['Beast Hunt', 'Forest', 'Island']);
    expect(a.state.players[0].library).toHaveLength(1);
    expect(cited(a)).toContain('701.20a');
  });
});

describe('Tezzeret the Seeker \u22125: "Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn." (611.2c, 613.4b)', () => {
  const tezzeret = (extra: Record<string, unknown> = {}) => ({
    id: 't1',
    card: 'Tezzeret the Seeker',
    controller: 'alice',
    counters: { loyalty: 6 },
    ...extra,
  });
  const minus5 = { type: 'activate', player: 'alice', source: 't1', ability: line('Tezzeret the Seeker', '\u22125') };
  const artifacts = [
    { id: 'sr', card: 'Sol Ring', controller: 'alice' },
    { id: 'or', card: 'Ornithopter', controller: 'alice' },
    { id: 'bo', card: 'Sol Ring', controller: 'bob' },
    { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
  ];
  const pt = (a: { state: { battlefield: { id: string; characteristics?: unknown }[] } }, id: string) =>
    a.state.battlefield.find((o) => o.id === id)?.characteristics;

  it("606.4, 611.2c: five counters removed; her Sol Ring and Ornithopter are 5/5 artifact creatures until end of turn, not bob's Sol Ring nor her Bears", () => {
    const a = answer({ state: board({ battlefield: [tezzeret(), ...artifacts] }), actions: [minus5, ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.find((o) => o.id === 't1')).toMatchObject({ counters: { loyalty: 1 } });
    expect(pt(a, 'sr')).toMatchObject({ power: 5, toughness: 5, types: ['Artifact', 'Creature'] });
    expect(pt(a, 'or')).toMatchObject({ power: 5, toughness: 5 });
    expect(pt(a, 'bo')).toMatchObject({ types: ['Artifact'] });
    expect(pt(a, 'gb')).toMatchObject({ power: 2, toughness: 2 });
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '611.2c', '613.1d']));
  });

  it('514.2: the effects end in the cleanup step', () => {
    const a = answer({ state: board({ battlefield: [tezzeret(), ...artifacts] }), actions: [minus5, ...passes(2)] });
    const end = answer({
      state: { ...a.state, turn: { ...(a.state.turn as object), step: 'end', priority: 'alice', passed: [] } },
      actions: passes(2),
    });
    expect(end.violations).toEqual([]);
    expect(pt(end, 'sr')).toMatchObject({ types: ['Artifact'] });
    expect(end.state.effects).toEqual([]);
  });

  it('606.6: with four loyalty counters the \u22125 ability cannot be activated', () => {
    const a = answer({ state: board({ battlefield: [tezzeret({ counters: { loyalty: 4 } }), ...artifacts] }), action: minus5 });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_ENOUGH_LOYALTY', rule: '606.6' });
  });
});

describe('Jace, Memory Adept \u22127: "Any number of target players each draw twenty cards." (115.1, 601.2c, 115.3)', () => {
  const jace = (extra: Record<string, unknown> = {}) => ({
    id: 'j1',
    card: 'Jace, Memory Adept',
    controller: 'alice',
    counters: { loyalty: 7 },
    ...extra,
  });
  const minus7 = (targets: string[]) => ({
    type: 'activate',
    player: 'alice',
    source: 'j1',
    ability: line('Jace, Memory Adept', '\u22127'),
    targets,
  });
  const library = Array.from({ length: 25 }, () => 'Island');
  const state = () => board({ battlefield: [jace()] }, { library }, { library });

  it('606.4, 121.1: seven counters removed; alice and bob each draw twenty cards', () => {
    const a = answer({ state: state(), actions: [minus7(['alice', 'bob']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => (p.hand as unknown[]).length)).toEqual([20, 20]);
    expect(a.state.players.map((p) => (p.library as unknown[]).length)).toEqual([5, 5]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '121.1']));
  });

  it('601.2c: one player only (the other target left unchosen): only bob draws', () => {
    const a = answer({ state: state(), actions: [minus7(['bob', '']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => (p.hand as unknown[]).length)).toEqual([0, 20]);
  });

  it('601.2c: zero players is a number too: nobody draws, the counters are still removed', () => {
    const a = answer({ state: state(), actions: [minus7(['', '']), ...passes(2)] });
    expect(a.violations).toEqual([]);
    expect(a.state.players.map((p) => (p.hand as unknown[]).length)).toEqual([0, 0]);
    expect(cited(a)).toContain('606.4');
  });

  it('115.3: the same player twice is illegal; a creature is no player (115.1)', () => {
    const twice = answer({ state: state(), action: minus7(['bob', 'bob']) });
    expect(twice.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.3' });
    expect(twice.state.battlefield.find((o) => o.id === 'j1')).toMatchObject({ counters: { loyalty: 7 } });
    const bears = answer({
      state: board({ battlefield: [jace(), { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] }, { library }, { library }),
      action: minus7(['gb', '']),
    });
    expect(bears.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
});

describe('Nissa, Nature\'s Artisan \u22124: "Reveal the top two cards of your library. Put all land cards from among them onto the battlefield and the rest into your hand." (701.20a, 110.2a)', () => {
  const nissa = (loyalty = 5) => ({ id: 'n1', card: "Nissa, Nature's Artisan", controller: 'alice', counters: { loyalty } });
  const minus4 = { type: 'activate', player: 'alice', source: 'n1', ability: line("Nissa, Nature's Artisan", '\u22124'), targets: [] };
  const activated = (library: unknown, loyalty = 5) => ({
    state: board({ battlefield: [nissa(loyalty)] }, { library }),
    actions: [minus4, ...passes(2)],
  });

  it('reads one reveal: every land card onto the battlefield, the rest into the hand', () => {
    const ability = compileCard(bundledCard("Nissa, Nature's Artisan")).abilities.find((x) => x.kind === 'loyalty' && x.cost === -4);
    expect(ability).toMatchObject({
      effects: [
        {
          kind: 'lookAtLibrary',
          n: 2,
          keep: 2,
          rest: 'hand',
          reveal: true,
          pick: { to: 'battlefield', filters: [{ kind: 'type', anyOf: ['Land'] }], all: true },
        },
      ],
    });
  });

  it('606.4, 110.2a: four loyalty counters removed; the Forest enters under her control, the Bears go to her hand, at once', () => {
    const a = answer(activated(['Forest', 'Grizzly Bears', 'Island']));
    expect(a.violations).toEqual([]);
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(a.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 1 } });
    const forest = a.state.battlefield.find((o) => o.card === 'Forest');
    expect(forest).toMatchObject({ controller: 'alice' });
    expect(forest?.tapped).toBeFalsy();
    expect((a.state.players[0].hand as { card: string }[]).map((o) => o.card)).toEqual(['Grizzly Bears']);
    expect((a.state.players[0].library as { card: string }[]).map((o) => o.card)).toEqual(['Island']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['606.4', '701.20a', '110.2a']));
  });

  it('two lands: both enter; no land: both go to her hand', () => {
    const lands = answer(activated(['Forest', 'Island', 'Grizzly Bears']));
    expect(lands.violations).toEqual([]);
    expect(lands.state.battlefield.map((o) => o.card).sort()).toEqual(['Forest', 'Island', "Nissa, Nature's Artisan"]);
    expect(lands.state.players[0].hand).toEqual([]);
    const none = answer(activated(['Grizzly Bears', 'Lightning Bolt', 'Forest']));
    expect(none.violations).toEqual([]);
    expect((none.state.players[0].hand as { card: string }[]).map((o) => o.card).sort()).toEqual(['Grizzly Bears', 'Lightning Bolt']);
    expect(none.state.battlefield.map((o) => o.card)).toEqual(["Nissa, Nature's Artisan"]);
  });

  it('606.6: with three loyalty counters the \u22124 ability cannot be activated', () => {
    const a = answer({ state: board({ battlefield: [nissa(3)] }, { library: ['Forest', 'Island'] }), action: minus4 });
    expect(a.violations[0]).toMatchObject({ rule: '606.6' });
    expect(a.state.battlefield.find((o) => o.id === 'n1')).toMatchObject({ counters: { loyalty: 3 } });
  });

  it('UNSUPPORTED_HIDDEN_CARD: a library given by its count, never a guess', () => {
    expect(adjudicate(activated({ count: 10 }) as { state: unknown }, catalog)).toMatchObject({
      kind: 'unsupported',
      code: 'UNSUPPORTED_HIDDEN_CARD',
      rule: '701.20a',
    });
  });
});
