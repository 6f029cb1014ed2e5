import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';
import * as colorAndReplacementBoards from '../testing/color-and-replacement-boards';

const def = defineCard;
// Real cards, current Oracle text.
const magmaSpray = def({
  name: 'Magma Spray',
  manaCost: '{R}',
  types: ['Instant'],
  text: 'Magma Spray deals 2 damage to target creature. If that creature would die this turn, exile it instead.',
});
const anger = def({
  name: 'Anger of the Gods',
  manaCost: '{1}{R}{R}',
  types: ['Sorcery'],
  text: 'Anger of the Gods deals 3 damage to each creature. If a creature dealt damage this way would die this turn, exile it instead.',
});
// The replacement lines of real cards (Rest in Peace, Leyline of the Void, Blightsteel Colossus, ...), on test cards.
const restInPeace = def({
  name: 'Test Rest',
  manaCost: '{1}{W}',
  types: ['Enchantment'],
  text: 'If a card or token would be put into a graveyard from anywhere, exile it instead.',
});
const leyline = def({
  name: 'Test Leyline',
  manaCost: '{2}{B}{B}',
  types: ['Enchantment'],
  text: "If a card would be put into an opponent's graveyard from anywhere, exile it instead.",
});
const warden = def({
  name: 'Test Warden',
  manaCost: '{2}{B}',
  types: ['Creature'],
  power: '2',
  toughness: '2',
  text: 'If a creature an opponent controls would die, exile it instead.',
});
const shuffler = def({
  name: 'Test Shuffler',
  manaCost: '{1}{G}',
  types: ['Creature'],
  power: '1',
  toughness: '1',
  text: "If Test Shuffler would be put into a graveyard from anywhere, reveal Test Shuffler and shuffle it into its owner's library instead.",
});
const ghost = def({
  name: 'Test Ghost',
  manaCost: '{1}{W}',
  types: ['Creature'],
  power: '1',
  toughness: '1',
  text: 'If Test Ghost would die, exile it instead.',
});
const mourner = def({
  name: 'Test Mourner',
  manaCost: '{1}{B}',
  types: ['Creature'],
  power: '2',
  toughness: '2',
  text: 'Whenever another creature dies, you gain 2 life.',
});
const murder = def({ name: 'Murder', manaCost: '{1}{B}{B}', types: ['Instant'], text: 'Destroy target creature.' });
const catalog = new InMemoryCatalog([
  murder,
  magmaSpray,
  anger,
  restInPeace,
  leyline,
  warden,
  shuffler,
  ghost,
  mourner,
  ...['Mountain', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
  def({ name: 'Hill Giant', manaCost: '{3}{R}', types: ['Creature'], subtypes: ['Giant'], power: '3', toughness: '3' }),
]);
const answer = rulingsWith(catalog);
const mountains = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}m${i}`, card: 'Mountain', controller }));
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);

describe('614.1a "exile it instead", 614.6, 616.1: replacement effects on going to a graveyard', () => {
  it('the templates are understood', () => {
    for (const card of [magmaSpray, anger, restInPeace, leyline, warden, shuffler, ghost])
      expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('Magma Spray: the creature it kills is exiled instead of dying, and no "dies" ability triggers (614.6)', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(1),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'w1', card: 'Test Mourner', controller: 'bob' },
        ],
      },
      { hand: [{ id: 's1', card: 'Magma Spray' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's1', targets: ['b1'] }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['b1']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(a.state.players[1].life).toBe(20);
    expect(a.state.effects).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1a', '704.5g', '614.6']));
  });

  it('the effect lasts the turn: the creature that survived Magma Spray is exiled when it dies later this turn', () => {
    const state = board(
      { battlefield: [...mountains(2), { id: 'g1', card: 'Hill Giant', controller: 'bob' }] },
      {
        hand: [
          { id: 's1', card: 'Magma Spray' },
          { id: 'l1', card: 'Lightning Bolt' },
        ],
      },
    );
    const first = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's1', targets: ['g1'] }, ...passes(2)] });
    expect(first.state.battlefield.find((o) => o.id === 'g1')).toMatchObject({ damage: 2 });
    expect(first.state.effects).toEqual([expect.objectContaining({ kind: 'exile-if-dies', affects: ['g1'], duration: 'this-turn' })]);
    const second = answer({ state: first.state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['g1'] }, ...passes(2)] });
    expect(ids(second.state.exile)).toEqual(['g1']);
    expect(ids(second.state.players[0].graveyard)).toEqual(['s1', 'l1']);
  });

  it('Anger of the Gods: only the creatures dealt damage this way are exiled; the others die as usual', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(4),
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'g1', card: 'Hill Giant', controller: 'alice' },
        ],
      },
      {
        hand: [
          { id: 'a1', card: 'Anger of the Gods' },
          { id: 'l1', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'a1' }, ...passes(2)] });
    expect(ids(a.state.exile).sort()).toEqual(['b1', 'g1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['a1']);
  });

  it('a "from anywhere" replacement of the card itself: killed, it is shuffled into its owner\'s library (701.24a)', () => {
    const state = board(
      { battlefield: [...mountains(1), { id: 'x1', card: 'Test Shuffler', controller: 'bob' }] },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
      {
        library: [
          { id: 'k1', card: 'Mountain' },
          { id: 'k2', card: 'Mountain' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['x1'] }, ...passes(2)] });
    expect(ids(a.state.players[1].library).sort()).toEqual(['k1', 'k2', 'x1']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 'x1', from: 'battlefield', to: 'library', player: 'bob' });
    expect(cited(a)).toContain('614.6');
  });

  it('the same card discarded from its hand is shuffled into the library too ("from anywhere")', () => {
    const state = board(
      { turn: { number: 3, active: 'alice', step: 'cleanup', priority: null } },
      {
        hand: [...Array.from({ length: 8 }, (_, i) => ({ id: `h${i}`, card: 'Mountain' })), { id: 'x1', card: 'Test Shuffler' }],
        library: [{ id: 'k1', card: 'Mountain' }],
      },
    );
    const a = answer({ state, action: { type: 'choose', player: 'alice', decision: 't3.cleanup.discard', choice: ['h0', 'x1'] } });
    expect(ids(a.state.players[0].graveyard)).toEqual(['h0']);
    expect(ids(a.state.players[0].library).sort()).toEqual(['k1', 'x1']);
  });

  it('a creature with "If CARDNAME would die, exile it instead" is exiled; another dying creature is not', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(1),
          { id: 'x1', card: 'Test Ghost', controller: 'bob' },
          { id: 'w1', card: 'Test Mourner', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['x1'] }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['x1']);
    expect(a.state.players[1].life).toBe(20);
  });

  it('Rest in Peace: a resolved instant and a dying creature token are exiled; the token then ceases to exist (704.5d)', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(1),
          { id: 'r1', card: 'Test Rest', controller: 'bob' },
          { id: 't1', card: 'Grizzly Bears', token: true, controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['t1'] }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['l1']);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(a.state.battlefield.some((o) => o.id === 't1')).toBe(false);
    expect(a.events).toContainEqual({ type: 'zoneChange', object: 'l1', from: 'stack', to: 'exile', player: 'alice' });
    expect(cited(a)).toEqual(expect.arrayContaining(['614.6', '704.5d']));
  });

  it("Leyline of the Void: only cards going to an opponent's graveyard are exiled", () => {
    const state = board(
      {
        battlefield: [
          ...mountains(1),
          { id: 'v1', card: 'Test Leyline', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['b1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['l1']);
  });

  it('"If a creature an opponent controls would die": the controller\'s own creature dies as usual', () => {
    const state = board(
      {
        battlefield: [
          ...mountains(2),
          { id: 'w1', card: 'Test Warden', controller: 'alice' },
          { id: 'a1', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      {
        hand: [
          { id: 'l1', card: 'Lightning Bolt' },
          { id: 'l2', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'alice', card: 'l1', targets: ['b1'] },
        ...passes(2),
        { type: 'cast', player: 'alice', card: 'l2', targets: ['a1'] },
        ...passes(2),
      ],
    });
    expect(ids(a.state.exile)).toEqual(['b1']);
    expect(ids(a.state.players[0].graveyard)).toEqual(['l1', 'l2', 'a1']);
  });

  describe('616.1: two replacement effects sending it to different zones: its controller chooses', () => {
    const state = board(
      { battlefield: [...mountains(1), { id: 'x1', card: 'Test Shuffler', controller: 'bob' }] },
      { hand: [{ id: 's1', card: 'Magma Spray' }] },
      { library: [{ id: 'k1', card: 'Mountain' }] },
    );
    const cast = { type: 'cast', player: 'alice', card: 's1', targets: ['x1'] };

    it("the game waits for the choice of the creature's controller, with both effects as options", () => {
      const a = answer({ state, actions: [cast, ...passes(2)] });
      expect(a.decision).toMatchObject({
        kind: 'chooseReplacement',
        player: 'bob',
        rule: '616.1',
        options: ['s1.effect.0', 'x1.replacement.0'],
        count: 1,
      });
      expect(a.state.battlefield.some((o) => o.id === 'x1')).toBe(true);
      expect(cited(a)).toContain('616.1');
      const listed = legalActionsFor(a.state, catalog);
      expect(listed.ok && listed.value.actions.map((x) => x.action)).toEqual(
        expect.arrayContaining([
          { type: 'choose', player: 'bob', decision: a.decision?.id, choice: ['s1.effect.0'] },
          { type: 'choose', player: 'bob', decision: a.decision?.id, choice: ['x1.replacement.0'] },
        ]),
      );
    });

    it("choosing Magma Spray's effect exiles it; once applied, the other no longer applies (614.5, 616.1e)", () => {
      const first = answer({ state, actions: [cast, ...passes(2)] });
      const a = answer({
        state: first.state,
        action: { type: 'choose', player: 'bob', decision: first.decision?.id, choice: ['s1.effect.0'] },
      });
      expect(ids(a.state.exile)).toEqual(['x1']);
      expect(ids(a.state.players[1].library)).toEqual(['k1']);
      expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    });

    it('choosing its own effect shuffles it into the library', () => {
      const first = answer({ state, actions: [cast, ...passes(2)] });
      const a = answer({
        state: first.state,
        action: { type: 'choose', player: 'bob', decision: first.decision?.id, choice: ['x1.replacement.0'] },
      });
      expect(a.state.exile).toEqual([]);
      expect(ids(a.state.players[1].library).sort()).toEqual(['k1', 'x1']);
    });

    it('a choice needed in the middle of a resolution is refused, not guessed (UNSUPPORTED_REPLACEMENT_CHOICE)', () => {
      const swamps = Array.from({ length: 3 }, (_, i) => ({
        id: `s${i}`,
        card: { name: 'Swamp', types: ['Land'], supertypes: ['Basic'], subtypes: ['Swamp'] },
        controller: 'alice',
      }));
      const rest = board(
        {
          battlefield: [
            ...swamps,
            { id: 'r1', card: 'Test Rest', controller: 'alice' },
            { id: 'x1', card: 'Test Shuffler', controller: 'bob' },
          ],
        },
        { hand: [{ id: 'k9', card: 'Murder' }] },
      );
      const outcome = adjudicate(
        { state: rest, actions: [{ type: 'cast', player: 'alice', card: 'k9', targets: ['x1'] }, ...passes(2)] },
        catalog,
      );
      expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_REPLACEMENT_CHOICE', rule: '616.1' });
    });

    it("only the affected object's controller chooses, and only among the options", () => {
      const first = answer({ state, actions: [cast, ...passes(2)] });
      expect(
        answer({ state: first.state, action: { type: 'choose', player: 'alice', decision: first.decision?.id, choice: ['s1.effect.0'] } })
          .violations[0],
      ).toMatchObject({ code: 'NO_SUCH_DECISION' });
      expect(
        answer({ state: first.state, action: { type: 'choose', player: 'bob', decision: first.decision?.id, choice: ['nope'] } })
          .violations[0],
      ).toMatchObject({ code: 'INVALID_CHOICE', rule: '616.1' });
      expect(answer({ state: first.state, action: { type: 'pass', player: 'alice' } }).violations[0]).toMatchObject({
        code: 'DECISION_PENDING',
        rule: '616.1',
      });
    });
  });
});

describe('614.1a: a replacement effect seen by creatures destroyed at once', () => {
  const { answer, lands, ids, board, passes } = colorAndReplacementBoards;

  it('Kalitas ruling, 614.1a, 701.8a: creatures destroyed at once all see a replacement effect of one of them (Wrath of God with Test Exiler listed first)', () => {
    // "If Kalitas dies at the same time as creatures your opponents control, those creature cards will be exiled."
    const state = board(
      {
        battlefield: [
          ...lands('Plains', 4),
          { id: 'x', card: 'Test Exiler', controller: 'alice' },
          { id: 'g', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'w', card: 'Wrath of God' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w' }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(['g']);
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(ids(a.state.players[0].graveyard)).toEqual(expect.arrayContaining(['x', 'w']));
  });
});

describe('614.1a: "If Nissa\'s Chosen would die, put it on the bottom of its owner\'s library instead." (a real card)', () => {
  const chosenCatalog = new InMemoryCatalog(["Nissa's Chosen", 'Lightning Bolt', 'Mountain', 'Forest'].map(bundledCard));
  const rule = rulingsWith(chosenCatalog);

  it('is understood in full', () => {
    expect(compileCard(bundledCard("Nissa's Chosen"))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it("614.6: dealt lethal damage, it goes to the bottom of bob's library, not to his graveyard (it does not die)", () => {
    const a = rule({
      state: board(
        {
          battlefield: [
            { id: 'm1', card: 'Mountain', controller: 'alice' },
            { id: 'nc', card: "Nissa's Chosen", controller: 'bob' },
          ],
        },
        { hand: ['Lightning Bolt'] },
        { library: ['Forest', 'Forest'] },
      ),
      actions: [{ type: 'cast', player: 'alice', card: 'alice.hand.0', targets: ['nc'], payment: { tap: ['m1'] } }, ...passes(2)],
    });
    expect(a.violations).toEqual([]);
    expect(a.state.battlefield.map((o) => o.id)).toEqual(['m1']);
    expect(a.state.players[1].graveyard).toEqual([]);
    const library = a.state.players[1].library as { card?: unknown }[];
    expect(library).toHaveLength(3);
    expect(library[2]).toMatchObject({ card: "Nissa's Chosen" });
    expect(cited(a)).toEqual(expect.arrayContaining(['614.6']));
  });
});
