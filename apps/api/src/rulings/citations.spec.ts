import { InMemoryCatalog } from '@app/engine';
import { cardKey, cardsInvolved, compareRuleNumbers, RULE_NUMBER, rulesCited } from './citations';

describe('rulesCited', () => {
  it('lists every distinct rule of the trace and the violations, in rule order', () => {
    const answer = {
      trace: [
        { rule: '305.2', event: 'playLand', text: '' },
        { rule: '733.1', event: 'reverse', text: '' },
        { rule: '305.2', event: 'playLand', text: '' },
        { rule: '702.19b', event: 'x', text: '' },
        { rule: '702.2c', event: 'x', text: '' },
      ],
      violations: [
        { code: 'LAND_ALREADY_PLAYED', rule: '305.2', message: '' },
        { code: 'X', rule: '116.3', message: '' },
        { code: 'Y', rule: '', message: '' },
      ],
    };
    expect(rulesCited(answer)).toEqual(['116.3', '305.2', '702.2c', '702.19b', '733.1']);
  });
});

describe('compareRuleNumbers', () => {
  it('orders by section, rule, then letters', () => {
    const sorted = ['702.19b', '305.2a', '305', '702.2c', '305.2', '117.3d', '305.10', '305.1', '702.19', '100.1aa', '100.1z'].sort(
      compareRuleNumbers,
    );
    expect(sorted).toEqual(['100.1z', '100.1aa', '117.3d', '305', '305.1', '305.2', '305.2a', '305.10', '702.2c', '702.19', '702.19b']);
  });
});

describe('RULE_NUMBER', () => {
  it.each(['305', '305.2', '305.2a', '702.19b', '100.1aa'])('accepts %s', (n) => expect(RULE_NUMBER.test(n)).toBe(true));
  it.each(['', 'abc', '305.', '.2', '305.2A', '305_2', '305%', '305.2a*', '305.2[a]', '305 .2'])('refuses %j', (n) =>
    expect(RULE_NUMBER.test(n)).toBe(false),
  );
});

describe('cardsInvolved', () => {
  const catalog = new InMemoryCatalog([
    {
      name: 'Lightning Bolt',
      frenchName: 'Foudre',
      manaCost: '{R}',
      colors: ['R'],
      supertypes: [],
      types: ['Instant'],
      subtypes: [],
      power: null,
      toughness: null,
      loyalty: null,
      text: '',
    },
  ]);

  it('names the cards of every zone, by name or inline definition, hidden zones naming none', () => {
    const board = {
      players: [
        {
          id: 'alice',
          hand: ['Lightning Bolt', { id: 'h1', card: 'Forest' }],
          library: [{ hidden: true }, 'Island'],
          graveyard: [{ id: 'g', card: { name: 'Test Bear', types: ['Creature'] } }],
        },
        { id: 'bob', hand: { count: 3 }, library: { count: 30 }, graveyard: ['Swamp'] },
      ],
      battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }],
      stack: [
        { id: 's1', card: 'Shock', controller: 'bob' },
        { id: 's2', ability: { source: 'm1', index: 0 }, controller: 'alice' },
      ],
      exile: [{ id: 'e1', card: 'Plains' }],
      command: [{ id: 'c1', card: 'Commander Card' }],
      turn: { number: 1 },
    };
    expect(cardsInvolved([board])).toEqual([
      'Commander Card',
      'Forest',
      'Island',
      'Lightning Bolt',
      'Mountain',
      'Plains',
      'Shock',
      'Swamp',
      'Test Bear',
    ]);
  });

  it('is distinct case-insensitively across boards, with the catalog spelling first', () => {
    const before = { players: [{ id: 'alice', hand: ['lightning bolt', 'FOREST'] }] };
    const after = {
      players: [{ id: 'alice', graveyard: [{ id: 'x', card: 'Lightning Bolt' }] }],
      battlefield: [{ id: 'f', card: 'Forest' }],
    };
    expect(cardsInvolved([before, after], catalog)).toEqual(['FOREST', 'Lightning Bolt']);
  });

  it('lists a card named in French under its English name too', () => {
    expect(cardsInvolved([{ players: [{ id: 'alice', hand: ['Foudre'] }] }], catalog)).toEqual(['Foudre', 'Lightning Bolt']);
  });

  it('ignores what is not a board', () => {
    expect(
      cardsInvolved([null, 'x', [], { players: 'x', battlefield: { count: 1 } }, { players: [null, { hand: [1, null, { card: 3 }] }] }]),
    ).toEqual([]);
  });

  it('keys names case-insensitively beyond ASCII', () => {
    expect(cardKey('ÆTHER Forêt')).toBe(cardKey('æther forêt'));
  });
});
