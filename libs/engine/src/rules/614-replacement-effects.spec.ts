import { adjudicate } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';
import * as staticAndAuraCards from '../testing/static-and-aura-cards';
import { Answer } from '../adjudicate';

const def = defineCard;
// Real cards, current Oracle text.
const refuge = def({
  name: 'Jungle Hollow',
  types: ['Land'],
  text: 'Jungle Hollow enters the battlefield tapped.\nWhen Jungle Hollow enters the battlefield, you gain 1 life.\n{T}: Add {B} or {G}.',
});
const troll = def({
  name: 'River Boa',
  manaCost: '{1}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Snake'],
  power: '2',
  toughness: '1',
  text: 'Islandwalk\n{G}: Regenerate River Boa.',
});
const wrath = def({
  name: 'Wrath of God',
  manaCost: '{2}{W}{W}',
  colors: ['W'],
  types: ['Sorcery'],
  text: "Destroy all creatures. They can't be regenerated.",
});
const murder = def({ name: 'Murder', manaCost: '{1}{B}{B}', colors: ['B'], types: ['Instant'], text: 'Destroy target creature.' });
const cycler = def({
  name: 'Miscalculation',
  manaCost: '{1}{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Counter target spell unless its controller pays {2}.\nCycling {2}',
});
const cyclerOk = def({
  name: 'Test Cycler',
  manaCost: '{2}{G}',
  colors: ['G'],
  types: ['Creature'],
  subtypes: ['Beast'],
  power: '3',
  toughness: '3',
  text: 'Cycling {2}',
});
const walker = def({
  name: 'Test Walker',
  manaCost: '{2}{R}{R}',
  colors: ['R'],
  types: ['Planeswalker'],
  subtypes: ['Chandra'],
  loyalty: '4',
});
const catalog = new InMemoryCatalog([
  refuge,
  troll,
  wrath,
  murder,
  cycler,
  cyclerOk,
  walker,
  ...['Forest', 'Mountain', 'Plains', 'Island', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const lands = (name: string, n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${name[0].toLowerCase()}${i}`, card: name, controller }));

describe('614 replacement effects, 701.19 regeneration, 702.29 cycling', () => {
  it('614.1d: a land that enters the battlefield tapped is tapped as it enters; its enters trigger still triggers', () => {
    expect(compileCard(refuge).support).toBe('full');
    const a = answer({
      state: board({}, { hand: [{ id: 'h1', card: 'Jungle Hollow' }] }),
      actions: [{ type: 'playLand', player: 'alice', card: 'h1' }, ...passes(2)],
    });
    expect(a.state.battlefield[0]).toMatchObject({ id: 'h1', tapped: true });
    expect(a.state.players[0].life).toBe(21);
    expect(cited(a)).toEqual(expect.arrayContaining(['614.1d', '603.2']));
  });

  it('306.5b: a planeswalker enters with its printed loyalty in counters (and does not die to 704.5i)', () => {
    const a = answer({
      state: board({ battlefield: lands('Mountain', 4) }, { hand: [{ id: 'h1', card: 'Test Walker' }] }),
      actions: [{ type: 'cast', player: 'alice', card: 'h1' }, ...passes(2)],
    });
    expect(a.state.battlefield.find((o) => o.id === 'h1')).toMatchObject({ counters: { loyalty: 4 } });
    expect(cited(a)).toContain('306.5b');
  });

  it('701.19a, 614.8: a regeneration shield replaces destruction: tapped, damage removed, still on the battlefield', () => {
    const state = board(
      {
        battlefield: [
          ...lands('Forest', 1),
          { id: 'b1', card: 'River Boa', controller: 'alice' },
          { id: 's1', card: { name: 'Swamp', types: ['Land'], subtypes: ['Swamp'], supertypes: ['Basic'] }, controller: 'bob' },
          { id: 's2', card: { name: 'Swamp', types: ['Land'], subtypes: ['Swamp'], supertypes: ['Basic'] }, controller: 'bob' },
          { id: 's3', card: { name: 'Swamp', types: ['Land'], subtypes: ['Swamp'], supertypes: ['Basic'] }, controller: 'bob' },
        ],
      },
      {},
      { hand: [{ id: 'm9', card: 'Murder' }] },
    );
    const shield = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'b1', ability: 0 }, ...passes(2)] });
    expect(shield.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ regenerationShields: 1 });
    const kill = answer({
      state: { ...shield.state, turn: { ...shield.state.turn, priority: 'bob' } },
      actions: [{ type: 'cast', player: 'bob', card: 'm9', targets: ['b1'] }, ...passes(2, 'bob', 'alice')],
    });
    expect(kill.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ tapped: true, damage: 0 });
    expect(kill.state.battlefield.find((o) => o.id === 'b1')?.regenerationShields).toBeUndefined();
    expect(kill.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['b1'] }));
  });

  it('701.19c: "can\'t be regenerated" (Wrath of God) destroys a creature with a shield', () => {
    const state = board(
      { battlefield: [...lands('Plains', 4), { id: 'b1', card: 'River Boa', controller: 'bob', regenerationShields: 1 }] },
      { hand: [{ id: 'w1', card: 'Wrath of God' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'w1' }, ...passes(2)] });
    expect(a.state.battlefield.some((o) => o.id === 'b1')).toBe(false);
    expect(cited(a)).toContain('701.19c');
  });

  it('lethal damage (704.5g) is destruction too: the shield saves the creature', () => {
    const state = board(
      {
        battlefield: [{ id: 'b1', card: 'River Boa', controller: 'alice', regenerationShields: 1 }, ...lands('Mountain', 1, 'bob')],
        turn: { number: 3, active: 'alice', step: 'end', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'l9', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'bob', card: 'l9', targets: ['b1'] }, ...passes(2, 'bob', 'alice')] });
    expect(a.state.battlefield.find((o) => o.id === 'b1')).toMatchObject({ tapped: true, damage: 0 });
    expect(cited(a)).toContain('704.5g');
    expect(a.trace).toContainEqual(expect.objectContaining({ rule: '701.19a', event: 'regenerate', objects: ['b1'] }));
  });

  it('702.29a: cycling discards the card from the hand as a cost and draws a card when it resolves; not from the battlefield', () => {
    const state = board(
      { battlefield: lands('Forest', 2) },
      { hand: [{ id: 'c1', card: 'Test Cycler' }], library: [{ id: 'top', card: 'Forest' }] },
    );
    const a = answer({ state, actions: [{ type: 'activate', player: 'alice', source: 'c1', ability: 0 }, ...passes(2)] });
    expect(a.legal).toBe(true);
    expect((a.state.players[0].graveyard as { id: string }[]).map((o) => o.id)).toEqual(['c1']);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    const onField = answer({
      state: board({ battlefield: [...lands('Forest', 2), { id: 'c1', card: 'Test Cycler', controller: 'alice' }] }),
      action: { type: 'activate', player: 'alice', source: 'c1', ability: 0 },
    });
    expect(onField.violations[0]).toMatchObject({ rule: '702.29a' });
  });

  it('cycling a card whose other text the engine does not understand is still judged: only the cycling ability is used', () => {
    const outcome = adjudicate(
      {
        state: board({ battlefield: lands('Island', 2) }, { hand: [{ id: 'c1', card: 'Miscalculation' }] }),
        action: { type: 'activate', player: 'alice', source: 'c1', ability: 0 },
      },
      catalog,
    );
    expect(outcome.kind === 'answer' ? outcome.answer.legal : outcome.kind).toBe(true);
    if (outcome.kind !== 'answer') return;
    // 702.29a: the card is discarded as the cost, and the cycling ability (index 0) is on the stack.
    expect(outcome.answer.state.players[0].graveyard).toEqual([expect.objectContaining({ id: 'c1' })]);
    expect(outcome.answer.state.stack).toEqual([expect.objectContaining({ id: 'c1.ability.0', ability: { source: 'c1', index: 0 } })]);
  });
});

describe('614.1d: "enters tapped unless you control ..."', () => {
  const { adjudicate, defineCard, compileCard, InMemoryCatalog, board, cited, FOREST, ISLAND, perm } = staticAndAuraCards;
  const CLIFFS = defineCard({
    name: 'Blackcleave Cliffs',
    types: ['Land'],
    text: 'Blackcleave Cliffs enters tapped unless you control two or fewer other lands.\n{T}: Add {B} or {R}.',
  });
  const GROVE = defineCard({
    name: 'Sunpetal Grove',
    types: ['Land'],
    text: 'Sunpetal Grove enters tapped unless you control a Forest or a Plains.\n{T}: Add {G} or {W}.',
  });
  const GLADE = defineCard({
    name: 'Deathcap Glade',
    types: ['Land'],
    text: 'Deathcap Glade enters tapped unless you control two or more other lands.\n{T}: Add {B} or {G}.',
  });
  const lands3 = new InMemoryCatalog([CLIFFS, GROVE, GLADE, FOREST, ISLAND]);
  const play = (name: string, others: string[]) => {
    const state = board({ battlefield: others.map((n, i) => perm(`l${i}`, n, 'alice')) }, { hand: [{ id: 'new', card: name }] });
    const outcome = adjudicate({ state, action: { type: 'playLand', player: 'alice', card: 'new' } }, lands3);
    if (outcome.kind !== 'answer') throw new Error(JSON.stringify(outcome));
    return outcome.answer;
  };
  const tapped = (a: Answer) => a.state.battlefield.find((o) => o.id === 'new')?.tapped;

  it('are understood', () => {
    for (const c of [CLIFFS, GROVE, GLADE]) expect([c.name, compileCard(c).support]).toEqual([c.name, 'full']);
  });
  it.each([
    ['Blackcleave Cliffs', ['Island', 'Island'], false],
    ['Blackcleave Cliffs', ['Island', 'Island', 'Island'], true],
    ['Deathcap Glade', ['Island'], true],
    ['Deathcap Glade', ['Island', 'Island'], false],
    ['Sunpetal Grove', ['Island'], true],
    ['Sunpetal Grove', ['Island', 'Forest'], false],
  ])('%s with %j: tapped %s', (name, others, expected) => {
    const a = play(name as string, others as string[]);
    expect(a.legal).toBe(true);
    expect(tapped(a)).toBe(expected);
    expect(cited(a)).toContain('614.1d');
  });
});
