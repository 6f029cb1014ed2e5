import { compileCard } from '../oracle-compiler';
import { compiledTestWalker } from '../../testing/template-cards';
import { loyaltyCost } from './loyalty';

const walker = compiledTestWalker;

const bareCard = {
  name: 'Test Enchantment',
  manaCost: '{3}',
  colors: [],
  supertypes: [],
  types: ['Enchantment'],
  subtypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  text: '',
};

describe('606.4: the loyalty cost of a line', () => {
  it('reads +N, −N (U+2212), 0 and −X; a bare number other than 0 or +X is no loyalty cost', () => {
    expect(loyaltyCost('+1: Draw a card.')).toEqual({ cost: 1, x: false, effect: 'Draw a card.' });
    expect(loyaltyCost('\u22122: Draw a card.')).toMatchObject({ cost: -2, x: false });
    expect(loyaltyCost('0: Draw a card.')).toMatchObject({ cost: 0, x: false });
    expect(loyaltyCost('\u2212X: Draw a card.')).toMatchObject({ cost: 0, x: true });
    expect(loyaltyCost('2: Draw a card.')).toBeNull();
    expect(loyaltyCost('+X: Draw a card.')).toBeNull();
  });

  it('606.4: the bracketed symbol of later Oracle text ("[+1]: ", "[\u22122]: ", "[0]: ") is the same cost', () => {
    expect(loyaltyCost('[+1]: Draw a card.')).toEqual({ cost: 1, x: false, effect: 'Draw a card.' });
    expect(loyaltyCost('[\u22122]: Draw a card.')).toMatchObject({ cost: -2, x: false });
    expect(loyaltyCost('[0]: Draw a card.')).toMatchObject({ cost: 0, x: false });
    expect(loyaltyCost('[\u2212X]: Draw a card.')).toMatchObject({ cost: 0, x: true });
    expect(loyaltyCost('[2]: Draw a card.')).toBeNull();
    expect(loyaltyCost('[+1: Draw a card.')).toBeNull();
    const c = walker('[+1]: Draw a card.\n[\u22123]: Destroy target creature.');
    expect(c.support).toBe('full');
    expect(c.abilities.map((a) => a.kind === 'loyalty' && a.cost)).toEqual([1, -3]);
  });

  it('114.2: an emblem line is understood only when its abilities work from the command zone', () => {
    const anthem = walker('\u22124: You get an emblem with "Creatures you control get +1/+1."');
    expect(anthem.support).toBe('full');
    expect(anthem.abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: -4,
      effects: [{ kind: 'emblem', text: 'Creatures you control get +1/+1.' }],
    });
    // 114.4: a triggered ability whose event happens to others works from the command zone.
    const trigger = walker('\u22128: You get an emblem with "Whenever a player draws a card, you lose 2 life."');
    expect(trigger.support).toBe('full');
    // One about the object itself, or an instruction about its source, never does (114.5: an emblem is no permanent).
    const self = walker('\u22128: You get an emblem with "Whenever CARDNAME attacks, you gain 1 life."');
    expect(self.support).not.toBe('full');
    const ownDamage = walker('\u22127: You get an emblem with "At the beginning of your upkeep, CARDNAME deals 3 damage to you."');
    expect(ownDamage.support).not.toBe('full');
    const rule = walker('\u22129: You get an emblem with "Your opponents can\'t cast noncreature spells."');
    expect(rule.support).not.toBe('full');
  });

  it('the sentences of loyalty-sentences.ts: damage to a player and their creatures, destroy all, several keywords', () => {
    const chandra = walker('\u22128: Test Walker deals 10 damage to target player and each creature they control.');
    expect(chandra.abilities[0]).toMatchObject({
      targets: [{ text: 'target player' }],
      effects: [
        { kind: 'damage', amount: { kind: 'fixed', n: 10 }, target: 0 },
        {
          kind: 'damageEachObject',
          each: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] },
          controlledBy: { kind: 'targetPlayer', index: 0 },
        },
      ],
    });
    expect(walker('\u22127: Destroy all lands target player controls.').abilities[0]).toMatchObject({
      targets: [{ text: 'target player' }],
      effects: [{ kind: 'destroyEach', controlledBy: { kind: 'targetPlayer', index: 0 } }],
    });
    expect(walker('\u22123: Destroy all creatures with power 4 or greater.').abilities[0]).toMatchObject({
      targets: [],
      effects: [{ kind: 'destroyEach', each: { filters: [{ kind: 'type' }, { kind: 'compare', stat: 'power', op: 'atLeast' }] } }],
    });
    expect(walker('\u22123: Target creature gains flying and double strike until end of turn.').abilities[0]).toMatchObject({
      effects: [
        { kind: 'gainKeyword', keyword: 'flying', target: 0 },
        { kind: 'gainKeyword', keyword: 'double strike', target: 0 },
      ],
    });
    // "they" needs a player before it; a keyword the engine does not play is not read.
    expect(walker('\u22128: Test Walker deals 10 damage to target creature and each creature they control.').support).not.toBe('full');
    expect(walker('\u22123: Target creature gains flying and skulk until end of turn.').support).not.toBe('full');
  });

  it('903.3a, 113.6n: "CARDNAME can be your commander." is a deck-building rule: an ability with no effect in a game', () => {
    const c = walker('+1: Draw a card.\nTest Walker can be your commander.');
    expect(c.support).toBe('full');
    expect(c.abilities[1]).toEqual({ kind: 'static', effects: [], text: 'CARDNAME can be your commander.' });
  });

  it('107.3a: a −X ability is understood only when its effect uses X', () => {
    expect(walker('\u2212X: Test Walker deals X damage to target creature.').abilities[0]).toMatchObject({ kind: 'loyalty', x: true });
    expect(walker('\u2212X: Draw a card.').support).not.toBe('full');
  });
});

describe('loyalty lines read through the shared grammar (quantity, tokens, library search)', () => {
  it('608.2h: "Draw cards equal to the greatest power among creatures you control."', () => {
    const c = walker('\u22123: Draw cards equal to the greatest power among creatures you control.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: -3,
      effects: [{ kind: 'draw', amount: { kind: 'greatest', stat: 'power' } }],
    });
  });

  it('111.1, 608.2h: "Create a 6/6 green Wurm creature token for each land you control." (one token per land, counted as it resolves)', () => {
    const c = walker('\u22126: Create a 6/6 green Wurm creature token for each land you control.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [
        {
          kind: 'createTokens',
          count: 0,
          token: { name: 'Wurm Token', power: 6, toughness: 6, colors: ['G'] },
          amount: {
            kind: 'count',
            of: {
              kind: 'object',
              zone: 'battlefield',
              filters: [
                { kind: 'type', anyOf: ['Land'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
        },
      ],
    });
    // "for each" after more than one token, or after X, is not this phrase.
    expect(walker('\u22126: Create two 6/6 green Wurm creature tokens for each land you control.').support).not.toBe('full');
  });

  it('201.2, 701.23a: "Search your library for a card named Nissa\'s Chosen ..." names the card by the name written', () => {
    const c = walker("+1: Search your library for a card named Nissa's Chosen and put it onto the battlefield. Then shuffle your library.");
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [{ kind: 'searchLibrary', name: "Nissa's Chosen", count: 1, to: 'battlefield', filters: [] }, { kind: 'shuffleLibrary' }],
    });
    // A lower-case word is no card name: not read.
    expect(walker('+1: Search your library for a card named something and put it into your hand.').support).not.toBe('full');
  });
});

describe('114.2, 110.4: an emblem whose static ability names a list of permanent card types', () => {
  it('"Artifacts, creatures, enchantments, and lands you control have indestructible." is understood', () => {
    const c = walker('\u22128: You get an emblem with "Artifacts, creatures, enchantments, and lands you control have indestructible."');
    expect(c.support).toBe('full');
    const emblem = compileCard({ ...bareCard, text: 'Artifacts, creatures, enchantments, and lands you control have indestructible.' });
    expect(emblem.abilities[0]).toMatchObject({
      kind: 'static',
      effects: [
        {
          kind: 'addKeyword',
          keyword: 'indestructible',
          affected: {
            kind: 'objects',
            of: {
              kind: 'object',
              zone: 'battlefield',
              filters: [
                { kind: 'type', anyOf: ['Artifact', 'Creature', 'Enchantment', 'Land'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
        },
      ],
    });
  });

  it('refuses a word that is no permanent card type, a type named twice, or a quoted ability', () => {
    expect(walker('\u22128: You get an emblem with "Artifacts and spells you control have indestructible."').support).not.toBe('full');
    expect(walker('\u22128: You get an emblem with "Lands and lands you control have indestructible."').support).not.toBe('full');
    expect(walker('\u22128: You get an emblem with "Artifacts and lands you control have \u2018{T}: Add {G}.\u2019"').support).not.toBe(
      'full',
    );
  });
});

describe('400.1, 110.2: "Put all <cards> from all graveyards onto the battlefield under your control."', () => {
  it('reads the plural card phrase of the selector grammar, in any graveyard', () => {
    const c = walker('\u22128: Put all creature cards from all graveyards onto the battlefield under your control.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [
        { kind: 'graveyardsToBattlefield', each: { kind: 'object', zone: 'graveyard', filters: [{ kind: 'type', anyOf: ['Creature'] }] } },
      ],
    });
  });

  it('refuses another graveyard, another controller, or a card phrase it does not read', () => {
    expect(walker('\u22128: Put all creature cards from your graveyard onto the battlefield under your control.').support).not.toBe('full');
    expect(
      walker("\u22128: Put all creature cards from all graveyards onto the battlefield under their owners' control.").support,
    ).not.toBe('full');
    expect(walker('\u22128: Put all blorp cards from all graveyards onto the battlefield under your control.').support).not.toBe('full');
  });
});

describe('608.2c, 205.1b: "it becomes" names the land targeted before', () => {
  it('"Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn. It\'s still a land." (Koth of the Hammer)', () => {
    const c = walker("+1: Untap target Mountain. It becomes a 4/4 red Elemental creature until end of turn. It's still a land.");
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      targets: [{ text: 'target Mountain' }],
      effects: [
        { kind: 'untap', target: 0 },
        { kind: 'targetBecomesCreature', target: 0, power: 4, toughness: 4, colors: ['R'], subtypes: ['Elemental'] },
      ],
    });
  });

  it('refused: "it" after a creature target (not a land), without "It\'s still a land", or with no target before it', () => {
    expect(
      walker("+1: Untap target creature. Until your next turn, it becomes a 5/5 Elemental creature with haste. It's still a land.").support,
    ).not.toBe('full');
    expect(
      walker('+1: Untap target land you control. Until your next turn, it becomes a 5/5 Elemental creature with haste.').support,
    ).not.toBe('full');
    expect(walker("+1: Draw a card. Until your next turn, it becomes a 5/5 Elemental creature. It's still a land.").support).not.toBe(
      'full',
    );
  });
});

describe('605.1a: "Add one mana of any color" in a loyalty ability', () => {
  it('"Draw a card, then add one mana of any color.": a draw, then the mana of a color chosen as it resolves', () => {
    const c = walker('+1: Draw a card, then add one mana of any color.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({ effects: [{ kind: 'draw' }, { kind: 'addManaOfChoice' }] });
  });

  it('refused: two mana of one color (not this phrase)', () => {
    expect(walker('+1: Draw a card, then add two mana of any one color.').support).not.toBe('full');
  });
});

describe('611.2c: "Artifacts you control become artifact creatures with base power and toughness N/N until end of turn."', () => {
  it('reads the permanents of the phrase, each a creature with that base power and toughness', () => {
    const c = walker('\u22125: Artifacts you control become artifact creatures with base power and toughness 5/5 until end of turn.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [
        {
          kind: 'eachBecomesCreature',
          objects: {
            kind: 'each',
            each: {
              zone: 'battlefield',
              filters: [
                { kind: 'type', anyOf: ['Artifact'] },
                { kind: 'controller', is: 'you' },
              ],
            },
          },
          power: 5,
          toughness: 5,
          artifact: true,
        },
      ],
    });
  });

  it('205.1a: refused when the new types would replace others (lands become creatures), or with no duration', () => {
    expect(
      walker('\u22125: Lands you control become artifact creatures with base power and toughness 5/5 until end of turn.').support,
    ).not.toBe('full');
    expect(walker('\u22125: Artifacts you control become creatures with base power and toughness 5/5 until end of turn.').support).not.toBe(
      'full',
    );
    expect(walker('\u22125: Artifacts you control become artifact creatures with base power and toughness 5/5.').support).not.toBe('full');
  });
});

describe('115.1, 601.2c: "Any number of target players each draw N cards."', () => {
  it('two targets of one word, each may be left unchosen; each draws', () => {
    const c = walker('\u22127: Any number of target players each draw twenty cards.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      targets: [
        { count: { min: 0, max: 1 }, word: 0, text: 'any number of target players' },
        { count: { min: 0, max: 1 }, word: 0 },
      ],
      effects: [
        { kind: 'drawCards', target: 0 },
        { kind: 'drawCards', target: 1 },
      ],
    });
  });

  it('refused before another sentence, or with a verb the phrase does not take', () => {
    expect(walker('\u22127: Any number of target players each draw two cards. You gain 2 life.').support).not.toBe('full');
    expect(walker('\u22127: Any number of target players each sacrifice a creature.').support).not.toBe('full');
  });
});

describe('114.2, 613.1f: an emblem whose static ability grants keywords and an ability written in inner quotes', () => {
  it("\u2018...' inside the emblem's quotes is a granted ability's quotes, \"creature's\" no closing mark", () => {
    const c = walker(
      '\u22126: You get an emblem with "Creatures you control have haste and \u2018{T}: This creature deals damage equal to its power to any target.\'"',
    );
    expect(c.support).toBe('full');
    const apostrophe = walker('\u22126: You get an emblem with "Creatures you control have \u2018{T}: Add {G}.\' and flying."');
    expect(apostrophe.support).not.toBe('full');
  });

  it('the granted ability must itself be understood', () => {
    expect(
      walker('\u22126: You get an emblem with "Creatures you control have haste and \u2018{T}: Frobnicate the moon.\'"').support,
    ).not.toBe('full');
  });
});
