import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { GRIZZLY_BEARS, MOUNTAIN, ids, lands, perm } from '../testing/spell-cards';
import { passes } from '../testing/actions';

/** 702.78 conspire, on real cards (current Oracle text, from the bundled catalog). */
const BURN_TRAIL = bundledCard('Burn Trail'); // {3}{R} sorcery: 3 damage to any target; Conspire
const GIANTBAITING = bundledCard('Giantbaiting'); // {2}{R/G} sorcery: a 4/4 Giant Warrior token with haste; Conspire
const RAGING_GOBLIN = bundledCard('Raging Goblin'); // {R} 1/1 red creature, haste
const VANDALBLAST = bundledCard('Vandalblast'); // no conspire
const catalog = new InMemoryCatalog([BURN_TRAIL, GIANTBAITING, RAGING_GOBLIN, VANDALBLAST, GRIZZLY_BEARS, MOUNTAIN]);
const answer = rulingsWith(catalog);

const cast = (card: string, targets: string[], tapped?: string[]) => ({
  type: 'cast',
  player: 'alice',
  card,
  targets,
  ...(tapped ? { additionalCosts: ['conspire'], tapUntapped: tapped } : {}),
});
const withBurnTrail = (creatures: Record<string, unknown>[]) =>
  board({ battlefield: [...lands('Mountain', 'r', 4), ...creatures] }, { hand: [{ id: 'bt', card: 'Burn Trail' }] });
const goblins = [perm('g1', 'Raging Goblin', 'alice'), perm('g2', 'Raging Goblin', 'alice')];

describe('702.78 conspire', () => {
  it('is understood: a keyword and a "when you cast" trigger', () => {
    for (const c of [BURN_TRAIL, GIANTBAITING]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
    expect(compileCard(BURN_TRAIL).abilities).toContainEqual({ kind: 'keyword', keyword: 'conspire', text: 'Conspire' });
  });

  it('702.78a: Burn Trail conspired with two red creatures: they tap, one copy at bob, 6 damage in all (707.10)', () => {
    const played = answer({ state: withBurnTrail(goblins), actions: [cast('bt', ['bob'], ['g1', 'g2'])] });
    expect(played.legal).toBe(true);
    expect(played.state.battlefield.filter((o) => o.id === 'g1' || o.id === 'g2').map((o) => o.tapped)).toEqual([true, true]);
    expect(cited(played)).toEqual(expect.arrayContaining(['601.2b', '702.78a']));
    const copied = answer({ state: played.state, actions: passes(2) });
    expect(copied.state.stack.map((s) => s.id)).toEqual(['bt', 'bt.copy.1']);
    expect(copied.state.stack[1]).toMatchObject({ copy: true, targets: ['bob'], controller: 'alice' });
    expect(cited(copied)).toEqual(expect.arrayContaining(['702.78a', '707.10', '707.10c']));
    const done = answer({ state: copied.state, actions: [...passes(2), ...passes(2)] });
    expect(done.state.players[1].life).toBe(14);
    expect(done.state.stack).toEqual([]);
    expect(ids(done.state.players[0].graveyard)).toEqual(['bt']);
  }, 20000);

  it('603.4: not conspired, Burn Trail does not trigger; 3 damage; the goblins stay untapped', () => {
    const played = answer({ state: withBurnTrail(goblins), actions: [cast('bt', ['bob'])] });
    expect(played.legal).toBe(true);
    expect(played.state.stack.map((s) => s.id)).toEqual(['bt']);
    expect(played.state.battlefield.find((o) => o.id === 'g1')?.tapped).toBeFalsy();
    const done = answer({ state: played.state, actions: passes(2) });
    expect(done.state.players[1].life).toBe(17);
  });

  it('702.78a: a green creature shares no color with red Burn Trail: conspire refused, nothing tapped', () => {
    const state = withBurnTrail([perm('g1', 'Raging Goblin', 'alice'), perm('b1', 'Grizzly Bears', 'alice')]);
    const refused = answer({ state, action: cast('bt', ['bob'], ['g1', 'b1']) });
    expect(refused.legal).toBe(false);
    expect(refused.violations[0]).toMatchObject({ code: 'NO_SHARED_COLOR', rule: '702.78a' });
    expect(refused.state.battlefield.find((o) => o.id === 'g1')?.tapped).toBeFalsy();
  });

  it("702.78a: one creature, a tapped one, or an opponent's creature does not pay the conspire cost", () => {
    const one = answer({ state: withBurnTrail(goblins), action: cast('bt', ['bob'], ['g1']) });
    expect(one.violations[0]).toMatchObject({ code: 'CONSPIRE_REQUIRED', rule: '702.78a' });
    const twice = answer({ state: withBurnTrail(goblins), action: cast('bt', ['bob'], ['g1', 'g1']) });
    expect(twice.violations[0]).toMatchObject({ code: 'CONSPIRE_REQUIRED', rule: '702.78a' });
    const tapped = answer({
      state: withBurnTrail([perm('g1', 'Raging Goblin', 'alice'), perm('g2', 'Raging Goblin', 'alice', { tapped: true })]),
      action: cast('bt', ['bob'], ['g1', 'g2']),
    });
    expect(tapped.violations[0]).toMatchObject({ code: 'ALREADY_TAPPED', rule: '702.78a' });
    const theirs = answer({
      state: withBurnTrail([perm('g1', 'Raging Goblin', 'alice'), perm('g2', 'Raging Goblin', 'bob')]),
      action: cast('bt', ['bob'], ['g1', 'g2']),
    });
    expect(theirs.violations[0]).toMatchObject({ code: 'NOT_CONTROLLER', rule: '702.78a' });
  });

  it('702.78a: a spell without conspire cannot pay one; tapUntapped without conspire pays nothing (601.2h)', () => {
    const none = answer({
      state: board({ battlefield: [...lands('Mountain', 'r', 3), ...goblins] }, { hand: [{ id: 'v', card: 'Vandalblast' }] }),
      action: { type: 'cast', player: 'alice', card: 'v', targets: [], additionalCosts: ['conspire'], tapUntapped: ['g1', 'g2'] },
    });
    expect(none.legal).toBe(false);
    expect(none.violations[0]).toMatchObject({ code: 'NO_SUCH_ADDITIONAL_COST', rule: '702.78a' });
    const unused = answer({ state: withBurnTrail(goblins), action: { ...cast('bt', ['bob']), tapUntapped: ['g1', 'g2'] } });
    expect(unused.violations[0]).toMatchObject({ code: 'NO_SUCH_COST', rule: '601.2h' });
  });

  it('Giantbaiting ({R/G}: red and green) conspired with a red and a green creature: two 4/4 Giant Warriors', () => {
    const state = board(
      { battlefield: [...lands('Mountain', 'r', 3), perm('g1', 'Raging Goblin', 'alice'), perm('b1', 'Grizzly Bears', 'alice')] },
      { hand: [{ id: 'gb', card: 'Giantbaiting' }] },
    );
    const played = answer({ state, actions: [cast('gb', [], ['g1', 'b1']), ...passes(2), ...passes(2), ...passes(2)] });
    expect(played.legal).toBe(true);
    expect(
      played.state.battlefield.filter((o) => o.card === 'Giant Warrior Token' || /Giant Warrior/.test(JSON.stringify(o.card))).length,
    ).toBe(2);
    expect(played.state.stack).toEqual([]);
  }, 20000);
});
