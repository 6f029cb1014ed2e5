import { adjudicate, Answer } from '../adjudicate';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { compileCard } from '../cards/oracle-compiler';
import { bundledCard } from '../testing/bundled-catalog';
import { board, cited, rulingsWith } from '../testing/test-catalog';
import { perm } from '../testing/spell-cards';
import { choose, passes } from '../testing/actions';

/**
 * 207.2c kinship (an ability word, no rules meaning), Morningtide's real cards of the bundled catalog: "At the beginning
 * of your upkeep, you may look at the top card of your library. If it shares a creature type with CARDNAME, you may reveal
 * it. If you do, [effect]." The look is a "you may" of the controller as the trigger resolves (608.2d); looking follows the
 * rules of revealing, shown to the controller only (701.20e); the top card's creature types (205.3m: a creature's or a
 * kindred's; 702.73a: a changeling has every one) are compared with the source's; only a card that shares one can be
 * revealed, a second "you may" (608.2d); the effect follows the reveal only ("If you do", 608.2c). The card stays on top
 * (701.20b). A hidden top card is refused (UNSUPPORTED_HIDDEN_CARD), never guessed.
 */
const catalog = new InMemoryCatalog(
  [
    'Wolf-Skull Shaman', // Elf Shaman: "... If you do, create a 2/2 green Wolf creature token."
    'Squeaking Pie Grubfellows', // Goblin Shaman: "... If you do, each opponent discards a card."
    'Wandering Graybeard', // Giant Wizard: "... If you do, you gain 4 life."
    'Elvish Warrior', // Elf Warrior
    'Grizzly Bears', // Bear
    'Woodland Changeling', // Shapeshifter with changeling
    'Tarfire', // Tribal Instant — Goblin
    'Lightning Bolt',
    'Mountain',
  ].map(bundledCard),
);
const answer = rulingsWith(catalog);
const cards = (zone: unknown) => (zone as { card?: string }[]).map((o) => o.card);
const wolves = (a: Answer) => a.state.battlefield.filter((o) => (o as { token?: unknown }).token !== undefined && o.controller === 'alice');

/** Alice's upkeep begins with `creature` and this library; its trigger is put on the stack and resolves: "you may look". */
const asked = (creature: string, library: unknown, bobHand: unknown = []) =>
  answer({
    state: board(
      { battlefield: [perm('k', creature, 'alice')], turn: { number: 5, active: 'alice', step: 'untap', priority: null } },
      { library },
      { hand: bobHand },
    ),
    actions: passes(2),
  });
const yes = (a: Answer) => answer({ state: a.state, action: choose(a, ['yes']) });
const no = (a: Answer) => answer({ state: a.state, action: choose(a, ['no']) });

describe('Wolf-Skull Shaman: "Kinship — ... If it shares a creature type with Wolf-Skull Shaman, you may reveal it. If you do, create a 2/2 green Wolf creature token."', () => {
  it('is understood in full: the look is the optional, the reveal its first instruction, then the token', () => {
    const c = compileCard(bundledCard('Wolf-Skull Shaman'));
    expect(c).toMatchObject({ support: 'full', unsupported: [] });
    expect(c.abilities[0]).toMatchObject({
      kind: 'triggered',
      trigger: { event: 'beginningOf', step: 'upkeep', whose: 'your' },
      targets: [],
      effects: [{ kind: 'optional', effects: [{ kind: 'kinshipReveal' }, { kind: 'createTokens' }] }],
    });
  });

  it('608.2d, 701.20e, 205.3m, 701.20a: alice looks, Elvish Warrior shares Elf, she reveals it: a 2/2 Wolf; the card stays on top', () => {
    const look = asked('Wolf-Skull Shaman', ['Elvish Warrior', 'Mountain']);
    expect(look.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', options: ['yes', 'no'] });
    const reveal = yes(look);
    expect(reveal.legal).toBe(true);
    expect(reveal.decision).toMatchObject({ kind: 'chooseOptional', player: 'alice', rule: '608.2d' });
    expect(reveal.state.stack).toHaveLength(1);
    expect(cited(reveal)).toEqual(expect.arrayContaining(['608.2d', '701.20e', '205.3m']));
    expect(wolves(reveal)).toHaveLength(0);
    const a = yes(reveal);
    expect(a.legal).toBe(true);
    expect(wolves(a)).toHaveLength(1);
    expect(wolves(a)[0]).toMatchObject({ characteristics: { power: 2, toughness: 2, subtypes: ['Wolf'] } });
    expect(cards(a.state.players[0].library)).toEqual(['Elvish Warrior', 'Mountain']);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '608.2n']));
  });

  it('608.2c: alice looks at an Elf but chooses not to reveal it: no token', () => {
    const a = no(yes(asked('Wolf-Skull Shaman', ['Elvish Warrior'])));
    expect(a.legal).toBe(true);
    expect(wolves(a)).toHaveLength(0);
    expect(a.state.stack).toEqual([]);
    expect(cited(a)).toContain('608.2c');
    expect(cited(a)).not.toContain('701.20a');
  });

  it('205.3m: a Grizzly Bears (Bear) shares no creature type with an Elf Shaman: nothing to reveal, no second question, no token', () => {
    const a = yes(asked('Wolf-Skull Shaman', ['Grizzly Bears']));
    expect(a.legal).toBe(true);
    expect(a.decision?.kind).not.toBe('chooseOptional');
    expect(a.state.stack).toEqual([]);
    expect(wolves(a)).toHaveLength(0);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20e', '205.3m']));
    expect(cited(a)).not.toContain('701.20a');
  });

  it('205.3m: a land (Mountain) has no creature types: nothing to reveal', () => {
    const a = yes(asked('Wolf-Skull Shaman', ['Mountain']));
    expect(a.state.stack).toEqual([]);
    expect(wolves(a)).toHaveLength(0);
  });

  it('702.73a: Woodland Changeling is every creature type, an Elf among them: revealed, a Wolf', () => {
    const reveal = yes(asked('Wolf-Skull Shaman', ['Woodland Changeling']));
    expect(cited(reveal)).toContain('702.73a');
    const a = yes(reveal);
    expect(wolves(a)).toHaveLength(1);
  });

  it('608.2d: alice chooses not to look: nothing is looked at, no token', () => {
    const a = no(asked('Wolf-Skull Shaman', ['Elvish Warrior']));
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(wolves(a)).toHaveLength(0);
    expect(cited(a)).not.toContain('701.20e');
  });

  it('an empty library: there is nothing to look at, no token', () => {
    const a = yes(asked('Wolf-Skull Shaman', []));
    expect(a.legal).toBe(true);
    expect(a.state.stack).toEqual([]);
    expect(wolves(a)).toHaveLength(0);
    expect(cited(a)).toContain('701.20e');
  });

  it('a hidden top card is refused as UNSUPPORTED_HIDDEN_CARD, never guessed', () => {
    const look = asked('Wolf-Skull Shaman', { count: 30 });
    const out = adjudicate({ state: look.state, action: choose(look, ['yes']) } as { state: unknown }, catalog);
    expect(out).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_HIDDEN_CARD', rule: '701.20e' });
  });

  it("bob's upkeep does not trigger it (your upkeep)", () => {
    const state = board(
      { battlefield: [perm('k', 'Wolf-Skull Shaman', 'alice')], turn: { number: 6, active: 'bob', step: 'untap', priority: null } },
      { library: ['Elvish Warrior'] },
    );
    const a = answer({ state, actions: [] });
    expect(a.state.stack).toEqual([]);
  });

  it('608.2d: the reveal question posted back on a board is answered the same way', () => {
    const reveal = yes(asked('Wolf-Skull Shaman', ['Elvish Warrior']));
    expect((reveal.state.stack[0] as { pendingChoice?: unknown }).pendingChoice).toMatchObject({ kind: 'yesNo', player: 'alice', next: 0 });
    const again = answer({ state: reveal.state, action: choose(reveal, ['yes']) });
    expect(wolves(again)).toHaveLength(1);
  });

  it('608.2d: a yes/no posted at an instruction that is not the reveal (the token) is refused: NOTHING_OPTIONAL', () => {
    const reveal = yes(asked('Wolf-Skull Shaman', ['Elvish Warrior']));
    const stack = [{ ...reveal.state.stack[0], pendingChoice: { kind: 'yesNo', player: 'alice', next: 1 } }];
    const out = adjudicate({ state: { ...reveal.state, stack }, actions: [] } as { state: unknown }, catalog);
    expect(out).toMatchObject({ kind: 'invalid' });
    expect(JSON.stringify(out)).toContain('NOTHING_OPTIONAL');
  });
});

describe('Squeaking Pie Grubfellows: "Kinship — ... If you do, each opponent discards a card."', () => {
  it('is understood in full', () => {
    expect(compileCard(bundledCard('Squeaking Pie Grubfellows'))).toMatchObject({ support: 'full', unsupported: [] });
  });

  it('205.3m: Tarfire (Tribal Instant — Goblin) shares Goblin: revealed, bob discards his only card', () => {
    const reveal = yes(asked('Squeaking Pie Grubfellows', ['Tarfire'], ['Lightning Bolt']));
    expect(cited(reveal)).toEqual(expect.arrayContaining(['701.20e', '205.3m']));
    const a = yes(reveal);
    expect(a.legal).toBe(true);
    expect(a.state.players[1].hand).toEqual([]);
    expect(cards(a.state.players[1].graveyard)).toEqual(['Lightning Bolt']);
    expect(cards(a.state.players[0].library)).toEqual(['Tarfire']);
    expect(cited(a)).toEqual(expect.arrayContaining(['701.20a', '701.9a']));
  });

  it('an Elvish Warrior shares no type with a Goblin Shaman: bob keeps his card', () => {
    const a = yes(asked('Squeaking Pie Grubfellows', ['Elvish Warrior'], ['Lightning Bolt']));
    expect(cards(a.state.players[1].hand)).toEqual(['Lightning Bolt']);
    expect(a.state.stack).toEqual([]);
  });
});

describe('Wandering Graybeard: "Kinship — ... If you do, you gain 4 life."', () => {
  it('702.73a: a changeling on top is revealed: alice gains 4 life; declined: none', () => {
    expect(compileCard(bundledCard('Wandering Graybeard'))).toMatchObject({ support: 'full', unsupported: [] });
    const reveal = yes(asked('Wandering Graybeard', ['Woodland Changeling']));
    expect((yes(reveal).state.players[0] as { life: number }).life).toBe(24);
    expect((no(reveal).state.players[0] as { life: number }).life).toBe(20);
  });
});
