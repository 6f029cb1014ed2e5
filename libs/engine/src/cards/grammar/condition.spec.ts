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

describe('Condition grammar: "unless" conditions of attack restrictions (508.1c)', () => {
  it('"you control a Knight or a Soldier": one permanent that is either', () => {
    expect(parseCondition('you control a Knight or a Soldier')).toEqual({
      ok: true,
      value: {
        kind: 'count',
        of: {
          kind: 'object',
          zone: 'battlefield',
          filters: [
            {
              kind: 'anyOf',
              filters: [
                { kind: 'subtype', anyOf: ['Knight'] },
                { kind: 'subtype', anyOf: ['Soldier'] },
              ],
            },
            { kind: 'controller', is: 'you' },
          ],
        },
        compare: { op: 'atLeast', n: { kind: 'fixed', n: 1 } },
      },
    });
  });

  it('"an opponent has been dealt damage this turn" (120.3)', () => {
    expect(parseCondition('an opponent has been dealt damage this turn')).toEqual({ ok: true, value: { kind: 'opponentDamagedThisTurn' } });
    expect(parseCondition('an opponent has been dealt damage').ok).toBe(false);
  });

  it('"a Knight or" something of two qualities, or "another ... or ...", is not read', () => {
    expect(parseCondition('you control a Knight or a white creature').ok).toBe(false);
    expect(parseCondition('you control another Knight or a Soldier').ok).toBe(false);
  });
});
