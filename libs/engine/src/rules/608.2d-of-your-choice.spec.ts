import { adjudicate } from '../adjudicate';
import { compiled } from '../cards/compiled';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { choose, onField, passes } from '../testing/actions';

/**
 * 608.2d: "becomes the color / the creature type / the basic land type of your choice until end of turn": the
 * controller chooses as the ability resolves (a pending choice: `color`, decision chooseColor; `type`, decision
 * chooseType); the object then has it until end of turn: a color in place of its colors (105.3, layer 5, 613.1e), a
 * creature type in place of its creature types (205.1a, layer 4, 613.1d), a basic land type in place of its land
 * types and of its rules text's abilities (305.7, layer 4). On Rainbow Crow, Mistform Dreamer, Unstable Frontier.
 */
const names = [
  'Rainbow Crow',
  'Mistform Dreamer',
  'Unstable Frontier',
  'Tidal Visionary',
  'Trickery Charm',
  'Jinx',
  'Island',
  'Mountain',
  'Lightning Bolt',
];
const catalog = new InMemoryCatalog(names.map(bundledCard));
const ruling = rulingsWith(catalog);

const islands = [
  { id: 'i1', card: 'Island', controller: 'alice' },
  { id: 'i2', card: 'Island', controller: 'alice' },
];

describe('608.2d, 105.3: Rainbow Crow, "{1}: Rainbow Crow becomes the color of your choice until end of turn."', () => {
  const crowBoard = () => board({ battlefield: [{ id: 'rc', card: 'Rainbow Crow', controller: 'alice' }, ...islands] });
  const activate = { type: 'activate', player: 'alice', source: 'rc', ability: 0 };

  it('compiles; the color is asked as it resolves (chooseColor), and the crow is green only until end of turn', () => {
    expect(compiled(bundledCard('Rainbow Crow'))).toMatchObject({ support: 'full' });
    const asked = ruling({ state: crowBoard(), actions: [activate, ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseColor', player: 'alice', rule: '608.2d', options: ['W', 'U', 'B', 'R', 'G'] });
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color', player: 'alice', next: 0 } });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['G']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({ kind: 'set-colors', colors: ['G'], affects: ['rc'], duration: 'until-end-of-turn' }),
    ]);
    expect(onField(chosen, 'rc')?.characteristics).toMatchObject({ colors: ['G'] });
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '105.3', '608.2n']));
  });

  it('a color that is not one of the five is refused (105.1), the choice still pending', () => {
    const asked = ruling({ state: crowBoard(), actions: [activate, ...passes(2)] });
    const wrong = ruling({ state: asked.state, action: choose(asked, ['Goblin']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '105.1' });
    expect(wrong.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'color' } });
  });

  it('400.7: the crow gone as it resolves (Lightning Bolt in response), nothing is asked', () => {
    const state = board(
      {
        battlefield: [
          { id: 'rc', card: 'Rainbow Crow', controller: 'alice' },
          ...islands,
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'lb', card: 'Lightning Bolt' }] },
    );
    const a = ruling({
      state,
      actions: [
        activate,
        { type: 'pass', player: 'alice' },
        { type: 'cast', player: 'bob', card: 'lb', targets: ['rc'] },
        ...passes(2, 'bob', 'alice'),
        ...passes(2),
      ],
    });
    expect(a.violations).toEqual([]);
    expect(onField(a, 'rc')).toBeUndefined();
    expect(a.decision?.kind).toBe('priority');
    expect(a.state.stack).toEqual([]);
    expect(a.state.effects).toEqual([]);
  });
});

describe('608.2d, 205.1a: Mistform Dreamer, "{1}: Mistform Dreamer becomes the creature type of your choice until end of turn."', () => {
  const dreamerBoard = () => board({ battlefield: [{ id: 'md', card: 'Mistform Dreamer', controller: 'alice' }, ...islands] });
  const activate = { type: 'activate', player: 'alice', source: 'md', ability: 0 };

  it('the creature type is asked (chooseType, 205.3m): a Goblin in place of Illusion, still a flier', () => {
    const asked = ruling({ state: dreamerBoard(), actions: [activate, ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseType', player: 'alice', rule: '608.2d', count: 1 });
    expect(asked.decision?.options).toEqual(expect.arrayContaining(['Goblin', 'Elf', 'Illusion']));
    expect(asked.decision?.options).not.toContain('Island');
    expect(asked.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'type', player: 'alice', next: 0 } });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['Goblin']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([
      expect.objectContaining({ kind: 'set-creature-types', subtypes: ['Goblin'], affects: ['md'], duration: 'until-end-of-turn' }),
    ]);
    expect(onField(chosen, 'md')?.characteristics).toMatchObject({ types: ['Creature'], subtypes: ['Goblin'] });
    expect(onField(chosen, 'md')?.characteristics?.abilities).toContain('Flying');
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '205.1a']));
  });

  it('a land type, two types or a color is not a creature type: refused (205.3m), still pending', () => {
    const asked = ruling({ state: dreamerBoard(), actions: [activate, ...passes(2)] });
    for (const choice of [['Island'], ['Goblin', 'Elf'], ['G']]) {
      const wrong = ruling({ state: asked.state, action: choose(asked, choice) });
      expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '205.3m' });
      expect(wrong.state.stack[0]).toMatchObject({ pendingChoice: { kind: 'type' } });
    }
  });

  it('answering a choice not asked: no pending type decision (NO_SUCH_DECISION)', () => {
    const a = ruling({
      state: dreamerBoard(),
      action: { type: 'choose', player: 'alice', decision: 't3.main1.chooseType.s1', choice: ['Goblin'] },
    });
    expect(a.violations[0]).toMatchObject({ code: 'NO_SUCH_DECISION' });
  });

  it('a board whose spell waits for a type it does not ask is refused (422 NOTHING_TO_CHOOSE, 608.2d)', () => {
    const state = board({
      battlefield: islands,
      stack: [
        {
          id: 'lb',
          card: 'Lightning Bolt',
          controller: 'alice',
          targets: ['bob'],
          pendingChoice: { kind: 'type', player: 'alice', next: 0 },
        },
      ],
    });
    const outcome = adjudicate({ state, actions: passes(2) }, catalog);
    expect(outcome.kind).toBe('invalid');
    if (outcome.kind === 'invalid') expect(outcome.errors[0]).toMatchObject({ code: 'NOTHING_TO_CHOOSE', rule: '608.2d' });
  });
});

describe('608.2d, 305.7: Unstable Frontier, "{T}: Target land you control becomes the basic land type of your choice until end of turn."', () => {
  const frontierBoard = () =>
    board({
      battlefield: [
        { id: 'uf', card: 'Unstable Frontier', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
      ],
    });
  const activate = { type: 'activate', player: 'alice', source: 'uf', ability: 1, targets: ['m1'] };

  it('a Swamp chosen: the Mountain is a Swamp that taps for {B} until end of turn', () => {
    expect(compiled(bundledCard('Unstable Frontier'))).toMatchObject({ support: 'full' });
    const asked = ruling({ state: frontierBoard(), actions: [activate, ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseType', options: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['Swamp']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.effects).toEqual([expect.objectContaining({ kind: 'set-land-types', subtypes: ['Swamp'], affects: ['m1'] })]);
    expect(onField(chosen, 'm1')?.characteristics).toMatchObject({
      supertypes: ['Basic'],
      subtypes: ['Swamp'],
      abilities: ['{T}: Add {B}.'],
    });
    const tapped = ruling({ state: chosen.state, action: { type: 'activate', player: 'alice', source: 'm1', ability: 0 } });
    expect(tapped.violations).toEqual([]);
    expect((tapped.state.players[0] as { manaPool?: unknown }).manaPool).toBe('{B}');
    expect(cited(chosen)).toEqual(expect.arrayContaining(['608.2d', '305.7']));
  });

  it('a land type that is not basic (Gate, 205.3i) is refused (305.6)', () => {
    const asked = ruling({ state: frontierBoard(), actions: [activate, ...passes(2)] });
    const wrong = ruling({ state: asked.state, action: choose(asked, ['Gate']) });
    expect(wrong.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '305.6' });
  });

  it("115.1: a land alice doesn't control is not a legal target", () => {
    const state = board({
      battlefield: [
        { id: 'uf', card: 'Unstable Frontier', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'bob' },
      ],
    });
    const a = ruling({ state, action: activate });
    expect(a.violations[0]).toMatchObject({ code: 'ILLEGAL_TARGET' });
  });
});

describe('608.2d: Tidal Visionary, "{T}: Target creature becomes the color of your choice until end of turn."', () => {
  it("the target's colors are replaced (105.3): the creature is white", () => {
    const state = board({
      battlefield: [
        { id: 'tv', card: 'Tidal Visionary', controller: 'alice' },
        { id: 'md', card: 'Mistform Dreamer', controller: 'bob' },
      ],
    });
    const asked = ruling({
      state,
      actions: [{ type: 'activate', player: 'alice', source: 'tv', ability: 0, targets: ['md'] }, ...passes(2)],
    });
    expect(asked.decision).toMatchObject({ kind: 'chooseColor' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['W']) });
    expect(chosen.violations).toEqual([]);
    expect(onField(chosen, 'md')?.characteristics).toMatchObject({ colors: ['W'] });
  });
});

describe("608.2d: spells ask too (Trickery Charm's mode, Jinx)", () => {
  it('Trickery Charm, "Target creature becomes the creature type of your choice until end of turn.": the spell waits, then resolves', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'md', card: 'Mistform Dreamer', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'tc', card: 'Trickery Charm' }] },
    );
    const asked = ruling({ state, actions: [{ type: 'cast', player: 'alice', card: 'tc', modes: [1], targets: ['md'] }, ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseType', player: 'alice' });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['Elf']) });
    expect(chosen.violations).toEqual([]);
    expect(chosen.state.stack).toEqual([]);
    expect(onField(chosen, 'md')?.characteristics).toMatchObject({ subtypes: ['Elf'] });
    expect((chosen.state.players[0] as { graveyard: { id: string }[] }).graveyard.map((o) => o.id)).toContain('tc');
  });

  it('Jinx: the land chosen as a Forest is a Forest with {T}: Add {G}.', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'i2', card: 'Island', controller: 'alice' },
          { id: 'm1', card: 'Mountain', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'jx', card: 'Jinx' }] },
    );
    const asked = ruling({ state, actions: [{ type: 'cast', player: 'alice', card: 'jx', targets: ['m1'] }, ...passes(2)] });
    expect(asked.violations).toEqual([]);
    expect(asked.decision).toMatchObject({ kind: 'chooseType', options: ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] });
    const chosen = ruling({ state: asked.state, action: choose(asked, ['Forest']) });
    expect(chosen.violations).toEqual([]);
    expect(onField(chosen, 'm1')?.characteristics).toMatchObject({ subtypes: ['Forest'], abilities: ['{T}: Add {G}.'] });
    expect(chosen.state.stack).toEqual([]);
  });
});
