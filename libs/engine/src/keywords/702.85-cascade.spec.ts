import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

const REMINDER =
  '(When you cast this spell, exile cards from the top of your library until you exile a nonland card that costs less. You may cast it without paying its mana cost. Put the exiled cards on the bottom of your library in a random order.)';

/** Current Oracle text of Bloodbraid Elf. */
const bloodbraidElf = defineCard({
  name: 'Bloodbraid Elf',
  manaCost: '{2}{R}{G}',
  colors: ['R', 'G'],
  types: ['Creature'],
  subtypes: ['Elf', 'Berserker'],
  power: '3',
  toughness: '2',
  text: `Haste\nCascade ${REMINDER}`,
});
/** Current Oracle text of Shardless Agent. */
const shardlessAgent = defineCard({
  name: 'Shardless Agent',
  manaCost: '{1}{G}{U}',
  colors: ['G', 'U'],
  types: ['Artifact', 'Creature'],
  subtypes: ['Human', 'Rogue'],
  power: '2',
  toughness: '2',
  text: `Cascade ${REMINDER}`,
});
const catalog = new InMemoryCatalog([
  bloodbraidElf,
  shardlessAgent,
  ...['Mountain', 'Forest', 'Island', 'Grizzly Bears', 'Lightning Bolt', 'Divination'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const lands = (names: string[]) => names.map((card, i) => ({ id: `l${i}`, card, controller: 'alice' }));
const hidden = (n: number) => Array.from({ length: n }, () => ({ hidden: true }));
const names = (zone: unknown) => (zone as ({ card?: string } | string)[]).map((o) => (typeof o === 'string' ? o : (o.card ?? 'hidden')));

/** Alice casts Bloodbraid Elf (mana value 4) with this library, top first. */
const casting = (library: unknown[]) =>
  board({ battlefield: lands(['Mountain', 'Mountain', 'Forest', 'Forest']) }, { hand: [{ id: 'bbe', card: 'Bloodbraid Elf' }], library });
const cast = { type: 'cast', player: 'alice', card: 'bbe' };

describe('702.85 cascade', () => {
  it('is understood (Bloodbraid Elf, Shardless Agent)', () => {
    expect(compileCard(bloodbraidElf).support).toBe('full');
    expect(compileCard(shardlessAgent).support).toBe('full');
  });

  it('702.85a: cast, it triggers; resolving, it exiles lands and cards of mana value 4 or more until a lesser one, which may be cast', () => {
    const asked = answer({
      state: casting(['Forest', 'Bloodbraid Elf', 'Lightning Bolt', 'Island', ...hidden(5)]),
      actions: [cast, ...passes(2)],
    });
    expect(asked.legal).toBe(true);
    expect(asked.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '702.85a' });
    // Forest (a land) and Bloodbraid Elf (mana value 4, not less) were exiled on the way: Lightning Bolt is the last.
    expect(names(asked.state.exile)).toEqual(['Forest', 'Bloodbraid Elf', 'Lightning Bolt']);
    expect(names(asked.state.players[0].library)).toEqual(['Island', ...Array(5).fill('hidden')]);
    expect(cited(asked)).toEqual(expect.arrayContaining(['702.85a']));
    const bolt = (asked.state.exile as { id: string; card: string }[]).find((o) => o.card === 'Lightning Bolt');
    // The board written back keeps what the trigger exiled, in order (the last one may be cast).
    expect(asked.state.stack[1]).toMatchObject({
      refersTo: 'bbe',
      linked: (asked.state.exile as { id: string }[]).map((o) => o.id),
      pendingChoice: { kind: 'yesNo', player: 'alice' },
    });
    const listed = legalActionsFor(asked.state, catalog);
    expect(listed.ok && listed.value.actions.map((x) => x.action)).toContainEqual(
      expect.objectContaining({ type: 'cast', card: bolt?.id, alternativeCost: 'cascade' }),
    );

    const done = answer({
      state: asked.state,
      actions: [{ type: 'cast', player: 'alice', card: bolt?.id, alternativeCost: 'cascade', targets: ['bob'] }, ...passes(2)],
    });
    expect(done.legal).toBe(true);
    // Lightning Bolt was cast without paying its mana cost (the lands paid Bloodbraid Elf only) and resolved first.
    expect(done.state.players[1].life).toBe(17);
    expect(names(done.state.players[0].graveyard)).toEqual(['Lightning Bolt']);
    expect(done.state.exile).toEqual([]);
    // The two other exiled cards went to the bottom, in a random order.
    const library = names(done.state.players[0].library);
    expect(library.slice(0, 6)).toEqual(['Island', ...Array(5).fill('hidden')]);
    expect([...library.slice(6)].sort()).toEqual(['Bloodbraid Elf', 'Forest']);
    expect(cited(done)).toEqual(expect.arrayContaining(['608.2g', '702.85a']));
    // Bloodbraid Elf is still on the stack, above nothing: it resolves after.
    const after = answer({ state: done.state, actions: passes(2) });
    expect(onField(after, 'bbe')).toBeDefined();
  });

  it('702.85a: "no": nothing is cast, all the exiled cards go to the bottom', () => {
    const asked = answer({ state: casting(['Grizzly Bears', 'Island', ...hidden(3)]), actions: [cast, ...passes(2)] });
    expect(names(asked.state.exile)).toEqual(['Grizzly Bears']);
    const no = answer({ state: asked.state, action: choose(asked, ['no']) });
    expect(no.legal).toBe(true);
    expect(no.state.exile).toEqual([]);
    expect(names(no.state.players[0].library)).toEqual(['Island', 'hidden', 'hidden', 'hidden', 'Grizzly Bears']);
    expect(no.state.stack).toHaveLength(1);
  });

  it('608.2g: "yes" casts the card (a creature cast during the resolution, whatever its timing)', () => {
    const asked = answer({ state: casting(['Grizzly Bears', ...hidden(3)]), actions: [cast, ...passes(2)] });
    const yes = answer({ state: asked.state, action: choose(asked, ['yes']) });
    expect(yes.legal).toBe(true);
    expect(yes.state.stack.map((s) => s.card)).toEqual(['Bloodbraid Elf', 'Grizzly Bears']);
    expect(yes.state.stack[1]).toMatchObject({ alternativeCost: 'cascade', castFrom: 'exile' });
  });

  it('702.85a illegal: the exiled card that is not the nonland card of lesser mana value cannot be cast', () => {
    const asked = answer({
      state: casting(['Bloodbraid Elf', 'Lightning Bolt', ...hidden(3)]),
      actions: [cast, ...passes(2)],
    });
    const elf = (asked.state.exile as { id: string; card: string }[]).find((o) => o.card === 'Bloodbraid Elf');
    const a = answer({ state: asked.state, action: { type: 'cast', player: 'alice', card: elf?.id, alternativeCost: 'cascade' } });
    expect(a.legal).toBe(false);
    expect(a.violations[0]).toMatchObject({ code: 'NOT_THE_EXILED_CARD', rule: '702.85a' });
  });

  it('702.85a illegal: a card is cast through cascade only as its trigger resolves', () => {
    const state = board({ battlefield: lands(['Mountain']) }, { hand: [{ id: 'bolt', card: 'Lightning Bolt' }] });
    const a = answer({ state, action: { type: 'cast', player: 'alice', card: 'bolt', alternativeCost: 'cascade', targets: ['bob'] } });
    expect(a.violations[0]).toMatchObject({ code: 'NOT_FREE_CAST_TIME', rule: '702.85a' });
  });

  it('702.85a: Shardless Agent (mana value 3) passes over Divination (3) and cascades into Grizzly Bears (2)', () => {
    const state = board(
      { battlefield: lands(['Forest', 'Island', 'Island']) },
      { hand: [{ id: 'sa', card: 'Shardless Agent' }], library: ['Divination', 'Mountain', 'Grizzly Bears', ...hidden(2)] },
    );
    const asked = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'sa' }, ...passes(2)] });
    expect(names(asked.state.exile)).toEqual(['Divination', 'Mountain', 'Grizzly Bears']);
    const yes = answer({ state: asked.state, actions: [choose(asked, ['yes']), ...passes(4)] });
    expect(yes.legal).toBe(true);
    expect(yes.state.battlefield.map((o) => o.card).sort()).toEqual(['Forest', 'Grizzly Bears', 'Island', 'Island', 'Shardless Agent']);
  });

  it('702.85a: no nonland card of lesser mana value: the whole library is exiled, then put back on the bottom', () => {
    const asked = answer({ state: casting(['Forest', 'Bloodbraid Elf']), actions: [cast, ...passes(2)] });
    expect(asked.legal).toBe(true);
    expect(asked.decision).toMatchObject({ kind: 'priority' });
    expect(asked.state.exile).toEqual([]);
    expect([...names(asked.state.players[0].library)].sort()).toEqual(['Bloodbraid Elf', 'Forest']);
    expect(cited(asked)).toContain('702.85a');
  });

  it('702.85a, 603.3: a spell cast through cascade cascades in turn: Bloodbraid Elf into Shardless Agent into Grizzly Bears', () => {
    const asked = answer({
      state: casting(['Island', 'Shardless Agent', 'Divination', 'Grizzly Bears', 'Forest', ...hidden(2)]),
      actions: [cast, ...passes(2)],
    });
    expect(names(asked.state.exile)).toEqual(['Island', 'Shardless Agent']);
    // The trigger carries no storm count.
    expect(asked.state.stack[1]).not.toHaveProperty('x');
    const agent = answer({ state: asked.state, actions: [choose(asked, ['yes'])] });
    expect(agent.legal).toBe(true);
    // Shardless Agent's own cascade triggered as it was cast (during the resolution): it goes on the stack above it.
    expect(agent.state.stack.map((s) => s.card ?? 'trigger')).toEqual(['Bloodbraid Elf', 'Shardless Agent', 'trigger']);
    expect(names(agent.state.players[0].library).slice(0, 3)).toEqual(['Divination', 'Grizzly Bears', 'Forest']);
    const second = answer({ state: agent.state, actions: passes(2) });
    // Divination has mana value 3, not less than Shardless Agent's: Grizzly Bears is the one.
    expect(names(second.state.exile)).toEqual(['Divination', 'Grizzly Bears']);
    const bears = answer({ state: second.state, actions: [choose(second, ['yes']), ...passes(6)] });
    expect(bears.legal).toBe(true);
    expect(bears.state.stack).toEqual([]);
    expect(bears.state.battlefield.map((o) => o.card).filter((c) => !['Mountain', 'Forest'].includes(c as string))).toEqual(
      expect.arrayContaining(['Bloodbraid Elf', 'Shardless Agent', 'Grizzly Bears']),
    );
    const library = names(bears.state.players[0].library);
    expect(library.slice(0, 3)).toEqual(['Forest', 'hidden', 'hidden']);
    expect([...library.slice(3)].sort()).toEqual(['Divination', 'Island']);
  });

  it('UNSUPPORTED_HIDDEN_CARD: the cards cascade would exile are not given', () => {
    const o = adjudicate({ state: casting(['Forest', ...hidden(5)]), actions: [cast, ...passes(2)] }, catalog);
    expect(o).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '702.85a' });
    // A library known only by its count likewise.
    const counted = adjudicate({ state: casting({ count: 20 } as unknown as unknown[]), actions: [cast, ...passes(2)] }, catalog);
    expect(counted).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD' });
  });
});
