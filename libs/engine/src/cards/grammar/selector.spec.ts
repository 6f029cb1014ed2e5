import { parseQuantity, parseTarget } from './selector';
import { tokenize } from './tokens';
import { ObjectFilter, SelectorOption } from '../selector';

const PERMANENT = ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'];
const onBattlefield = (...filters: ObjectFilter[]): SelectorOption => ({ kind: 'object', zone: 'battlefield', filters });
const type = (...anyOf: string[]): ObjectFilter => ({ kind: 'type', anyOf });
const not = (filter: ObjectFilter): ObjectFilter => ({ kind: 'not', filter });

function options(phrase: string): SelectorOption[] {
  const parsed = parseTarget(phrase);
  if (!parsed.ok) throw new Error(`${phrase}: stopped at "${parsed.stoppedAt}"`);
  expect(parsed.value.text).toBe(phrase);
  return parsed.value.options;
}

describe('the tokenizer', () => {
  it('keeps words with their apostrophes and hyphens, numbers, P/T changes, mana symbols and punctuation', () => {
    expect(tokenize("Target creature you don't control gets -2/-2, {T}: non-Vampire.").map((t) => `${t.kind}:${t.text}`)).toEqual([
      'word:Target',
      'word:creature',
      'word:you',
      "word:don't",
      'word:control',
      'word:gets',
      'number:-2/-2',
      'punct:,',
      'symbol:{T}',
      'punct::',
      'word:non-Vampire',
      'punct:.',
    ]);
  });
});

describe('Selector: a target phrase (115.1)', () => {
  it('"any target" is a creature, a planeswalker or a battle, or a player (115.4)', () => {
    expect(options('any target')).toEqual([onBattlefield(type('Creature', 'Planeswalker', 'Battle')), { kind: 'player', filters: [] }]);
  });

  it.each<[string, SelectorOption[]]>([
    ['target player', [{ kind: 'player', filters: [] }]],
    ['target opponent', [{ kind: 'player', filters: [{ kind: 'relation', is: 'opponent' }] }]],
    ['target player or planeswalker', [{ kind: 'player', filters: [] }, onBattlefield(type('Planeswalker'))]],
    ['target spell or permanent', [{ kind: 'object', zone: 'stack', filters: [] }, onBattlefield(type(...PERMANENT))]],
    ['target creature', [onBattlefield(type('Creature'))]],
    ['target permanent', [onBattlefield(type(...PERMANENT))]],
    ['target nonland permanent', [onBattlefield(not(type('Land')), type(...PERMANENT))]],
    ['target artifact creature', [onBattlefield(type('Artifact'), type('Creature'))]],
    // 110.1: a permanent with no controller said is anyone's: "on the battlefield" adds no filter.
    ['target creature on the battlefield', [onBattlefield(type('Creature'))]],
    ['target artifact or enchantment', [onBattlefield(type('Artifact', 'Enchantment'))]],
    ['target artifact, enchantment, or land', [onBattlefield(type('Artifact', 'Enchantment', 'Land'))]],
    [
      'target creature or planeswalker an opponent controls',
      [onBattlefield(type('Creature', 'Planeswalker'), { kind: 'controller', is: 'opponent' })],
    ],
    ['target nonblack creature', [onBattlefield(type('Creature'), not({ kind: 'color', anyOf: ['B'] }))]],
    [
      'target nonartifact, nonblack creature',
      [onBattlefield(type('Creature'), not(type('Artifact')), not({ kind: 'color', anyOf: ['B'] }))],
    ],
    ['target white or black creature', [onBattlefield(type('Creature'), { kind: 'color', anyOf: ['W', 'B'] })]],
    ['target colorless creature', [onBattlefield(type('Creature'), { kind: 'colorless' })]],
    ['target non-Vampire creature', [onBattlefield(type('Creature'), not({ kind: 'subtype', anyOf: ['Vampire'] }))]],
    ['target Goblin', [onBattlefield({ kind: 'subtype', anyOf: ['Goblin'] })]],
    ['target nonbasic land', [onBattlefield(type('Land'), not({ kind: 'supertype', anyOf: ['Basic'] }))]],
    ['target legendary creature', [onBattlefield(type('Creature'), { kind: 'supertype', anyOf: ['Legendary'] })]],
    ['target tapped creature', [onBattlefield(type('Creature'), { kind: 'tapped' })]],
    ['target untapped creature', [onBattlefield(type('Creature'), not({ kind: 'tapped' }))]],
    ['target attacking creature', [onBattlefield(type('Creature'), { kind: 'combat', role: 'attacking' })]],
    ['target unblocked creature', [onBattlefield(type('Creature'), { kind: 'combat', role: 'unblocked' })]],
    [
      'target attacking or blocking creature',
      [
        onBattlefield(type('Creature'), {
          kind: 'anyOf',
          filters: [
            { kind: 'combat', role: 'attacking' },
            { kind: 'combat', role: 'blocking' },
          ],
        }),
      ],
    ],
    ['target creature you control', [onBattlefield(type('Creature'), { kind: 'controller', is: 'you' })]],
    ["target creature you don't control", [onBattlefield(type('Creature'), not({ kind: 'controller', is: 'you' }))]],
    ['target creature defending player controls', [onBattlefield(type('Creature'), { kind: 'controller', is: 'defendingPlayer' })]],
    ['target creature with flying', [onBattlefield(type('Creature'), { kind: 'keyword', keyword: 'flying' })]],
    // 120.3: what dealt damage to what this turn.
    ['target creature that was dealt damage this turn', [onBattlefield(type('Creature'), { kind: 'damagedThisTurn', bySource: false })]],
    ['target creature dealt damage by CARDNAME this turn', [onBattlefield(type('Creature'), { kind: 'damagedThisTurn', bySource: true })]],
    ['target creature that dealt damage this turn', [onBattlefield(type('Creature'), { kind: 'dealtDamageThisTurn' })]],
    ['target creature without first strike', [onBattlefield(type('Creature'), not({ kind: 'keyword', keyword: 'first strike' }))]],
    [
      'target creature with power 4 or greater',
      [onBattlefield(type('Creature'), { kind: 'compare', stat: 'power', op: 'atLeast', value: { kind: 'fixed', n: 4 } })],
    ],
    [
      'target creature with toughness 2 or less',
      [onBattlefield(type('Creature'), { kind: 'compare', stat: 'toughness', op: 'atMost', value: { kind: 'fixed', n: 2 } })],
    ],
    [
      'target creature with mana value 3 or less',
      [onBattlefield(type('Creature'), { kind: 'compare', stat: 'manaValue', op: 'atMost', value: { kind: 'fixed', n: 3 } })],
    ],
    // The 2017 Oracle wording of mana value (202.3).
    [
      'target creature with converted mana cost X or less',
      [onBattlefield(type('Creature'), { kind: 'compare', stat: 'manaValue', op: 'atMost', value: { kind: 'x' } })],
    ],
    ['target spell', [{ kind: 'object', zone: 'stack', filters: [] }]],
    ['target noncreature spell', [{ kind: 'object', zone: 'stack', filters: [not(type('Creature'))] }]],
    ['target instant or sorcery spell', [{ kind: 'object', zone: 'stack', filters: [type('Instant', 'Sorcery')] }]],
    ['target red spell', [{ kind: 'object', zone: 'stack', filters: [{ kind: 'color', anyOf: ['R'] }] }]],
    [
      'target creature card from your graveyard',
      [{ kind: 'object', zone: 'graveyard', filters: [type('Creature'), { kind: 'owner', is: 'you' }] }],
    ],
    ['target card from a graveyard', [{ kind: 'object', zone: 'graveyard', filters: [] }]],
    [
      // 110.4a: a card of a permanent type; where it is comes from the modifier, as for "card".
      'target permanent card with converted mana cost 3 or less from your graveyard',
      [
        {
          kind: 'object',
          zone: 'graveyard',
          filters: [
            type(...PERMANENT),
            { kind: 'compare', stat: 'manaValue', op: 'atMost', value: { kind: 'fixed', n: 3 } },
            { kind: 'owner', is: 'you' },
          ],
        },
      ],
    ],
    ['another target creature', [onBattlefield(type('Creature'), { kind: 'other' })]],
    // 102.2: each of them is controlled by one opponent; the plural says the same of each.
    ['target Swamp your opponents control', [onBattlefield({ kind: 'subtype', anyOf: ['Swamp'] }, { kind: 'controller', is: 'opponent' })]],
  ])('"%s"', (phrase, expected) => {
    expect(options(phrase)).toEqual(expected);
  });

  it('"up to N target ..." counts from 0 to N; a plural noun reads as its singular', () => {
    const parsed = parseTarget('up to two target creatures');
    expect(parsed).toMatchObject({
      ok: true,
      value: { count: { kind: 'target', min: 0, max: 2 }, options: [onBattlefield(type('Creature'))] },
    });
  });

  it('"up to two target instant and/or sorcery cards": in a plural, "and/or" joins kinds as "or" does (each card is one or both)', () => {
    expect(options('up to two target instant and/or sorcery cards from your graveyard')).toEqual([
      { kind: 'object', zone: 'graveyard', filters: [type('Instant', 'Sorcery'), { kind: 'owner', is: 'you' }] },
    ]);
  });

  it('201.2: "named CARDNAME", "not named CARDNAME": the card\'s own name, bound by the compiler', () => {
    expect(options('target creature named CARDNAME')).toEqual([onBattlefield(type('Creature'), { kind: 'named', name: 'CARDNAME' })]);
    expect(options('target permanent not named CARDNAME')).toEqual([
      onBattlefield(type(...PERMANENT), not({ kind: 'named', name: 'CARDNAME' })),
    ]);
  });

  it('subtypes are those the rules list (205.3g-m), former creature types of the 2017 text included; no other word', () => {
    expect(options('target Hound')).toEqual([onBattlefield({ kind: 'subtype', anyOf: ['Hound'] })]);
    expect(options('target Ajani planeswalker')).toEqual([onBattlefield({ kind: 'subtype', anyOf: ['Ajani'] }, type('Planeswalker'))]);
    expect(options('target Equipment')).toEqual([onBattlefield({ kind: 'subtype', anyOf: ['Equipment'] })]);
    expect(parseTarget('target Commander creature')).toMatchObject({ ok: false });
    expect(parseTarget('target Thi creature')).toMatchObject({ ok: false });
  });

  it.each([
    ['target instant and/or sorcery card from your graveyard', 'and/or sorcery card from your graveyard'],
    ['target creature named Kobolds of Kher Keep', 'named Kobolds of Kher Keep'],
    ['target creature with three heads', 'with three heads'],
    ['target creature card in your hand', 'target creature card in your hand'],
    ['target permanent card', 'target permanent card'],
    ['target creature or', 'target creature or'],
    ['each creature', 'each creature'],
    // Return to the Earth's "with flying" qualifies only the creature; Natural State's "with mana value 3 or less" both nouns: not told by the words.
    ['target artifact, enchantment, or creature with flying', 'with flying'],
    ['target artifact or enchantment with converted mana cost 3 or less', 'with converted mana cost 3 or less'],
  ])('"%s" is not a target phrase the grammar reads: it stops at "%s"', (phrase, stoppedAt) => {
    expect(parseTarget(phrase)).toEqual({ ok: false, stoppedAt });
  });
});

describe('Quantity', () => {
  it.each([
    ['3', { kind: 'fixed', n: 3 }],
    ['three', { kind: 'fixed', n: 3 }],
    ['a', { kind: 'fixed', n: 1 }],
    ['X', { kind: 'x' }],
  ])('"%s"', (phrase, expected) => {
    expect(parseQuantity(phrase)).toEqual({ ok: true, value: expected });
  });

  it('"many" is not a quantity', () => {
    expect(parseQuantity('many')).toEqual({ ok: false, stoppedAt: 'many' });
  });
});

describe('108.3: "you own"', () => {
  it('"target permanent you own": its owner is the controller of the ability, whoever controls it', () => {
    expect(options('target permanent you own')).toEqual([onBattlefield(type(...PERMANENT), { kind: 'owner', is: 'you' })]);
  });
});

describe('122.1: "with a [kind] counter on it"', () => {
  it('"target creature with a +1/+1 counter on it", "... without a -1/-1 counter on it", "... with a charge counter on it"', () => {
    expect(options('target creature with a +1/+1 counter on it')).toEqual([
      onBattlefield(type('Creature'), { kind: 'counter', counter: '+1/+1' }),
    ]);
    expect(options('target creature without a -1/-1 counter on it')).toEqual([
      onBattlefield(type('Creature'), not({ kind: 'counter', counter: '-1/-1' })),
    ]);
    expect(options('target artifact with a charge counter on it')).toEqual([
      onBattlefield(type('Artifact'), { kind: 'counter', counter: 'charge' }),
    ]);
  });

  it('"with two +1/+1 counters on it" is not read (a number of counters)', () => {
    expect(parseTarget('target creature with two +1/+1 counters on it').ok).toBe(false);
  });
});
