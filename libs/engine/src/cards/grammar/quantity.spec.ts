import { forEach, parseAmount } from './quantity';
import { Tokens } from './tokens';
import { amountSentence, SentenceContext } from './amount-sentences';
import { parseTarget } from './selector';
import { Selector } from '../selector';

const you = { kind: 'controller', is: 'you' } as const;

describe('Quantity grammar (cards/grammar/quantity.ts)', () => {
  it.each([
    [
      'the number of creatures you control',
      { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }, you] } },
    ],
    [
      'the number of Mountains you control',
      { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: ['Mountain'] }, you] } },
    ],
    [
      'the number of Elves you control',
      { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: ['Elf'] }, you] } },
    ],
    ['the number of cards in your hand', { kind: 'count', of: { kind: 'object', zone: 'hand', filters: [{ kind: 'owner', is: 'you' }] } }],
    [
      'the number of creature cards in all graveyards',
      { kind: 'count', of: { kind: 'object', zone: 'graveyard', filters: [{ kind: 'type', anyOf: ['Creature'] }] } },
    ],
    [
      'the number of untapped Mountains you control',
      {
        kind: 'count',
        of: {
          kind: 'object',
          zone: 'battlefield',
          filters: [{ kind: 'subtype', anyOf: ['Mountain'] }, { kind: 'not', filter: { kind: 'tapped' } }, you],
        },
      },
    ],
    ['its power', { kind: 'stat', stat: 'power', of: { kind: 'target', index: 0 } }],
    ["that creature's toughness", { kind: 'stat', stat: 'toughness', of: { kind: 'target', index: 0 } }],
    ['its converted mana cost', { kind: 'stat', stat: 'manaValue', of: { kind: 'target', index: 0 } }],
    ["CARDNAME's power", { kind: 'stat', stat: 'power', of: { kind: 'source' } }],
    ["enchanted creature's power", { kind: 'stat', stat: 'power', of: { kind: 'attached' } }],
    [
      'twice the number of lands you control',
      {
        kind: 'times',
        factor: 2,
        of: { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Land'] }, you] } },
      },
    ],
    ['1 plus its power', { kind: 'plus', n: 1, of: { kind: 'stat', stat: 'power', of: { kind: 'target', index: 0 } } }],
  ])('reads "%s"', (phrase, expected) => {
    expect(parseAmount(phrase, { lastTarget: 0 })).toEqual({ ok: true, value: expected });
  });

  it('"its" with no target named before it is not read (a trigger\'s "it" is not a target)', () => {
    expect(parseAmount('its power', { lastTarget: null })).toEqual({ ok: false, stoppedAt: 'its power' });
  });

  it('stops at the words it cannot read', () => {
    expect(parseAmount('the number of cards in your library')).toEqual({ ok: false, stoppedAt: 'the number of cards in your library' });
    expect(parseAmount('its power plus 2', { lastTarget: 0 })).toEqual({ ok: false, stoppedAt: 'plus 2' });
  });
});

/** A context that adds targets as the compiler does (one target each, the phrase read by the selector grammar). */
function context(): { ctx: SentenceContext; targets: Selector[]; stops: string[] } {
  const targets: Selector[] = [];
  const stops: string[] = [];
  const ctx: SentenceContext = {
    addTarget: (phrase) => {
      const p = parseTarget(phrase);
      if (!p.ok) return null;
      targets.push(p.value);
      return targets.length - 1;
    },
    lastTarget: () => (targets.length > 0 ? targets.length - 1 : null),
    stopped: (words) => stops.push(words),
  };
  return { ctx, targets, stops };
}

describe('Sentences with a quantity (cards/grammar/amount-sentences.ts)', () => {
  it('Spitting Earth: damage to a target equal to a count', () => {
    const { ctx, targets } = context();
    expect(amountSentence('CARDNAME deals damage to target creature equal to the number of Mountains you control', ctx)).toEqual({
      kind: 'damage',
      target: 0,
      amount: { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: ['Mountain'] }, you] } },
    });
    expect(targets.map((t) => t.text)).toEqual(['target creature']);
  });

  it('Goblin War Strike: "deals damage equal to ... to target player"', () => {
    const { ctx, targets } = context();
    expect(amountSentence('CARDNAME deals damage equal to the number of Goblins you control to target player', ctx)).toMatchObject({
      kind: 'damage',
      target: 0,
    });
    expect(targets.map((t) => t.text)).toEqual(['target player']);
  });

  it('Swords to Plowshares: "Its controller gains life equal to its power" refers to the target chosen before', () => {
    const { ctx } = context();
    ctx.addTarget('target creature');
    expect(amountSentence('Its controller gains life equal to its power', ctx)).toEqual({
      kind: 'gainLife',
      amount: { kind: 'stat', stat: 'power', of: { kind: 'target', index: 0 } },
      player: { kind: 'controllerOf', of: { kind: 'target', index: 0 } },
    });
  });

  it('Gerrard\'s Wisdom: "N life for each ..." is N times a count; Collective Unconscious: "a card for each ..."', () => {
    const { ctx } = context();
    expect(amountSentence('You gain 2 life for each card in your hand', ctx)).toEqual({
      kind: 'gainLife',
      amount: {
        kind: 'times',
        factor: 2,
        of: { kind: 'count', of: { kind: 'object', zone: 'hand', filters: [{ kind: 'owner', is: 'you' }] } },
      },
    });
    expect(amountSentence('Draw a card for each creature you control', ctx)).toEqual({
      kind: 'draw',
      amount: { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }, you] } },
    });
  });

  it('Tomoya the Revealer: "X cards, where X is ..." (the text defines X, 107.3a)', () => {
    const { ctx, targets } = context();
    expect(amountSentence('Target player draws X cards, where X is the number of cards in your hand', ctx)).toMatchObject({
      kind: 'targetDraws',
      target: 0,
      amount: { kind: 'count' },
    });
    expect(targets).toHaveLength(1);
  });

  it('a sentence not read in full adds no target and names the words it stopped at', () => {
    const { ctx, targets, stops } = context();
    expect(amountSentence('CARDNAME deals damage to target creature equal to the number of cards in your library', ctx)).toBeNull();
    expect(targets).toEqual([]);
    expect(stops).toEqual(['target creature equal to the number of cards in your library']);
    expect(amountSentence('You gain life equal to the life lost this way', ctx)).toBeNull();
    expect(stops[1]).toBe('life equal to the life lost this way');
  });

  it('"its" with no target before it is refused (what it names is not known here)', () => {
    const { ctx } = context();
    expect(amountSentence('You gain life equal to its power', ctx)).toBeNull();
  });
});

describe('"its" naming the subject of its clause', () => {
  it('"CARDNAME deals damage equal to its power to target creature": the source\'s power, even after a target', () => {
    const { ctx } = context();
    ctx.addTarget('target player');
    expect(amountSentence('CARDNAME deals damage equal to its power to target creature', ctx)).toEqual({
      kind: 'damage',
      target: 1,
      amount: { kind: 'stat', stat: 'power', of: { kind: 'source' } },
    });
  });
});

describe('"the greatest power among ..." (608.2h: the largest value among the permanents, read as it resolves)', () => {
  it('reads the stat and the plural object phrase after "among"', () => {
    expect(parseAmount('the greatest power among creatures you control')).toEqual({
      ok: true,
      value: {
        kind: 'greatest',
        stat: 'power',
        of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }, you] },
      },
    });
    expect(parseAmount('the greatest mana value among artifacts you control')).toMatchObject({
      ok: true,
      value: { kind: 'greatest', stat: 'manaValue' },
    });
  });

  it('refuses "greatest" without a stat or without "among" and an object phrase', () => {
    expect(parseAmount('the greatest among creatures you control').ok).toBe(false);
    expect(parseAmount('the greatest power').ok).toBe(false);
    expect(parseAmount('the greatest power among').ok).toBe(false);
  });
});

describe('106.1, 601.2h: the colors of mana spent (converge, 702.44a sunburst)', () => {
  it.each(['the number of colors of mana spent to cast CARDNAME', 'the number of colors of mana spent to cast this spell'])(
    '%s',
    (phrase) => {
      expect(parseAmount(phrase)).toEqual({ ok: true, value: { kind: 'colorsSpent' } });
    },
  );

  it('another spell than the source is not read', () => {
    expect(parseAmount('the number of colors of mana spent to cast target spell').ok).toBe(false);
  });
});

describe('702.82b: the creatures it devoured', () => {
  it('"for each creature it devoured"', () => {
    const t = Tokens.of('for each creature it devoured');
    expect(forEach(t)).toEqual({ kind: 'devoured' });
    expect(t.done).toBe(true);
  });
});
