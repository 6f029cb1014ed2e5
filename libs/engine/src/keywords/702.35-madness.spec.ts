import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle texts. */
const fieryTemper = defineCard({
  name: 'Fiery Temper',
  manaCost: '{1}{R}{R}',
  colors: ['R'],
  types: ['Instant'],
  text: 'Fiery Temper deals 3 damage to any target.\nMadness {R} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
});
const ichorSlick = defineCard({
  name: 'Ichor Slick',
  manaCost: '{2}{B}',
  colors: ['B'],
  types: ['Sorcery'],
  text: 'Target creature gets -3/-3 until end of turn.\nCycling {2} ({2}, Discard this card: Draw a card.)\nMadness {3}{B} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
});
const arrogantWurm = defineCard({
  name: 'Arrogant Wurm',
  manaCost: '{3}{G}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Wurm'],
  power: '4',
  toughness: '4',
  text: 'Trample\nMadness {2}{G} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
});
const mindRot = defineCard({
  name: 'Mind Rot',
  manaCost: '{2}{B}',
  colors: ['B'],
  types: ['Sorcery'],
  text: 'Target player discards two cards.',
});
const restInPeace = defineCard({
  name: 'Rest in Peace',
  manaCost: '{1}{W}',
  colors: ['W'],
  types: ['Enchantment'],
  text: 'When Rest in Peace enters, exile all graveyards.\nIf a card or token would be put into a graveyard from anywhere, exile it instead.',
});
const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'] });
const catalog = new InMemoryCatalog([
  fieryTemper,
  ichorSlick,
  arrogantWurm,
  mindRot,
  restInPeace,
  swamp,
  ...['Mountain', 'Forest', 'Island', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const lands = (card: string, n: number, controller = 'alice', prefix = card[0].toLowerCase()) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card, controller }));
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);

describe('702.35 madness', () => {
  it('is understood, in the current and the 2017 wording (reminder text)', () => {
    for (const card of [fieryTemper, ichorSlick, arrogantWurm]) expect(compileCard(card).support).toBe('full');
    const old = defineCard({
      name: 'Welcome Test',
      manaCost: '{2}{U}{U}',
      types: ['Sorcery'],
      text: 'Draw a card.\nMadness {X}{U}{U} (If you discard this card, discard it into exile. When you do, cast it for its madness cost or put it into your graveyard.)',
    });
    expect(compileCard(old).support).toBe('full');
  });

  describe('discarded to cycling (702.29a): Ichor Slick', () => {
    // alice cycles Ichor Slick with two Swamps; four more pay the madness cost {3}{B}.
    const state = board(
      { battlefield: [...lands('Swamp', 6), { id: 'bear', card: 'Grizzly Bears', controller: 'bob' }] },
      { hand: [{ id: 'slick', card: 'Ichor Slick' }], library: [{ id: 'top', card: 'Island' }] },
    );
    const cycle = { type: 'activate', player: 'alice', source: 'slick', ability: 0, payment: { tap: ['s0', 's1'] } };

    it('702.35a: the discarded card is exiled instead of going to the graveyard, and its madness ability triggers', () => {
      const a = answer({ state, action: cycle });
      expect(a.legal).toBe(true);
      expect(ids(a.state.exile)).toEqual(['slick']);
      expect(a.state.players[0].graveyard).toEqual([]);
      // The madness trigger goes on the stack above the cycling ability (603.3), controlled by the owner.
      expect(a.state.stack).toHaveLength(2);
      expect(a.state.stack[1]).toMatchObject({ controller: 'alice', ability: { source: 'slick', triggered: true } });
      expect(cited(a)).toEqual(expect.arrayContaining(['601.2h', '702.35a', '603.2', '603.3']));
    });

    it('702.35a, 608.2d: as the trigger resolves, the owner chooses; 608.2g: a sorcery cast then, with a nonempty stack', () => {
      const asked = answer({ state, actions: [cycle, ...passes(2)] });
      expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '702.35a', options: ['yes', 'no'] });
      const listed = legalActionsFor(asked.state, catalog);
      expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual({
        type: 'cast',
        player: 'alice',
        card: 'slick',
        alternativeCost: 'madness',
        targets: ['bear'],
      });
      const cast = answer({
        state: asked.state,
        action: { type: 'cast', player: 'alice', card: 'slick', alternativeCost: 'madness', targets: ['bear'] },
      });
      expect(cast.legal).toBe(true);
      // 702.35b: the madness cost {3}{B} is paid instead of {2}{B}: all six Swamps are now tapped.
      expect(cast.state.battlefield.filter((o) => o.tapped)).toHaveLength(6);
      expect(cast.state.stack.map((s) => s.id)).toEqual([expect.stringContaining('slick.ability'), 'slick']);
      expect(cast.state.exile).toEqual([]);
      expect(cast.decision).toMatchObject({ kind: 'priority', player: 'alice' });
      expect(cited(cast)).toEqual(expect.arrayContaining(['608.2g', '601.2a', '601.2f', '601.2h', '601.2i', '608.2n', '117.3b']));
      expect(cited(cast)).not.toContain('307.1');
      // The sorcery resolves and kills the Bears; then the cycling ability draws.
      const done = answer({ state: cast.state, actions: [...passes(2), ...passes(2)] });
      expect(ids(done.state.players[1].graveyard)).toEqual(['bear']);
      expect(ids(done.state.players[0].graveyard)).toEqual(['slick']);
      expect(ids(done.state.players[0].hand)).toEqual(['top']);
    });

    it('702.35a: the owner who does not cast it puts it into their graveyard', () => {
      const asked = answer({ state, actions: [cycle, ...passes(2)] });
      const no = answer({ state: asked.state, action: { type: 'choose', player: 'alice', decision: asked.decision?.id, choice: ['no'] } });
      expect(no.legal).toBe(true);
      expect(no.state.exile).toEqual([]);
      expect(ids(no.state.players[0].graveyard)).toEqual(['slick']);
      expect(no.state.stack).toHaveLength(1);
      expect(cited(no)).toEqual(expect.arrayContaining(['702.35a', '608.2n']));
    });

    it('702.35a: an owner who cannot pay the madness cost does not cast it: it goes to the graveyard, without a choice', () => {
      const poor = board(
        { battlefield: [...lands('Swamp', 5), { id: 'bear', card: 'Grizzly Bears', controller: 'bob' }] },
        { hand: [{ id: 'slick', card: 'Ichor Slick' }] },
      );
      const asked = answer({ state: poor, actions: [{ ...cycle, payment: { tap: ['s0', 's1'] } }, ...passes(2)] });
      // Three Swamps left cannot pay {3}{B}: no choice, the card goes to the graveyard.
      expect(asked.decision).toMatchObject({ kind: 'priority' });
      expect(ids(asked.state.players[0].graveyard)).toEqual(['slick']);
      expect(asked.trace.find((t) => t.event === 'cannotCast')).toMatchObject({ rule: '702.35a' });
    });
  });

  it("702.35a: discarded to a spell of another player, the card is cast by its owner (608.2g, any type, on the opponent's turn)", () => {
    const state = board(
      { battlefield: [...lands('Swamp', 3), ...lands('Forest', 3, 'bob')] },
      { hand: [{ id: 'rot', card: 'Mind Rot' }] },
      {
        hand: [
          { id: 'wurm', card: 'Arrogant Wurm' },
          { id: 'isl', card: 'Island' },
        ],
      },
    );
    const asked = answer({
      state,
      actions: [{ type: 'cast', player: 'alice', card: 'rot', targets: ['bob'] }, ...passes(2), ...passes(2)],
    });
    expect(ids(asked.state.players[1].graveyard)).toEqual(['isl']);
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'bob', rule: '702.35a' });
    const yes = answer({ state: asked.state, action: { type: 'choose', player: 'bob', decision: asked.decision?.id, choice: ['yes'] } });
    expect(yes.legal).toBe(true);
    expect(yes.state.stack).toEqual([expect.objectContaining({ id: 'wurm', controller: 'bob' })]);
    // 117.3b: after the madness trigger resolves, the active player receives priority.
    expect(yes.decision).toMatchObject({ kind: 'priority', player: 'alice' });
    const resolved = answer({ state: yes.state, actions: passes(2) });
    expect(resolved.state.battlefield.find((o) => o.id === 'wurm')).toMatchObject({ controller: 'bob' });
  });

  it('the cleanup discard (514.1) is a discard: madness applies', () => {
    const hand = [{ id: 'ft', card: 'Fiery Temper' }, ...lands('Island', 7, 'alice', 'h').map(({ id, card }) => ({ id, card }))];
    const state = board(
      { battlefield: lands('Mountain', 1), turn: { number: 3, active: 'alice', step: 'cleanup', priority: null } },
      { hand },
    );
    const asked = answer({ state, action: { type: 'choose', player: 'alice', decision: 't3.cleanup.discard', choice: ['ft'] } });
    expect(asked.legal).toBe(true);
    expect(ids(asked.state.exile)).toEqual(['ft']);
    // 514.3a: an ability triggered during cleanup: players receive priority; the trigger is on the stack.
    expect(asked.state.stack).toEqual([expect.objectContaining({ ability: expect.objectContaining({ source: 'ft' }) })]);
    const cast = answer({
      state: asked.state,
      actions: [...passes(2), { type: 'cast', player: 'alice', card: 'ft', alternativeCost: 'madness', targets: ['bob'] }, ...passes(2)],
    });
    expect(cast.legal).toBe(true);
    expect(cast.state.players[1].life).toBe(17);
  });

  it('702.35a: a card with madness can be cast for its madness cost only as its trigger resolves', () => {
    const state = board({ battlefield: lands('Mountain', 1) }, { hand: [{ id: 'ft', card: 'Fiery Temper' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'ft', alternativeCost: 'madness', targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_MADNESS_TIME', rule: '702.35a' });
  });

  it('400.7: a card that left exile before the trigger resolves is a new object: the trigger does nothing', () => {
    const state = board(
      {
        battlefield: lands('Mountain', 1),
        stack: [{ id: 'ft.trigger.0', ability: { source: 'ft', index: 0, triggered: true }, controller: 'alice' }],
      },
      { graveyard: [{ id: 'ft', card: 'Fiery Temper' }] },
    );
    const a = answer({ state, actions: passes(2) });
    expect(a.decision).toMatchObject({ kind: 'priority' });
    expect(ids(a.state.players[0].graveyard)).toEqual(['ft']);
    expect(cited(a)).toContain('400.7');
  });

  it('616.1: madness beside another effect that exiles the card: the choice decides whether madness triggers, and is not supported', () => {
    const state = board(
      { battlefield: [...lands('Swamp', 3), { id: 'rip', card: 'Rest in Peace', controller: 'alice' }] },
      { hand: [{ id: 'rot', card: 'Mind Rot' }] },
      {
        hand: [
          { id: 'ft', card: 'Fiery Temper' },
          { id: 'isl', card: 'Island' },
        ],
      },
    );
    // Its enters trigger is not understood: ignored here, it plays no part.
    const outcome = adjudicate(
      { state, allowUnsupported: true, actions: [{ type: 'cast', player: 'alice', card: 'rot', targets: ['bob'] }, ...passes(2)] } as {
        state: unknown;
      },
      catalog,
    );
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_REPLACEMENT_CHOICE' });
  });
});
