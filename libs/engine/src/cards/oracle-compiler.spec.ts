import { CardDefinition } from './card';
import { render } from '../trace/message';
import { compileCard, currentWording, targetOf } from './oracle-compiler';
import * as cards from '../testing/spell-cards';
import { runSpells } from '../testing/spell-cards';
import { board } from '../testing/test-catalog';
import { targetPhrase } from './grammar/selector';

// The target phrases, as the grammar reads them (cards/grammar/selector.spec.ts checks what each means).
const creature = targetPhrase('target creature');
const fixed = (n: number) => ({ kind: 'fixed', n });

/** A card of the test catalog with other text: how an older printing or an unknown card reads. */
const withText = (base: CardDefinition, text: string, more: Partial<CardDefinition> = {}): CardDefinition => ({ ...base, text, ...more });

describe('oracle compiler', () => {
  describe('every card of the spell catalog is fully understood', () => {
    const expected: [CardDefinition, unknown[]][] = [
      [
        cards.LIGHTNING_BOLT,
        [{ kind: 'spell', targets: [targetPhrase('any target')], effects: [{ kind: 'damage', amount: fixed(3), target: 0 }] }],
      ],
      [cards.SHOCK, [{ kind: 'spell', targets: [targetPhrase('any target')], effects: [{ kind: 'damage', amount: fixed(2), target: 0 }] }]],
      [
        cards.LAVA_AXE,
        [
          {
            kind: 'spell',
            targets: [targetPhrase('target player or planeswalker')],
            effects: [{ kind: 'damage', amount: fixed(5), target: 0 }],
          },
        ],
      ],
      [
        cards.BLAZE,
        [{ kind: 'spell', targets: [targetPhrase('any target')], effects: [{ kind: 'damage', amount: { kind: 'x' }, target: 0 }] }],
      ],
      [cards.GIANT_GROWTH, [{ kind: 'spell', targets: [creature], effects: [{ kind: 'modifyPT', power: 3, toughness: 3, target: 0 }] }]],
      [cards.DISFIGURE, [{ kind: 'spell', targets: [creature], effects: [{ kind: 'modifyPT', power: -2, toughness: -2, target: 0 }] }]],
      [cards.DIVINATION, [{ kind: 'spell', targets: [], effects: [{ kind: 'draw', amount: fixed(2) }] }]],
      [cards.COUNTERSPELL, [{ kind: 'spell', targets: [targetPhrase('target spell')], effects: [{ kind: 'counter', target: 0 }] }]],
      [cards.CANCEL, [{ kind: 'spell', targets: [targetPhrase('target spell')], effects: [{ kind: 'counter', target: 0 }] }]],
      [
        cards.DOOM_BLADE,
        [{ kind: 'spell', targets: [targetPhrase('target nonblack creature')], effects: [{ kind: 'destroy', target: 0 }] }],
      ],
      [cards.MURDER, [{ kind: 'spell', targets: [creature], effects: [{ kind: 'destroy', target: 0 }] }]],
      [cards.UNSUMMON, [{ kind: 'spell', targets: [creature], effects: [{ kind: 'returnToHand', target: 0 }] }]],
      [cards.DARK_RITUAL, [{ kind: 'spell', targets: [], effects: [{ kind: 'addMana', mana: ['B', 'B', 'B'] }] }]],
      [
        cards.RAISE_THE_ALARM,
        [
          {
            kind: 'spell',
            targets: [],
            effects: [
              {
                kind: 'createTokens',
                count: 2,
                token: { colors: ['W'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1 },
              },
            ],
          },
        ],
      ],
      // "They can't be regenerated" changes nothing while regeneration is not modeled (701.19).
      [cards.WRATH_OF_GOD, [{ kind: 'spell', targets: [], effects: [{ kind: 'destroyAll', types: ['Creature'] }] }]],
      [cards.LLANOWAR_ELVES, [{ kind: 'mana', tap: true, options: [['G']] }]],
      [cards.GRIZZLY_BEARS, []],
      [cards.WALKING_CORPSE, []],
      [cards.GLADECOVER_SCOUT, [{ kind: 'keyword', keyword: 'hexproof' }]],
      // 305.6: a basic land has its type's mana ability; its reminder text is that same ability, not a second one.
      [cards.PLAINS, [{ kind: 'mana', tap: true, options: [['W']] }]],
      [cards.ISLAND, [{ kind: 'mana', tap: true, options: [['U']] }]],
      [cards.SWAMP, [{ kind: 'mana', tap: true, options: [['B']] }]],
      [cards.MOUNTAIN, [{ kind: 'mana', tap: true, options: [['R']] }]],
      [cards.FOREST, [{ kind: 'mana', tap: true, options: [['G']] }]],
    ];

    it('the table covers the whole catalog', () => {
      expect(expected.map(([c]) => c.name).sort()).toEqual(cards.SPELL_CARDS.map((c) => c.name).sort());
    });

    it.each(expected.map(([c, abilities]) => [c.name, c, abilities] as const))('%s', (_, card, abilities) => {
      const compiled = compileCard(card);
      expect(compiled.unsupported).toEqual([]);
      expect(compiled.support).toBe('full');
      expect(compiled.abilities).toMatchObject(abilities);
    });
  });

  describe('2017 wordings read as the current Oracle text', () => {
    it.each([
      [
        '"target creature or player" is now "any target" (115.4)',
        withText(cards.LIGHTNING_BOLT, 'Lightning Bolt deals 3 damage to target creature or player.'),
        cards.LIGHTNING_BOLT,
      ],
      ['Shock, likewise', withText(cards.SHOCK, 'Shock deals 2 damage to target creature or player.'), cards.SHOCK],
      ['Blaze, likewise, with X', withText(cards.BLAZE, 'Blaze deals X damage to target creature or player.'), cards.BLAZE],
      [
        '"to your mana pool" is gone from spells that add mana (106.4)',
        withText(cards.DARK_RITUAL, 'Add {B}{B}{B} to your mana pool.'),
        cards.DARK_RITUAL,
      ],
      ['and from mana abilities', withText(cards.LLANOWAR_ELVES, '{T}: Add {G} to your mana pool.'), cards.LLANOWAR_ELVES],
      ["a basic land's old reminder text", withText(cards.FOREST, '({T}: Add {G} to your mana pool.)'), cards.FOREST],
      [
        'a basic land with its ability written out in the old wording is still one ability',
        withText(cards.FOREST, '{T}: Add {G} to your mana pool.'),
        cards.FOREST,
      ],
    ])('%s', (_, old, current) => {
      const compiled = compileCard(old);
      expect(compiled.support).toBe('full');
      expect(compiled.abilities).toMatchObject(compileCard(current).abilities.map(({ text: _text, ...rest }) => rest));
      expect(compiled.abilities).toHaveLength(compileCard(current).abilities.length);
    });

    it('currentWording rewrites only the old phrases', () => {
      expect(currentWording('Shock deals 2 damage to target creature or player.')).toBe('Shock deals 2 damage to any target.');
      expect(currentWording('Add {B}{B}{B} to your mana pool.')).toBe('Add {B}{B}{B}.');
      expect(currentWording('Destroy target creature.')).toBe('Destroy target creature.');
      // Current Oracle text says "they" for a player (Duress, Hymn to Tourach, Rampant Growth's 2017 printings).
      expect(currentWording('Target opponent reveals his or her hand. You choose a noncreature, nonland card from it.')).toBe(
        'Target opponent reveals their hand. You choose a noncreature, nonland card from it.',
      );
      expect(currentWording('Counter target spell unless its controller pays {2}. He or she does so.')).toBe(
        'Counter target spell unless its controller pays {2}. They do so.',
      );
      expect(currentWording('Destroy target creature he or she controls unless he or she sacrifices a land.')).toBe(
        'Destroy target creature they control unless they sacrifice a land.',
      );
      expect(currentWording("If he or she doesn't, he or she searches his or her library.")).toBe(
        "If they don't, they search their library.",
      );
      expect(currentWording('Target player discards a card of his or her choice; that card deals damage to him or her.')).toBe(
        'Target player discards a card of their choice; that card deals damage to them.',
      );
    });
  });

  describe('text the engine does not understand is reported, never silently dropped', () => {
    it('an unknown sentence: support "none", the line listed verbatim', () => {
      const c = compileCard(
        withText(cards.DIVINATION, 'Each player exchanges their hand with their graveyard.', {
          name: 'Test Wheel',
          manaCost: '{2}{B}',
          colors: ['B'],
        }),
      );
      expect(c.support).toBe('none');
      expect(c.abilities).toEqual([]);
      expect(c.unsupported).toEqual(['Each player exchanges their hand with their graveyard.']);
    });

    it('one understood line and one not: support "partial", the understood line kept', () => {
      const c = compileCard(withText(cards.DIVINATION, 'Draw two cards.\nVenture into the dungeon.', { name: 'Test Insight' }));
      expect(c.support).toBe('partial');
      expect(c.abilities).toMatchObject([{ kind: 'spell', effects: [{ kind: 'draw', amount: fixed(2) }] }]);
      expect(c.unsupported).toEqual(['Venture into the dungeon.']);
    });

    it.each([
      ['a known effect followed by an unknown one in the same line', 'Destroy target creature. Its controller reveals their hand.'],
      ['a target the compiler does not know ("historic creature")', 'Destroy target historic creature.'],
      [
        'a target the grammar does not read ("creature that was dealt damage by an attacking creature")',
        'Destroy target creature that was dealt damage by an attacking creature this turn.',
      ],
      ['a variable number of targets the verb does not read ("any number of target creatures")', 'Destroy any number of target creatures.'],
      [
        'tokens with an ability the template does not carry',
        'Create two 1/1 white Soldier creature tokens with "This creature can\'t block."',
      ],
    ])('%s: the whole line is unsupported, not half-compiled', (_, text) => {
      const c = compileCard(withText(cards.LIGHTNING_BOLT, text));
      expect(c.support).toBe('none');
      expect(c.abilities).toEqual([]);
      expect(c.unsupported).toEqual([text]);
    });

    it('a modal spell (700.2) is understood only when every mode is', () => {
      const lines = ['Choose one —', '• Destroy target creature.', '• Draw two cards.'];
      const c = compileCard(withText(cards.MURDER, lines.join('\n'), { name: 'Test Choice' }));
      expect(c.support).toBe('full');
      const spell = c.abilities[0];
      expect(spell.kind === 'spell' && spell.modal).toMatchObject({ min: 1, max: 1, modes: [{ targets: [creature] }, { targets: [] }] });
      const odd = ['Choose one —', '• Destroy target creature.', '• Venture into the dungeon.'];
      const d = compileCard(withText(cards.MURDER, odd.join('\n'), { name: 'Test Choice' }));
      expect(d.support).toBe('none');
      expect(d.abilities).toEqual([]);
      // The refusal names the modal line and the mode not understood, not the modes that are.
      expect(d.unsupported).toEqual(['Choose one —', '• Venture into the dungeon.']);
    });

    it("an unsupported line is quoted verbatim, with the card's own name (CompiledCard.unsupported)", () => {
      const text = 'Lightning Bolt deals 3 damage divided as you choose among one, two, or three targets.';
      const c = compileCard(withText(cards.LIGHTNING_BOLT, text));
      expect(c.support).toBe('none');
      expect(c.unsupported).toEqual([text]);
    });

    it('a spell sentence on a permanent card is not a spell ability', () => {
      const c = compileCard(withText(cards.GRIZZLY_BEARS, 'Draw two cards.'));
      expect(c.support).toBe('none');
      expect(c.unsupported).toEqual(['Draw two cards.']);
    });

    it.each([
      ['Haunt', 'none', []],
      ['Cipher', 'none', []],
      ['Haunt, haste', 'none', []],
    ])('a keyword whose rules are not implemented (%s) is unsupported', (text, support, abilities) => {
      const c = compileCard(withText(cards.GRIZZLY_BEARS, text, { name: 'Test Keyword Bear' }));
      expect(c.support).toBe(support);
      expect(c.unsupported).toEqual([text]);
      expect(c.abilities).toMatchObject(abilities);
      expect(c.abilities).toHaveLength(abilities.length);
    });

    it.each([
      ['Haste', 'haste'],
      ['Flash', 'flash'],
      ['Hexproof', 'hexproof'],
      ['Shroud', 'shroud'],
    ])('an implemented keyword (%s) is understood', (text, keyword) => {
      const c = compileCard(withText(cards.GRIZZLY_BEARS, text, { name: 'Test Keyword Bear' }));
      expect(c.support).toBe('full');
      expect(c.abilities).toMatchObject([{ kind: 'keyword', keyword }]);
    });

    it('blank text is fully understood (a vanilla creature)', () => {
      expect(compileCard(cards.GRIZZLY_BEARS)).toEqual({ support: 'full', abilities: [], unsupported: [] });
    });
  });
});

describe('a target phrase the grammar does not read: refused by name, with the words it stopped at', () => {
  it('"Destroy target creature with three heads.": the line is not understood, and the grammar names "with three heads"', () => {
    const text = 'Destroy target creature with three heads.';
    const c = compileCard({ ...cards.MURDER, text });
    expect(c).toMatchObject({
      support: 'none',
      abilities: [],
      unsupported: [text],
      stoppedAt: [{ line: text, words: 'with three heads' }],
    });
  });

  it('a line refused for another reason names no words', () => {
    const c = compileCard({ ...cards.MURDER, text: 'Venture into the dungeon.' });
    expect(c.unsupported).toEqual(['Venture into the dungeon.']);
    expect(c.stoppedAt).toBeUndefined();
  });
});

describe('UNSUPPORTED_CARD names the line and the words the grammar stopped at', () => {
  it('a spell on the stack whose target phrase the grammar does not read: the board is refused, naming both', () => {
    const odd = { name: 'Test Headhunter', manaCost: '{1}{B}', types: ['Instant'], text: 'Destroy target creature with three heads.' };
    const outcome = runSpells({
      state: board({
        stack: [{ id: 'x1', card: odd, controller: 'bob', targets: [] }],
        turn: { number: 3, active: 'alice', step: 'first-main', priority: 'alice' },
      }),
      action: { type: 'pass', player: 'alice' },
    });
    expect(outcome).toMatchObject({ kind: 'unsupported', code: 'UNSUPPORTED_CARD' });
    expect(outcome.kind === 'unsupported' && render(outcome.message)).toContain('the grammar stops at "with three heads"');
    expect(outcome.kind === 'unsupported' && render(outcome.message)).toContain('Destroy target creature with three heads.');
  });
});

describe('targetOf: the target phrases the compiler takes from the grammar', () => {
  it('a phrase the grammar reads and the evaluator plays is taken as the grammar reads it', () => {
    expect(targetOf('target creature with power 2 or less')).toEqual(targetPhrase('target creature with power 2 or less'));
  });

  it.each([
    ['a variable number of targets (601.2c: chosen as one count, not supported yet)', 'up to two target creatures'],
    ['an X in the selector (the evaluator is not given X while targets are chosen)', 'target creature with converted mana cost X or less'],
    ['a phrase the grammar does not read', 'target creature with three heads'],
  ])('%s is refused: %s', (_, phrase) => {
    expect(targetOf(phrase)).toBeNull();
  });
});
