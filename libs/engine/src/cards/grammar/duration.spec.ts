import { compiledTestWalker } from '../../testing/template-cards';
import { untilYourNextTurnClause } from './duration';

const walker = compiledTestWalker;

describe('611.2a: "until your next turn" (cards/grammar/duration.ts)', () => {
  it('a sentence of its own before a one-shot one: "Until your next turn, target creature gains indestructible. Untap that creature."', () => {
    const c = walker('+1: Until your next turn, target creature gains indestructible. Untap that creature.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      effects: [
        { kind: 'untilYourNextTurn', target: 0, effects: [{ kind: 'gainKeyword', keyword: 'indestructible', target: 0 }] },
        { kind: 'untap', target: 0 },
      ],
    });
  });

  it('the clause is the same as an "until end of turn" one, the duration written in front or behind', () => {
    expect(untilYourNextTurnClause('Until your next turn, creatures you control get +1/+0 and gain lifelink')).toBe(
      'Creatures you control get +1/+0 and gain lifelink until end of turn',
    );
    expect(untilYourNextTurnClause('Up to one target creature gets -2/-1 until your next turn')).toBe(
      'Up to one target creature gets -2/-1 until end of turn',
    );
    expect(untilYourNextTurnClause('Creatures you control get +1/+1 until end of turn')).toBeNull();
  });

  it('Sorin, Solemn Visitor +1: a pump and a keyword granted to the creatures you control, both until your next turn', () => {
    const c = walker('+1: Until your next turn, creatures you control get +1/+0 and gain lifelink.');
    expect(c.support).toBe('full');
    expect(c.abilities[0]).toMatchObject({
      kind: 'loyalty',
      cost: 1,
      targets: [],
      effects: [
        {
          kind: 'untilYourNextTurn',
          effects: [
            {
              kind: 'modifyPT',
              power: 1,
              toughness: 0,
              keyword: 'lifelink',
              objects: {
                kind: 'each',
                each: {
                  kind: 'object',
                  zone: 'battlefield',
                  filters: [
                    { kind: 'type', anyOf: ['Creature'] },
                    { kind: 'controller', is: 'you' },
                  ],
                },
              },
            },
          ],
        },
      ],
    });
  });

  it('115.1: "Up to one target creature gets -2/-1 until your next turn": one target, which every inner effect is done to', () => {
    const c = walker('+1: Up to one target creature gets -2/-1 until your next turn.');
    expect(c.abilities[0]).toMatchObject({
      targets: [{ count: { min: 0, max: 1 }, text: 'up to one target creature' }],
      effects: [{ kind: 'untilYourNextTurn', target: 0, effects: [{ kind: 'modifyPT', power: -2, toughness: -1, target: 0 }] }],
    });
  });

  it('refuses a clause with a one-shot part or a restriction the engine does not make last (not read rather than guessed)', () => {
    expect(
      walker('+1: Until your next turn, whenever a creature deals combat damage to CARDNAME, destroy that creature.').support,
    ).not.toBe('full');
    expect(
      walker("+1: Until your next turn, up to one target creature gets -2/-0 and its activated abilities can't be activated.").support,
    ).not.toBe('full');
    expect(walker('+1: Draw a card until your next turn.').support).not.toBe('full');
  });
});
