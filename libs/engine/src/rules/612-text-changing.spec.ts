import { targetPhrase } from '../cards/grammar/selector';
import { adjudicate, Answer } from '../adjudicate';
import { CardDefinition, defineCard } from '../cards/card';
import { compileCard } from '../cards/oracle-compiler';
import { changedCard } from './612-text-changing';
import { InMemoryCatalog } from '../cards/in-memory-catalog';
import { legalActionsFor } from '../legal-actions';
import { board, cited, testCatalog } from '../testing/test-catalog';
import { passes } from '../testing/actions';

/** Current Oracle texts (reminder text included where the card has it). */
const sleight = defineCard({
  name: 'Sleight of Mind',
  manaCost: '{U}',
  types: ['Instant'],
  text: 'Change the text of target spell or permanent by replacing all instances of one color word with another. (For example, you may change "target black spell" to "target blue spell." This effect lasts indefinitely.)',
});
const hack = defineCard({
  name: 'Magical Hack',
  manaCost: '{U}',
  types: ['Instant'],
  text: 'Change the text of target spell or permanent by replacing all instances of one basic land type with another. (For example, you may change "swampwalk" to "plainswalk." This effect lasts indefinitely.)',
});
const mindBend = defineCard({
  name: 'Mind Bend',
  manaCost: '{U}',
  types: ['Instant'],
  text: 'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another. (For example, you may change "nonblack creature" to "nongreen creature" or "forestwalk" to "islandwalk." This effect lasts indefinitely.)',
});
const evolution = defineCard({
  name: 'Artificial Evolution',
  manaCost: '{U}',
  types: ['Instant'],
  text: "Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature type can't be Wall. (This effect lasts indefinitely.)",
});
const spray = defineCard({
  name: 'Crystal Spray',
  manaCost: '{2}{U}',
  types: ['Instant'],
  text: 'Change the text of target spell or permanent by replacing all instances of one color word with another or one basic land type with another until end of turn.\nDraw a card.',
});
const alter = defineCard({
  name: 'Alter Reality',
  manaCost: '{1}{U}',
  types: ['Instant'],
  text: 'Change the text of target spell or permanent by replacing all instances of one color word with another. (This effect lasts indefinitely.)\nFlashback {1}{U} (You may cast this card from your graveyard for its flashback cost. Then exile it.)',
});
const whiteKnight = defineCard({
  name: 'White Knight',
  manaCost: '{W}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Knight'],
  power: '2',
  toughness: '2',
  text: "First strike (This creature deals combat damage before creatures without first strike.)\nProtection from black (This creature can't be blocked, targeted, dealt damage, or enchanted by anything black.)",
});
const bogWraith = defineCard({
  name: 'Bog Wraith',
  manaCost: '{3}{B}',
  types: ['Creature'],
  subtypes: ['Wraith'],
  power: '3',
  toughness: '3',
  text: "Swampwalk (This creature can't be blocked as long as defending player controls a Swamp.)",
});
const crusade = defineCard({ name: 'Crusade', manaCost: '{W}{W}', types: ['Enchantment'], text: 'White creatures get +1/+1.' });
const doomBlade = defineCard({ name: 'Doom Blade', manaCost: '{1}{B}', types: ['Instant'], text: 'Destroy target nonblack creature.' });
const chieftain = defineCard({
  name: 'Goblin Chieftain',
  manaCost: '{1}{R}{R}',
  types: ['Creature'],
  subtypes: ['Goblin'],
  power: '2',
  toughness: '2',
  text: 'Haste (This creature can attack and {T} as soon as it comes under your control.)\nOther Goblin creatures you control get +1/+1 and have haste.',
});
const elf = defineCard({
  name: 'Llanowar Elves',
  manaCost: '{G}',
  types: ['Creature'],
  subtypes: ['Elf', 'Druid'],
  power: '1',
  toughness: '1',
  text: '{T}: Add {G}.',
});
const swamp = defineCard({ name: 'Swamp', supertypes: ['Basic'], types: ['Land'], subtypes: ['Swamp'], text: '({T}: Add {B}.)' });
const fodder = defineCard({
  name: 'Dragon Fodder',
  manaCost: '{1}{R}',
  types: ['Sorcery'],
  text: 'Create two 1/1 red Goblin creature tokens.',
});
const chill = defineCard({ name: 'Chill', manaCost: '{1}{U}', types: ['Enchantment'], text: 'Red spells cost {2} more to cast.' });
const holyDay = defineCard({
  name: 'Holy Day',
  manaCost: '{W}',
  types: ['Instant'],
  text: 'Prevent all combat damage that would be dealt this turn.',
});
const shift = defineCard({
  name: 'Spectral Shift',
  manaCost: '{1}{U}',
  types: ['Instant'],
  text: 'Choose one —\n• Change the text of target spell or permanent by replacing all instances of one basic land type with another. (This effect lasts indefinitely.)\n• Change the text of target spell or permanent by replacing all instances of one color word with another. (This effect lasts indefinitely.)\nEntwine {2} (Choose both if you pay the entwine cost.)',
});
const exorcist = defineCard({
  name: 'Exorcist',
  manaCost: '{1}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Cleric'],
  power: '1',
  toughness: '1',
  text: '{1}{W}, {T}: Destroy target black creature.',
});
const verdantForce = defineCard({
  name: 'Verdant Force',
  manaCost: '{5}{G}{G}{G}',
  types: ['Creature'],
  subtypes: ['Elemental'],
  power: '7',
  toughness: '7',
  text: 'At the beginning of each upkeep, create a 1/1 green Saproling creature token.',
});
const bobcat = defineCard({
  name: 'Penumbra Bobcat',
  manaCost: '{2}{G}',
  types: ['Creature'],
  subtypes: ['Cat'],
  power: '2',
  toughness: '1',
  text: "Hexproof (This creature can't be the target of spells or abilities your opponents control.)\nWhen Penumbra Bobcat dies, create a 2/1 black Cat creature token.",
});
const clone = defineCard({
  name: 'Clone',
  manaCost: '{3}{U}',
  types: ['Creature'],
  subtypes: ['Shapeshifter'],
  power: '0',
  toughness: '0',
  text: 'You may have Clone enter as a copy of any creature on the battlefield.',
});

const catalog = new InMemoryCatalog([
  sleight,
  hack,
  mindBend,
  evolution,
  spray,
  alter,
  whiteKnight,
  bogWraith,
  crusade,
  doomBlade,
  chieftain,
  elf,
  swamp,
  clone,
  fodder,
  chill,
  holyDay,
  shift,
  exorcist,
  verdantForce,
  bobcat,
  ...['Island', 'Forest', 'Mountain', 'Plains', 'Raging Goblin', 'Lightning Bolt', 'Grizzly Bears'].map(
    (n) => testCatalog.find(n) as CardDefinition,
  ),
]);
const outcome = (request: Record<string, unknown>) => adjudicate(request as { state: unknown }, catalog);
const answer = (request: Record<string, unknown>): Answer => {
  const out = outcome(request);
  if (out.kind !== 'answer') throw new Error(JSON.stringify(out));
  return out.answer;
};
/** The board as it is (alice passes, nothing else happens): its characteristics. */
const look = (state: unknown, player = 'alice') => answer({ state, action: { type: 'pass', player } });
const islands = (n: number, controller = 'alice') =>
  Array.from({ length: n }, (_, i) => ({ id: `${controller[0]}i${i}`, card: 'Island', controller }));
/** Casts `card` at `target`, lets it resolve and answers its choice of words. */
const changeText = (card: string, target: string, words: [string, string], player = 'alice') => [
  { type: 'cast', player, card, targets: [target] },
  ...(player === 'alice'
    ? passes(2)
    : [
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
      ]),
  { type: 'choose', player, decision: `t3.first-main.chooseWords.${card}`, choice: words },
];
const onBoard = (a: Answer, id: string) => {
  const o = a.state.battlefield.find((p) => p.id === id);
  if (!o?.characteristics) throw new Error(`${id} is not on the battlefield`);
  return { ...o, characteristics: o.characteristics };
};

describe('612 text-changing effects: the spells', () => {
  it('are understood, in their current wording: the target, the kinds of words, the duration, the restriction', () => {
    for (const card of [sleight, hack, mindBend, evolution, spray, alter]) expect(compileCard(card).support).toBe('full');
    expect(compileCard(evolution).abilities[0]).toMatchObject({
      kind: 'spell',
      targets: [targetPhrase('target spell or permanent')],
      effects: [{ kind: 'changeText', words: ['creatureType'], notTo: ['Wall'], untilEndOfTurn: false }],
    });
    expect(compileCard(spray).abilities[0]).toMatchObject({
      effects: [{ kind: 'changeText', words: ['color', 'basicLandType'], untilEndOfTurn: true }, { kind: 'draw' }],
    });
    expect(compileCard(mindBend).abilities[0]).toMatchObject({ targets: [targetPhrase('target permanent')] });
  });

  it('a text change by an ability (not a spell) is not understood: refused, never guessed', () => {
    const shaman = defineCard({
      name: 'Test Shaman',
      manaCost: '{U}',
      types: ['Creature'],
      subtypes: ['Human'],
      power: '1',
      toughness: '1',
      text: '{T}: Change the text of target permanent by replacing all instances of one color word with another.',
    });
    expect(compileCard(shaman).support).toBe('none');
  });

  it('612.2: the forms of the words: "nonblack", "Swamps", "swampwalk", plurals, "non-Goblin"; never the name', () => {
    const text = (t: string, from: string, to: string, name = 'Test Card') =>
      changedCard(defineCard({ name, types: ['Instant'], text: t }), [{ from, to }]).text;
    expect(text('Destroy target nonblack creature. Black creatures get -1/-1. Protection from black', 'black', 'white')).toBe(
      'Destroy target nonwhite creature. White creatures get -1/-1. Protection from white',
    );
    expect(
      text('Swampwalk\nIt deals damage equal to the number of Swamps you control. Sacrifice a Swamp. swampwalk', 'Swamp', 'Plains'),
    ).toBe('Plainswalk\nIt deals damage equal to the number of Plains you control. Sacrifice a Plains. plainswalk');
    expect(text('Other Elves get +1/+1. Target non-Elf creature. Elf creatures have haste.', 'Elf', 'Goblin')).toBe(
      'Other Goblins get +1/+1. Target non-Goblin creature. Goblin creatures have haste.',
    );
    expect(text('Black Knight deals 1 damage to any black creature.', 'black', 'red', 'Black Knight')).toBe(
      'Black Knight deals 1 damage to any red creature.',
    );
    // A color word is not a basic land type, and a word is only whole: "Blackmail" is not "black".
    expect(text('Blackmail the black cat.', 'black', 'green')).toBe('Blackmail the green cat.');
  });

  it('702.42: entwined Spectral Shift asks for both text changes in order, one decision each', () => {
    const state = board(
      { battlefield: [...islands(4), { id: 'w1', card: 'Bog Wraith', controller: 'bob' }] },
      { hand: [{ id: 'x1', card: 'Spectral Shift' }] },
    );
    const cast = [{ type: 'cast', player: 'alice', card: 'x1', targets: ['w1', 'w1'], additionalCosts: ['entwine'] }, ...passes(2)];
    const first = answer({
      state,
      actions: [...cast, { type: 'choose', player: 'alice', decision: 't3.first-main.chooseWords.x1', choice: ['Swamp', 'Island'] }],
    });
    expect(first.decision).toMatchObject({ id: 't3.first-main.chooseWords.x1.1', options: ['white', 'blue', 'black', 'red', 'green'] });
    const both = answer({
      state: first.state,
      action: { type: 'choose', player: 'alice', decision: 't3.first-main.chooseWords.x1.1', choice: ['black', 'blue'] },
    });
    expect(onBoard(both, 'w1').characteristics.abilities[0]).toMatch(/^Islandwalk/);
    expect(both.state.effects.map((e) => [e.from, e.to])).toEqual([
      ['Swamp', 'Island'],
      ['black', 'blue'],
    ]);
  });

  it('608.2d: the words are chosen as the spell resolves (Sleight of Mind rulings): the spell waits for [from, to]', () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'k1', card: 'White Knight', controller: 'bob' }] },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's1', targets: ['k1'] }, ...passes(2)] });
    expect(a.decision).toMatchObject({
      id: 't3.first-main.chooseWords.s1',
      player: 'alice',
      kind: 'chooseWords',
      rule: '608.2d',
      options: ['white', 'blue', 'black', 'red', 'green'],
      count: 2,
    });
    expect(a.state.stack[0]).toMatchObject({ id: 's1', awaitingWords: { player: 'alice', next: 0 } });
    // The board says what it waits for; sent back, the same decision is pending.
    expect(look(a.state, 'alice').decision).toMatchObject({ kind: 'chooseWords' });
  });

  it('612.2: a word is replaced with another of its kind, not with itself nor with a word of another kind', () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'k1', card: 'White Knight', controller: 'bob' }] },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const cast = [{ type: 'cast', player: 'alice', card: 's1', targets: ['k1'] }, ...passes(2)];
    const choose = (choice: string[]) =>
      answer({ state, actions: [...cast, { type: 'choose', player: 'alice', decision: 't3.first-main.chooseWords.s1', choice }] });
    expect(choose(['black', 'black']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '612.2' });
    expect(choose(['black', 'Island']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '612.2' });
    // Sleight of Mind changes color words only.
    expect(choose(['Swamp', 'Island']).violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '612.2' });
    expect(choose(['black'])).toMatchObject({ legal: false });
  });
});

describe('612.1, 613.1c: the changed text is what the object has in layer 3 and after', () => {
  it('"Protection from black" becomes "protection from red": a red source may now target it, not a black one (702.16b)', () => {
    const state = board(
      {
        battlefield: [
          ...islands(1),
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'k1', card: 'White Knight', controller: 'bob' },
        ],
      },
      {
        hand: [
          { id: 's1', card: 'Sleight of Mind' },
          { id: 'b1', card: 'Lightning Bolt' },
        ],
      },
    );
    const a = answer({ state, actions: changeText('s1', 'k1', ['black', 'red']) });
    expect(a.legal).toBe(true);
    expect(onBoard(a, 'k1').characteristics.abilities).toEqual([
      'First strike (This creature deals combat damage before creatures without first strike.)',
      "Protection from red (This creature can't be blocked, targeted, dealt damage, or enchanted by anything red.)",
    ]);
    expect(a.state.effects).toEqual([
      {
        id: 's1.effect.text.0',
        kind: 'change-text',
        from: 'black',
        to: 'red',
        power: 0,
        toughness: 0,
        affects: ['k1'],
        source: 's1',
        controller: 'alice',
        timestamp: expect.any(Number),
        duration: 'permanent',
      },
    ]);
    expect(cited(a)).toEqual(expect.arrayContaining(['608.2d', '612.1']));
    const bolt = answer({ state: a.state, action: { type: 'cast', player: 'alice', card: 'b1', targets: ['k1'] } });
    expect(bolt.violations[0]).toMatchObject({ code: 'TARGET_HAS_PROTECTION', rule: '702.16b' });
  });

  it('612.2: a name is not changed, even one that holds the word: White Knight stays White Knight', () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'k1', card: 'White Knight', controller: 'bob' }] },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const a = answer({ state, actions: changeText('s1', 'k1', ['white', 'blue']) });
    expect(onBoard(a, 'k1').characteristics.name).toBe('White Knight');
    expect(onBoard(a, 'k1').characteristics.abilities[1]).toMatch(/^Protection from black/);
    expect(cited(a)).toContain('612.2');
  });

  it('a static ability reads its changed words: Crusade changed to "Red creatures get +1/+1"', () => {
    const state = board(
      {
        battlefield: [
          ...islands(1),
          { id: 'c1', card: 'Crusade', controller: 'bob' },
          { id: 'k1', card: 'White Knight', controller: 'bob' },
          { id: 'g1', card: 'Raging Goblin', controller: 'alice' },
        ],
      },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    expect(onBoard(look(state), 'k1').characteristics.power).toBe(3);
    const a = answer({ state, actions: changeText('s1', 'c1', ['white', 'red']) });
    expect(onBoard(a, 'c1').characteristics.abilities).toEqual(['Red creatures get +1/+1.']);
    expect(onBoard(a, 'k1').characteristics).toMatchObject({ power: 2, toughness: 2 });
    expect(onBoard(a, 'g1').characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('"nonblack" is a color word too: Doom Blade changed to "nongreen" makes its green target illegal, and it does not resolve (608.2b)', () => {
    const state = board(
      {
        battlefield: [...islands(1, 'bob'), { id: 'x1', card: 'Grizzly Bears', controller: 'bob' }],
        stack: [{ id: 'd1', card: 'Doom Blade', controller: 'alice', targets: ['x1'] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 's1', targets: ['d1'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'choose', player: 'bob', decision: 't3.first-main.chooseWords.s1', choice: ['black', 'green'] },
      ],
    });
    expect(a.legal).toBe(true);
    expect(a.state.stack[0]).toMatchObject({ id: 'd1', characteristics: { abilities: ['Destroy target nongreen creature.'] } });
    const resolved = answer({ state: a.state, actions: passes(2) });
    expect(onBoard(resolved, 'x1')).toBeDefined();
    expect(cited(resolved)).toContain('608.2b');
    // 400.7: the spell has left the stack: the text change on it ends.
    expect(resolved.state.effects).toEqual([]);
  });

  it('400.7a: a text change on a permanent spell stays on the permanent it becomes', () => {
    const state = board(
      {
        battlefield: [...islands(1, 'bob'), { id: 'w1', card: 'Plains', controller: 'alice' }],
        stack: [{ id: 'k1', card: 'White Knight', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 's1', targets: ['k1'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'choose', player: 'bob', decision: 't3.first-main.chooseWords.s1', choice: ['black', 'blue'] },
        ...passes(2),
      ],
    });
    expect(onBoard(a, 'k1').characteristics.abilities[1]).toMatch(/^Protection from blue/);
    expect(a.state.effects).toMatchObject([{ kind: 'change-text', affects: ['k1'] }]);
  });

  it('landwalk: Magical Hack changes "Swampwalk" to "Islandwalk"; Bog Wraith is then unblockable while bob controls an Island (702.14c)', () => {
    const state = board(
      {
        battlefield: [
          ...islands(1),
          { id: 'w1', card: 'Bog Wraith', controller: 'alice' },
          { id: 'bi', card: 'Island', controller: 'bob' },
          { id: 'x1', card: 'Grizzly Bears', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'h1', card: 'Magical Hack' }] },
    );
    const a = answer({ state, actions: changeText('h1', 'w1', ['Swamp', 'Island']) });
    expect(onBoard(a, 'w1').characteristics.abilities).toEqual([
      "Islandwalk (This creature can't be blocked as long as defending player controls a Island.)",
    ]);
    const combat = {
      ...a.state,
      turn: { number: 3, active: 'alice', step: 'declare-blockers', priority: null },
      combat: {
        attackers: [{ id: 'w1', attacking: 'bob' }],
        blockers: [],
        attackersDeclared: true,
        creaturesAttacked: true,
        blockersDeclared: false,
      },
    };
    const block = answer({ state: combat, action: { type: 'declareBlockers', player: 'bob', blockers: [{ id: 'x1', blocking: ['w1'] }] } });
    expect(block.violations[0]).toMatchObject({ rule: '702.14c' });
  });

  it('a basic land type on the type line: a Forest changed to an Island taps for {U}; its name stays Forest (Magical Hack rulings, 305.6)', () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'f1', card: 'Forest', controller: 'bob' }] },
      { hand: [{ id: 'h1', card: 'Magical Hack' }] },
    );
    const a = answer({ state, actions: changeText('h1', 'f1', ['Forest', 'Island']) });
    expect(onBoard(a, 'f1').characteristics).toMatchObject({ name: 'Forest', subtypes: ['Island'] });
    expect(cited(a)).toContain('612.1');
    const tapped = answer({
      state: { ...a.state, turn: { number: 3, active: 'bob', step: 'first-main', priority: 'bob' } },
      action: { type: 'activate', player: 'bob', source: 'f1', ability: 0 },
    });
    expect(tapped.legal).toBe(true);
    expect(tapped.state.players[1].manaPool).toBe('{U}');
  });

  it('creature types, on the type line and in the text (Artificial Evolution): Goblin Chieftain then pumps Elves, and is an Elf', () => {
    const state = board(
      {
        battlefield: [
          ...islands(1),
          { id: 'c1', card: 'Goblin Chieftain', controller: 'bob' },
          { id: 'g1', card: 'Raging Goblin', controller: 'bob' },
          { id: 'e1', card: 'Llanowar Elves', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'a1', card: 'Artificial Evolution' }] },
    );
    expect(onBoard(look(state), 'g1').characteristics.power).toBe(2);
    const a = answer({ state, actions: changeText('a1', 'c1', ['Goblin', 'Elf']) });
    expect(onBoard(a, 'c1').characteristics).toMatchObject({ name: 'Goblin Chieftain', subtypes: ['Elf'] });
    expect(onBoard(a, 'c1').characteristics.abilities[1]).toBe('Other Elf creatures you control get +1/+1 and have haste.');
    expect(onBoard(a, 'g1').characteristics.power).toBe(1);
    expect(onBoard(a, 'e1').characteristics).toMatchObject({ power: 2, toughness: 2 });
  });

  it('612.2a: the creature types a spell gives its tokens are changed, as type and as name: Dragon Fodder makes Elves', () => {
    const state = board(
      {
        battlefield: [...islands(1, 'bob')],
        stack: [{ id: 'f1', card: 'Dragon Fodder', controller: 'alice' }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'bob' },
      },
      {},
      { hand: [{ id: 'a1', card: 'Artificial Evolution' }] },
    );
    const a = answer({
      state,
      actions: [
        { type: 'cast', player: 'bob', card: 'a1', targets: ['f1'] },
        { type: 'pass', player: 'bob' },
        { type: 'pass', player: 'alice' },
        { type: 'choose', player: 'bob', decision: 't3.first-main.chooseWords.a1', choice: ['Goblin', 'Elf'] },
        ...passes(2),
      ],
    });
    const tokens = a.state.battlefield.filter((o) => o.token);
    expect(tokens).toHaveLength(2);
    expect(tokens[0].characteristics).toMatchObject({ name: 'Elf Token', subtypes: ['Elf'], colors: ['R'] });
  });

  it('a cost change reads its changed words (601.2f): Chill changed to "White spells cost {2} more"', () => {
    const chilled = (words: [string, string]) =>
      answer({
        state: board(
          {
            battlefield: [...islands(2), { id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'c1', card: 'Chill', controller: 'bob' }],
          },
          {
            hand: [
              { id: 's1', card: 'Sleight of Mind' },
              { id: 'h1', card: 'Holy Day' },
            ],
          },
        ),
        actions: [...changeText('s1', 'c1', words), { type: 'cast', player: 'alice', card: 'h1' }],
      });
    // Holy Day is white: with two lands left, it can be cast for {W}, not for {2}{W}.
    expect(chilled(['red', 'blue']).legal).toBe(true);
    expect(chilled(['red', 'white']).violations[0]).toMatchObject({ rule: '601.2h' });
  });

  it('an activated ability reads its changed words (602): Exorcist changed to "Destroy target green creature"', () => {
    const state = board(
      {
        battlefield: [
          ...islands(2),
          { id: 'p1', card: 'Plains', controller: 'alice' },
          { id: 'x1', card: 'Exorcist', controller: 'alice' },
          { id: 'b1', card: 'Grizzly Bears', controller: 'bob' },
          { id: 'w1', card: 'Bog Wraith', controller: 'bob' },
        ],
      },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const changed = changeText('s1', 'x1', ['black', 'green']);
    expect(
      answer({ state, actions: [...changed, { type: 'activate', player: 'alice', source: 'x1', ability: 0, targets: ['w1'] }] })
        .violations[0],
    ).toMatchObject({ code: 'ILLEGAL_TARGET', rule: '115.1' });
    const a = answer({
      state,
      actions: [...changed, { type: 'activate', player: 'alice', source: 'x1', ability: 0, targets: ['b1'] }, ...passes(2)],
    });
    expect(a.legal).toBe(true);
    expect(a.state.battlefield.map((o) => o.id)).not.toContain('b1');
  });

  it('a triggered ability reads its changed words (603): Verdant Force changed to make black Saprolings', () => {
    const state = board({
      battlefield: [{ id: 'v1', card: 'Verdant Force', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'text',
          kind: 'change-text',
          from: 'green',
          to: 'black',
          affects: ['v1'],
          controller: 'alice',
          timestamp: 2,
          duration: 'permanent',
        },
      ],
      turn: { number: 3, active: 'bob', step: 'end', priority: 'bob' },
    });
    const a = answer({ state, actions: [{ type: 'pass', player: 'bob' }, { type: 'pass', player: 'alice' }, ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.token).map((o) => o.characteristics)).toMatchObject([
      { name: 'Saproling Token', colors: ['B'] },
    ]);
  });

  it('603.10a: a "dies" trigger looks back at the text it had: Penumbra Bobcat changed to make a white Cat', () => {
    const state = board(
      {
        battlefield: [
          { id: 'm1', card: 'Mountain', controller: 'alice' },
          { id: 'c1', card: 'Penumbra Bobcat', controller: 'alice', timestamp: 1 },
        ],
        effects: [
          {
            id: 'text',
            kind: 'change-text',
            from: 'black',
            to: 'white',
            affects: ['c1'],
            controller: 'alice',
            timestamp: 2,
            duration: 'permanent',
          },
        ],
      },
      { hand: [{ id: 'b1', card: 'Lightning Bolt' }] },
    );
    const a = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'b1', targets: ['c1'] }, ...passes(2), ...passes(2)] });
    expect(a.state.battlefield.filter((o) => o.token).map((o) => o.characteristics)).toMatchObject([{ name: 'Cat Token', colors: ['W'] }]);
    expect(a.state.effects).toEqual([]);
  });

  it("Artificial Evolution: the new creature type can't be Wall", () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'g1', card: 'Raging Goblin', controller: 'bob' }] },
      { hand: [{ id: 'a1', card: 'Artificial Evolution' }] },
    );
    const a = answer({ state, actions: changeText('a1', 'g1', ['Goblin', 'Wall']) });
    expect(a.violations[0]).toMatchObject({ code: 'INVALID_CHOICE', rule: '608.2d' });
    const ok = answer({ state, actions: changeText('a1', 'g1', ['Goblin', 'Elf']) });
    expect(onBoard(ok, 'g1').characteristics.subtypes).toEqual(['Elf', 'Berserker']);
  });

  it('613.1c before 613.1d: a creature-type-setting effect (layer 4) wins over a text change (layer 3), whatever their timestamps', () => {
    const state = board({
      battlefield: [{ id: 'g1', card: 'Raging Goblin', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'frog',
          kind: 'set-creature-types',
          subtypes: ['Frog'],
          affects: ['g1'],
          controller: 'alice',
          timestamp: 2,
          duration: 'until-end-of-turn',
        },
        {
          id: 'text',
          kind: 'change-text',
          from: 'Goblin',
          to: 'Elf',
          affects: ['g1'],
          controller: 'alice',
          timestamp: 3,
          duration: 'permanent',
        },
      ],
    });
    expect(onBoard(look(state), 'g1').characteristics.subtypes).toEqual(['Frog']);
  });

  it('613.7: two text changes on one object apply in timestamp order (black to white, then white to red)', () => {
    const state = board({
      battlefield: [{ id: 'k1', card: 'White Knight', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'second',
          kind: 'change-text',
          from: 'white',
          to: 'red',
          affects: ['k1'],
          controller: 'alice',
          timestamp: 5,
          duration: 'permanent',
        },
        {
          id: 'first',
          kind: 'change-text',
          from: 'black',
          to: 'white',
          affects: ['k1'],
          controller: 'alice',
          timestamp: 4,
          duration: 'permanent',
        },
      ],
    });
    expect(onBoard(look(state), 'k1').characteristics.abilities[1]).toMatch(/^Protection from red/);
  });

  it('612.3: an ability granted by an effect is not text: it is not changed', () => {
    const state = board({
      battlefield: [{ id: 'x1', card: 'Grizzly Bears', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'grant',
          kind: 'add-keyword',
          keyword: 'protection from black',
          affects: ['x1'],
          controller: 'alice',
          timestamp: 2,
          duration: 'until-end-of-turn',
        },
        {
          id: 'text',
          kind: 'change-text',
          from: 'black',
          to: 'red',
          affects: ['x1'],
          controller: 'alice',
          timestamp: 3,
          duration: 'permanent',
        },
      ],
    });
    expect(onBoard(look(state), 'x1').characteristics.abilities).toEqual(['Protection from black']);
  });

  it('a copy (layer 1) has its text changed in layer 3: a Clone copying White Knight, changed', () => {
    const state = board({
      battlefield: [{ id: 'c1', card: 'Clone', copyOf: 'White Knight', controller: 'bob', timestamp: 1 }],
      effects: [
        {
          id: 'text',
          kind: 'change-text',
          from: 'black',
          to: 'green',
          affects: ['c1'],
          controller: 'alice',
          timestamp: 3,
          duration: 'permanent',
        },
      ],
    });
    expect(onBoard(look(state), 'c1').characteristics).toMatchObject({
      name: 'White Knight',
      abilities: [expect.any(String), expect.stringMatching(/^Protection from green/)],
    });
  });

  it('Crystal Spray lasts until end of turn, then draws a card after the choice (608.2c); the cleanup step ends it (514.2)', () => {
    const state = board(
      { battlefield: [...islands(3), { id: 'k1', card: 'White Knight', controller: 'bob' }] },
      { hand: [{ id: 'c1', card: 'Crystal Spray' }], library: [{ id: 'top', card: 'Island' }] },
    );
    const a = answer({ state, actions: changeText('c1', 'k1', ['black', 'red']) });
    expect(a.state.effects).toMatchObject([{ kind: 'change-text', duration: 'until-end-of-turn' }]);
    expect((a.state.players[0].hand as { id: string }[]).map((o) => o.id)).toEqual(['top']);
    const cleanup = answer({
      state: { ...a.state, turn: { number: 3, active: 'alice', step: 'end', priority: 'alice' } },
      actions: passes(2),
    });
    expect(cleanup.state.effects).toEqual([]);
    expect(onBoard(cleanup, 'k1').characteristics.abilities[1]).toMatch(/^Protection from black/);
    const choices = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 'c1', targets: ['k1'] }, ...passes(2)] });
    expect(choices.decision?.options).toEqual([
      'white',
      'blue',
      'black',
      'red',
      'green',
      'Plains',
      'Island',
      'Swamp',
      'Mountain',
      'Forest',
    ]);
  });

  it('the effect on the board is checked: a word of no known kind, or a "to" of another kind, is refused with the field named', () => {
    const bad = (from: string, to: string) =>
      outcome({
        state: board({
          battlefield: [{ id: 'k1', card: 'White Knight', controller: 'bob' }],
          effects: [{ kind: 'change-text', from, to, affects: ['k1'], controller: 'alice', duration: 'permanent' }],
        }),
        action: { type: 'pass', player: 'alice' },
      });
    expect(JSON.stringify(bad('purple', 'red'))).toContain('state.effects[0].from');
    expect(JSON.stringify(bad('black', 'Island'))).toContain('state.effects[0].to');
    expect(bad('black', 'red')).toMatchObject({ kind: 'answer' });
    // A spell waits for words only if that effect of it is a text change.
    const waiting = (card: string) =>
      outcome({
        state: board({
          battlefield: [{ id: 'k1', card: 'White Knight', controller: 'bob' }],
          stack: [{ id: 's1', card, controller: 'alice', targets: ['k1'], awaitingWords: { player: 'alice', next: 0 } }],
          turn: { number: 3, active: 'alice', step: 'first-main', priority: null },
        }),
        action: { type: 'choose', player: 'alice', decision: 't3.first-main.chooseWords.s1', choice: ['black', 'red'] },
      });
    expect(JSON.stringify(waiting('Doom Blade'))).toContain('state.stack[0].awaitingWords.next');
    expect(waiting('Sleight of Mind')).toMatchObject({ kind: 'answer', answer: { legal: true } });
  });

  it('legal actions list the choices of words', () => {
    const state = board(
      { battlefield: [...islands(1), { id: 'k1', card: 'White Knight', controller: 'bob' }] },
      { hand: [{ id: 's1', card: 'Sleight of Mind' }] },
    );
    const waiting = answer({ state, actions: [{ type: 'cast', player: 'alice', card: 's1', targets: ['k1'] }, ...passes(2)] }).state;
    const listed = legalActionsFor(waiting, catalog);
    const choices = listed.ok ? listed.value.actions.map((a) => a.action).filter((a) => a.type === 'choose') : [];
    expect(choices).toHaveLength(20);
    expect(choices).toContainEqual({ type: 'choose', player: 'alice', decision: 't3.first-main.chooseWords.s1', choice: ['black', 'red'] });
    // Creature types are hundreds: the types on the target, each for a type on the battlefield.
    const evolving = board(
      {
        battlefield: [
          ...islands(1),
          { id: 'g1', card: 'Raging Goblin', controller: 'bob' },
          { id: 'e1', card: 'Llanowar Elves', controller: 'bob' },
        ],
      },
      { hand: [{ id: 'a1', card: 'Artificial Evolution' }] },
    );
    const waitingEvolution = answer({
      state: evolving,
      actions: [{ type: 'cast', player: 'alice', card: 'a1', targets: ['g1'] }, ...passes(2)],
    });
    expect(waitingEvolution.decision?.options).toHaveLength(317);
    const listedTypes = legalActionsFor(waitingEvolution.state, catalog);
    const typeChoices = listedTypes.ok ? listedTypes.value.actions.map((a) => a.action).filter((a) => a.type === 'choose') : [];
    expect(typeChoices).toContainEqual({
      type: 'choose',
      player: 'alice',
      decision: 't3.first-main.chooseWords.a1',
      choice: ['Goblin', 'Elf'],
    });
    expect(typeChoices.length).toBeLessThan(20);
  });
});
