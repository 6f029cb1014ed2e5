import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';
import { bundledCard } from '../testing/bundled-catalog';

const reminder = (cost: string, n: string, haste = false) =>
  `(Rather than cast this card from your hand, you may pay ${cost} and exile it with ${n} on it. At the beginning of your upkeep, remove a time counter. When the last is removed, you may cast it without paying its mana cost.${haste ? ' It has haste.' : ''})`;

/** Current Oracle texts. */
const riftBolt = defineCard({
  name: 'Rift Bolt',
  manaCost: '{2}{R}',
  colors: ['R'],
  types: ['Sorcery'],
  text: `Rift Bolt deals 3 damage to any target.\nSuspend 1—{R} ${reminder('{R}', 'a time counter')}`,
});
const ancestralVision = defineCard({
  name: 'Ancestral Vision',
  manaCost: '',
  colors: ['U'],
  types: ['Sorcery'],
  text: `Suspend 4—{U} ${reminder('{U}', 'four time counters')}\nTarget player draws three cards.`,
});
const durkwoodBaloth = defineCard({
  name: 'Durkwood Baloth',
  manaCost: '{4}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '5',
  toughness: '5',
  text: `Suspend 5—{G} ${reminder('{G}', 'five time counters', true)}`,
});
const catalog = new InMemoryCatalog([
  bundledCard('Sudden Shock'),
  bundledCard('Arc Blade'),
  bundledCard('Lotus Bloom'),
  riftBolt,
  ancestralVision,
  durkwoodBaloth,
  ...['Mountain', 'Island', 'Forest', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);
const suspend = (object: string, player = 'alice') => ({ type: 'specialAction', player, kind: 'suspend', object });
/** A board at the very beginning of alice's turn: the untap step, then the upkeep (502, 503). */
const atUntap = (exile: unknown[], battlefield: unknown[] = []) =>
  board({ battlefield, exile, turn: { number: 5, active: 'alice', step: 'untap', priority: null } });

describe('702.62 suspend', () => {
  it('is understood: a static ability in the hand and two triggered abilities in exile', () => {
    for (const card of [riftBolt, ancestralVision, durkwoodBaloth]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(riftBolt).abilities.map((a) => a.kind)).toEqual(['spell', 'suspend', 'triggered', 'triggered']);
  });

  describe('116.2f, 702.62a: the special action', () => {
    const state = board(
      { battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }] },
      { hand: [{ id: 'rb', card: 'Rift Bolt' }] },
    );

    it('pays the suspend cost and exiles the card with N time counters, without using the stack', () => {
      const a = answer({ state, action: suspend('rb') });
      expect(a.legal).toBe(true);
      expect(a.state.exile).toEqual([{ id: 'rb', card: 'Rift Bolt', owner: 'alice', counters: { time: 1 } }]);
      expect(a.state.players[0].hand).toEqual([]);
      expect(onField(a, 'm0')?.tapped).toBe(true);
      expect(a.state.stack).toEqual([]);
      // 116.3c: the player who took a special action receives priority again.
      expect(a.decision).toMatchObject({ kind: 'priority', player: 'alice' });
      expect(cited(a)).toEqual(expect.arrayContaining(['116.2f', '702.62a']));
    });

    it('is listed among the legal actions', () => {
      const listed = legalActionsFor(answer({ state, actions: [] }).state, catalog);
      expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(suspend('rb'));
    });

    it('116.2f: not for a card that is not in its hand', () => {
      const a = answer({
        state: board(
          { battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }] },
          { graveyard: [{ id: 'rb', card: 'Rift Bolt' }] },
        ),
        action: suspend('rb'),
      });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'NOT_IN_HAND', rule: '116.2f' });
    });

    it('116.2f: only when it could begin to be cast: a sorcery is not suspended on the opponent’s turn or with a spell on the stack', () => {
      const bobs = board(
        {
          battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }],
          turn: { number: 4, active: 'bob', step: 'first-main', priority: 'alice' },
        },
        { hand: [{ id: 'rb', card: 'Rift Bolt' }] },
      );
      const a = answer({ state: bobs, action: suspend('rb') });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'NOT_YOUR_TURN', rule: '116.2f' });
      const upkeep = board(
        {
          battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }],
          turn: { number: 3, active: 'alice', step: 'upkeep', priority: 'alice' },
        },
        { hand: [{ id: 'rb', card: 'Rift Bolt' }] },
      );
      expect(answer({ state: upkeep, action: suspend('rb') }).violations[0]).toMatchObject({ code: 'NOT_MAIN_PHASE', rule: '116.2f' });
    });

    it('601.2h: a suspend cost that cannot be paid is not paid: nothing happens', () => {
      const a = answer({ state: board({}, { hand: [{ id: 'rb', card: 'Rift Bolt' }] }), action: suspend('rb') });
      expect(a.legal).toBe(false);
      expect(ids(a.state.players[0].hand)).toEqual(['rb']);
      expect(a.state.exile).toEqual([]);
    });

    it('702.62c: what forbids casting it forbids suspending it: a spell with split second on the stack (702.61a)', () => {
      const locked = board(
        {
          battlefield: [{ id: 'm0', card: 'Mountain', controller: 'alice' }],
          stack: [{ id: 'ss', card: 'Sudden Shock', controller: 'bob', targets: ['alice'] }],
        },
        { hand: [{ id: 'rb', card: 'Rift Bolt' }] },
      );
      const a = answer({ state: locked, action: suspend('rb') });
      expect(a.legal).toBe(false);
      expect(a.violations[0]).toMatchObject({ code: 'SPLIT_SECOND', rule: '702.61a' });
    });

    it('116.2f: only the player with priority takes it', () => {
      const a = answer({ state, action: suspend('rb', 'bob') });
      expect(a.legal).toBe(false);
    });
  });

  describe('702.62a: the upkeep trigger, then the cast: Rift Bolt', () => {
    const exiled = [{ id: 'rb', card: 'Rift Bolt', owner: 'alice', counters: { time: 1 } }];

    it('the last time counter removed, its owner may cast it without paying its mana cost (608.2g), with a target', () => {
      const asked = answer({
        state: atUntap(exiled, [{ id: 'm0', card: 'Mountain', controller: 'alice' }]),
        actions: [...passes(2), ...passes(2)],
      });
      expect(asked.state.exile).toEqual([{ id: 'rb', card: 'Rift Bolt', owner: 'alice' }]);
      expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '702.62a' });
      expect(cited(asked)).toEqual(expect.arrayContaining(['702.62a', '603.3']));
      const listed = legalActionsFor(asked.state, catalog);
      expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(
        expect.objectContaining({ type: 'cast', card: 'rb', alternativeCost: 'suspend' }),
      );
      const cast = answer({
        state: asked.state,
        action: { type: 'cast', player: 'alice', card: 'rb', alternativeCost: 'suspend', targets: ['bob'] },
      });
      expect(cast.legal).toBe(true);
      expect(cast.state.stack).toEqual([expect.objectContaining({ id: 'rb', alternativeCost: 'suspend', castFrom: 'exile' })]);
      // 702.62d: nothing is paid: the Mountain stays untapped.
      expect(onField(cast, 'm0')?.tapped).toBe(false);
      expect(cited(cast)).toEqual(expect.arrayContaining(['608.2g', '601.2a', '601.2f', '601.2i']));
      const done = answer({ state: cast.state, actions: passes(2) });
      expect(done.state.players[1].life).toBe(17);
      expect(ids(done.state.players[0].graveyard)).toEqual(['rb']);
    });

    it('702.62a: declined, the card stays in exile', () => {
      const asked = answer({ state: atUntap(exiled), actions: [...passes(2), ...passes(2)] });
      const no = answer({ state: asked.state, action: choose(asked, ['no']) });
      expect(no.legal).toBe(true);
      expect(no.state.exile).toEqual([{ id: 'rb', card: 'Rift Bolt', owner: 'alice' }]);
      expect(no.state.stack).toEqual([]);
      expect(no.trace.find((t) => t.event === 'declined')).toMatchObject({ rule: '702.62a' });
    });

    it('601.2c: "yes" without a target does not cast a spell that needs one', () => {
      const asked = answer({ state: atUntap(exiled), actions: [...passes(2), ...passes(2)] });
      expect(answer({ state: asked.state, action: choose(asked, ['yes']) }).legal).toBe(false);
    });

    it("the opponent's upkeep does not remove a time counter", () => {
      const bobs = board({ exile: exiled, turn: { number: 4, active: 'bob', step: 'untap', priority: null } });
      const a = answer({ state: bobs, actions: passes(2) });
      expect(a.state.exile).toEqual(exiled);
    });

    it('702.62a: cast through suspend only as its trigger resolves', () => {
      const a = answer({
        state: board({}, { hand: [{ id: 'rb', card: 'Rift Bolt' }] }),
        action: { type: 'cast', player: 'alice', card: 'rb', alternativeCost: 'suspend', targets: ['bob'] },
      });
      expect(a.violations[0]).toMatchObject({ code: 'NOT_FREE_CAST_TIME', rule: '702.62a' });
    });
  });

  describe('Ancestral Vision: a card with no mana cost', () => {
    it('118.6: it cannot be cast from the hand (an unpayable cost), but it can be suspended for {U}', () => {
      const state = board(
        { battlefield: [{ id: 'i0', card: 'Island', controller: 'alice' }] },
        { hand: [{ id: 'av', card: 'Ancestral Vision' }] },
      );
      const cast = answer({ state, action: { type: 'cast', player: 'alice', card: 'av', targets: ['alice'] } });
      expect(cast.legal).toBe(false);
      expect(cast.violations[0]).toMatchObject({ code: 'UNPAYABLE_COST', rule: '118.6' });
      const suspended = answer({ state, action: suspend('av') });
      expect(suspended.legal).toBe(true);
      expect(suspended.state.exile).toEqual([{ id: 'av', card: 'Ancestral Vision', owner: 'alice', counters: { time: 4 } }]);
    });

    it('702.62a: one time counter a turn; cast for free (118.6a) once the last is removed', () => {
      const two = answer({
        state: atUntap([{ id: 'av', card: 'Ancestral Vision', owner: 'alice', counters: { time: 2 } }]),
        actions: passes(2),
      });
      expect(two.state.exile).toEqual([{ id: 'av', card: 'Ancestral Vision', owner: 'alice', counters: { time: 1 } }]);
      expect(two.trace.find((t) => t.event === 'removeCounter')).toMatchObject({ rule: '702.62a' });
      const asked = answer({
        state: atUntap([{ id: 'av', card: 'Ancestral Vision', owner: 'alice', counters: { time: 1 } }]),
        actions: [...passes(2), ...passes(2)],
      });
      const cast = answer({
        state: asked.state,
        actions: [{ type: 'cast', player: 'alice', card: 'av', alternativeCost: 'suspend', targets: ['alice'] }, ...passes(2)],
      });
      expect(cast.legal).toBe(true);
      expect(cast.state.players[0].hand).toEqual({ count: 3 });
    });
  });

  it('702.62a: a creature cast through suspend has haste: Durkwood Baloth attacks the turn it is cast', () => {
    const asked = answer({
      state: atUntap([{ id: 'db', card: 'Durkwood Baloth', owner: 'alice', counters: { time: 1 } }]),
      actions: [...passes(2), ...passes(2)],
    });
    const yes = answer({ state: asked.state, actions: [choose(asked, ['yes']), ...passes(2)] });
    expect(yes.violations).toEqual([]);
    expect(yes.legal).toBe(true);
    expect(onField(yes, 'db')).toMatchObject({ controller: 'alice', alternativeCost: 'suspend' });
    // Upkeep, draw, main phase, beginning of combat: then the attackers are declared.
    const combat = answer({ state: yes.state, actions: [...passes(2), ...passes(2), ...passes(2), ...passes(2)] });
    expect(combat.decision).toMatchObject({ kind: 'declareAttackers', player: 'alice' });
    const attack = answer({
      state: combat.state,
      action: { type: 'declareAttackers', player: 'alice', attackers: [{ id: 'db', attacking: 'bob' }] },
    });
    expect(attack.legal).toBe(true);
  });

  it('122.1, 702.62b: Arc Blade exiles itself with three time counters: it is suspended, and its upkeep trigger follows', () => {
    const state = board(
      { battlefield: Array.from({ length: 5 }, (_, i) => ({ id: `m${i}`, card: 'Mountain', controller: 'alice' })) },
      { hand: [{ id: 'ab', card: 'Arc Blade' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'ab', targets: ['bob'] }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect(a.state.players[1].life).toBe(18);
    expect(a.state.exile).toEqual([{ id: 'ab', card: 'Arc Blade', owner: 'alice', counters: { time: 3 } }]);
    expect(a.state.players[0].graveyard).toEqual([]);
    expect(cited(a)).toContain('122.1');
    const next = answer({ state: atUntap(a.state.exile), actions: passes(2) });
    expect(next.state.exile).toEqual([{ id: 'ab', card: 'Arc Blade', owner: 'alice', counters: { time: 2 } }]);
  });

  it('702.62a, 118.6a: Lotus Bloom (no mana cost) is cast for free with "yes"; a noncreature permanent gains no haste', () => {
    const asked = answer({
      state: atUntap([{ id: 'lb', card: 'Lotus Bloom', owner: 'alice', counters: { time: 1 } }]),
      actions: [...passes(2), ...passes(2)],
    });
    const yes = answer({ state: asked.state, actions: [choose(asked, ['yes']), ...passes(2)] });
    expect(yes.legal).toBe(true);
    expect(onField(yes, 'lb')).toMatchObject({ controller: 'alice' });
    expect(onField(yes, 'lb')?.alternativeCost).toBeUndefined();
    expect(yes.state.exile).toEqual([]);
  });
});
