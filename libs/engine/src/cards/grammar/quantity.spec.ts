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

  it.each([
    ["the sacrificed creature's power", { kind: 'sacrificedStat', stat: 'power', type: 'Creature' }],
    ["the sacrificed creature's toughness", { kind: 'sacrificedStat', stat: 'toughness', type: 'Creature' }],
    ["the sacrificed artifact's mana value", { kind: 'sacrificedStat', stat: 'manaValue', type: 'Artifact' }],
  ])('608.2h: reads "%s" (the permanent sacrificed for the cost, with or without a target named before)', (phrase, expected) => {
    expect(parseAmount(phrase, { lastTarget: null })).toEqual({ ok: true, value: expected });
    expect(parseAmount(phrase, { lastTarget: 0 })).toEqual({ ok: true, value: expected });
  });

  it('"the sacrificed" names only a creature or an artifact, with a stat', () => {
    expect(parseAmount("the sacrificed land's power")).toEqual({ ok: false, stoppedAt: "the sacrificed land's power" });
    expect(parseAmount("the sacrificed creature's name")).toEqual({ ok: false, stoppedAt: "the sacrificed creature's name" });
  });

  it('122.1: "for each credit counter on CARDNAME": the counters of a kind on the object referred to', () => {
    const t = Tokens.of('for each credit counter on CARDNAME');
    expect(forEach(t)).toEqual({ kind: 'counters', counter: 'credit', of: { kind: 'source' } });
    expect(t.done).toBe(true);
    // "it" with nothing it may name is not read.
    const it = Tokens.of('for each credit counter on it');
    expect(forEach(it)).toBeNull();
    expect(it.pos).toBe(0);
  });

  it('"the highest converted mana cost among permanents you control" is the greatest value (Rush of Knowledge)', () => {
    expect(parseAmount('the highest converted mana cost among permanents you control')).toEqual(
      parseAmount('the greatest converted mana cost among permanents you control'),
    );
    expect(parseAmount('the highest converted mana cost among permanents you control')).toMatchObject({
      ok: true,
      value: { kind: 'greatest', stat: 'manaValue', of: { kind: 'object', zone: 'battlefield' } },
    });
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

describe('208.2a, 604.3: the amounts of characteristic-defining abilities, and of every other user', () => {
  const it_ = { lastTarget: null, it: { kind: 'source' } as const, subject: { kind: 'source' } as const };
  const creatures = { kind: 'type', anyOf: ['Creature'] } as const;

  it('"twice the number of cards in your hand" (Masumaro)', () => {
    expect(parseAmount('twice the number of cards in your hand')).toEqual({
      ok: true,
      value: {
        kind: 'times',
        factor: 2,
        of: { kind: 'count', of: { kind: 'object', zone: 'hand', filters: [{ kind: 'owner', is: 'you' }] } },
      },
    });
  });

  it('122.1: "the number of fade counters on it": "it" names what the context says (the object itself), never guessed', () => {
    expect(parseAmount('the number of fade counters on it', it_)).toEqual({
      ok: true,
      value: { kind: 'counters', counter: 'fade', of: { kind: 'source' } },
    });
    expect(parseAmount('the number of fade counters on it').ok).toBe(false);
    expect(parseAmount('1 plus twice the number of age counters on it', it_)).toEqual({
      ok: true,
      value: { kind: 'plus', n: 1, of: { kind: 'times', factor: 2, of: { kind: 'counters', counter: 'age', of: { kind: 'source' } } } },
    });
  });

  it('"A plus B": a sum of counts, a permanent subtype and a card subtype (Soulless One)', () => {
    expect(parseAmount('the number of Zombies on the battlefield plus the number of Zombie cards in all graveyards')).toEqual({
      ok: true,
      value: {
        kind: 'sum',
        of: [
          { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [{ kind: 'subtype', anyOf: ['Zombie'] }] } },
          { kind: 'count', of: { kind: 'object', zone: 'graveyard', filters: [{ kind: 'subtype', anyOf: ['Zombie'] }] } },
        ],
      },
    });
    // A number after "plus" is not a count of a sum ("its power plus 2" is not read yet).
    expect(parseAmount('the number of creatures you control plus 2').ok).toBe(false);
  });

  it('208.1, 202.3: "the total converted mana cost of other creatures you control" (Ancient Ooze)', () => {
    expect(parseAmount('the total converted mana cost of other creatures you control')).toEqual({
      ok: true,
      value: {
        kind: 'total',
        stat: 'manaValue',
        of: { kind: 'object', zone: 'battlefield', filters: [creatures, you, { kind: 'other' }] },
      },
    });
    expect(parseAmount('the total converted mana cost of cards in your graveyard').ok).toBe(false);
  });

  it('"untapped artifacts, creatures, and lands you control": a list ending in "and" (Maraxus of Keld)', () => {
    expect(parseAmount('the number of untapped artifacts, creatures, and lands you control')).toEqual({
      ok: true,
      value: {
        kind: 'count',
        of: {
          kind: 'object',
          zone: 'battlefield',
          filters: [{ kind: 'type', anyOf: ['Artifact', 'Creature', 'Land'] }, { kind: 'not', filter: { kind: 'tapped' } }, you],
        },
      },
    });
  });

  it('205.2a: "the number of card types among cards in your graveyard"', () => {
    expect(parseAmount('the number of card types among cards in your graveyard')).toEqual({
      ok: true,
      value: { kind: 'cardTypes', of: { kind: 'object', zone: 'graveyard', filters: [{ kind: 'owner', is: 'you' }] } },
    });
  });

  it('402.1: "the number of cards in that player\'s hand" only where "that player" names one', () => {
    expect(parseAmount("the number of cards in that player's hand").ok).toBe(false);
    expect(parseAmount("the number of cards in that player's hand", { lastTarget: 0, player: { kind: 'targetPlayer', index: 0 } })).toEqual(
      {
        ok: true,
        value: { kind: 'handSize', of: { kind: 'targetPlayer', index: 0 } },
      },
    );
  });

  it('"other" before a count: not the source; only of permanents', () => {
    expect(parseAmount('the number of other creatures you control')).toEqual({
      ok: true,
      value: { kind: 'count', of: { kind: 'object', zone: 'battlefield', filters: [creatures, you, { kind: 'other' }] } },
    });
    const t = Tokens.of('for each other creature you control');
    expect(forEach(t)).toEqual({
      kind: 'count',
      of: { kind: 'object', zone: 'battlefield', filters: [creatures, you, { kind: 'other' }] },
    });
    expect(parseAmount('the number of other cards in your hand').ok).toBe(false);
  });
});

describe("402.1: damage to target player equal to the cards in that player's hand", () => {
  it('"that player" is the target the sentence chooses', () => {
    const targets: Selector[] = [];
    const ctx: SentenceContext = {
      addTarget: (phrase) => {
        const s = parseTarget(phrase);
        if (!s.ok) return null;
        targets.push({ ...s.value, text: phrase });
        return targets.length - 1;
      },
      lastTarget: () => (targets.length > 0 ? targets.length - 1 : null),
    };
    expect(amountSentence("CARDNAME deals damage to target player equal to the number of cards in that player's hand", ctx)).toEqual({
      kind: 'damage',
      amount: { kind: 'handSize', of: { kind: 'targetPlayer', index: 0 } },
      target: 0,
    });
    // A creature has no hand: not read.
    expect(amountSentence("CARDNAME deals damage to target creature equal to the number of cards in that player's hand", ctx)).toBeNull();
  });
});

describe('305.6: domain, the basic land types among lands', () => {
  const lands = { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Land'] }, you] } as const;
  it('"the number of basic land types among lands you control", "for each basic land type among lands you control"', () => {
    expect(parseAmount('the number of basic land types among lands you control')).toEqual({
      ok: true,
      value: { kind: 'basicLandTypes', of: lands },
    });
    const t = Tokens.of('for each basic land type among lands you control');
    expect(forEach(t)).toEqual({ kind: 'basicLandTypes', of: lands });
    expect(t.done).toBe(true);
    expect(parseAmount('the number of basic land types among cards in your graveyard').ok).toBe(false);
  });
});
