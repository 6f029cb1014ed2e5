import { parseCondition } from './condition';

describe('Condition grammar (cards/grammar/condition.ts): the mana spent to cast the source (106.1, 601.2h)', () => {
  it('"{G} was spent to cast CARDNAME"', () => {
    expect(parseCondition('{G} was spent to cast CARDNAME')).toEqual({ ok: true, value: { kind: 'manaSpent', color: 'G' } });
  });

  it('"it" names the source only where the context says so', () => {
    expect(parseCondition('{B} was spent to cast it')).toEqual({ ok: true, value: { kind: 'manaSpent', color: 'B' } });
    expect(parseCondition('{B} was spent to cast it', { itIsSource: false }).ok).toBe(false);
  });

  it('colorless or hybrid mana, or another spell, is not read', () => {
    for (const phrase of ['{C} was spent to cast CARDNAME', '{G/W} was spent to cast CARDNAME', '{G} was spent to cast that spell'])
      expect(parseCondition(phrase).ok).toBe(false);
  });
});

describe('Condition grammar: delirium (207.2c), card types among cards in a graveyard (205.2a)', () => {
  it('"there are four or more card types among cards in your graveyard"', () => {
    expect(parseCondition('there are four or more card types among cards in your graveyard')).toEqual({
      ok: true,
      value: {
        kind: 'quantity',
        n: { kind: 'cardTypes', of: { kind: 'object', zone: 'graveyard', filters: [{ kind: 'owner', is: 'you' }] } },
        compare: { op: 'atLeast', n: { kind: 'fixed', n: 4 } },
      },
    });
  });

  it('card types among permanents, or among words that are no zone, are not read', () => {
    expect(parseCondition('there are four or more card types among permanents you control').ok).toBe(false);
    expect(parseCondition('there are four or more card types among cards').ok).toBe(false);
  });
});
