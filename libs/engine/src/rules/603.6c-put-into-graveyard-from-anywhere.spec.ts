import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { board, cited, rulingsWith, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

const def = defineCard;
// Real cards, current Oracle text.
const serraAvatar = def({
  name: 'Serra Avatar',
  manaCost: '{4}{W}{W}{W}',
  colors: ['W'],
  types: ['Creature'],
  subtypes: ['Avatar'],
  power: '*',
  toughness: '*',
  text: "Serra Avatar's power and toughness are each equal to your life total.\nWhen Serra Avatar is put into a graveyard from anywhere, shuffle it into its owner's library.",
});
const dread = def({
  name: 'Dread',
  manaCost: '{3}{B}{B}{B}',
  colors: ['B'],
  types: ['Creature'],
  subtypes: ['Elemental', 'Incarnation'],
  power: '6',
  toughness: '6',
  text: "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)\nWhenever a creature deals damage to you, destroy it.\nWhen Dread is put into a graveyard from anywhere, shuffle it into its owner's library.",
});
const thoughtScour = def({
  name: 'Thought Scour',
  manaCost: '{U}',
  colors: ['U'],
  types: ['Instant'],
  text: 'Target player mills two cards.\nDraw a card.',
});
// Rest in Peace's replacement line, on a test card (its other line is not read yet).
const rest = def({
  name: 'Test Rest',
  manaCost: '{1}{W}',
  types: ['Enchantment'],
  text: 'If a card or token would be put into a graveyard from anywhere, exile it instead.',
});
const catalog = new InMemoryCatalog([
  serraAvatar,
  dread,
  thoughtScour,
  rest,
  ...['Mountain', 'Island', 'Lightning Bolt', 'Grizzly Bears'].map((n) => testCatalog.find(n) as CardDefinition),
]);
const answer = rulingsWith(catalog);
const ids = (zone: unknown) => (zone as { id: string }[]).map((o) => o.id);

describe('603.6c, 113.6k: "When CARDNAME is put into a graveyard from anywhere, shuffle it into its owner\'s library."', () => {
  it('the template is understood: a trigger of the card in the graveyard, moving that card', () => {
    for (const card of [serraAvatar, dread]) expect(compileCard(card)).toMatchObject({ support: 'full', unsupported: [] });
    expect(compileCard(dread).abilities.find((a) => a.kind === 'triggered' && a.text.includes('anywhere'))).toMatchObject({
      trigger: { event: 'putIntoGraveyardFromAnywhere', who: 'self' },
      effects: [{ kind: 'moveZone', to: { zone: 'library', position: 'shuffle' }, source: true, sourceIn: 'graveyard' }],
    });
  });

  it('Serra Avatar dies (from the battlefield): its owner shuffles it into their library', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'a1', card: 'Serra Avatar', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
      { life: 3, library: [{ id: 'k1', card: 'Island' }] },
    );
    const killed = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['a1'] }, ...passes(2)] });
    expect(ids(killed.state.players[1].graveyard)).toEqual(['a1']);
    expect(killed.state.stack).toEqual([
      expect.objectContaining({ controller: 'bob', ability: expect.objectContaining({ source: 'a1' }) }),
    ]);
    expect(cited(killed)).toContain('603.6c');
    const a = answer({ state: killed.state, actions: passes(2, 'alice', 'bob') });
    expect(ids(a.state.players[1].graveyard)).toEqual([]);
    expect(ids(a.state.players[1].library).sort()).toEqual(['a1', 'k1']);
    expect(a.state.stack).toEqual([]);
  });

  it('Dread milled (from the library) triggers too, and goes back into the library', () => {
    const state = board(
      { battlefield: [{ id: 'i1', card: 'Island', controller: 'alice' }] },
      { hand: [{ id: 't1', card: 'Thought Scour' }] },
      {
        library: [
          { id: 'd1', card: 'Dread' },
          { id: 'k1', card: 'Island' },
          { id: 'k2', card: 'Island' },
        ],
      },
    );
    const milled = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', targets: ['bob'] }, ...passes(2)] });
    expect(ids(milled.state.players[1].graveyard)).toEqual(['d1', 'k1']);
    expect(milled.state.stack).toEqual([
      expect.objectContaining({ controller: 'bob', ability: expect.objectContaining({ source: 'd1' }) }),
    ]);
    const a = answer({ state: milled.state, actions: passes(2, 'alice', 'bob') });
    expect(ids(a.state.players[1].graveyard)).toEqual(['k1']);
    expect(ids(a.state.players[1].library).sort()).toEqual(['d1', 'k2']);
  });

  it('exiled instead (614.6: a replacement, the card is never put into a graveyard): no trigger', () => {
    const state = board(
      {
        battlefield: [
          { id: 'i1', card: 'Island', controller: 'alice' },
          { id: 'r1', card: 'Test Rest', controller: 'alice' },
        ],
      },
      { hand: [{ id: 't1', card: 'Thought Scour' }] },
      {
        library: [
          { id: 'd1', card: 'Dread' },
          { id: 'k1', card: 'Island' },
        ],
      },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 't1', targets: ['bob'] }, ...passes(2)] });
    expect(ids(a.state.exile)).toEqual(expect.arrayContaining(['d1', 'k1']));
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).not.toContain('603.6c');
  });

  it('a creature without the ability stays in the graveyard (the illegal variant: nothing is shuffled)', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'g1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'l1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'l1', targets: ['g1'] }, ...passes(2)] });
    expect(ids(a.state.players[1].graveyard)).toEqual(['g1']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).not.toContain('603.6c');
  });
});
