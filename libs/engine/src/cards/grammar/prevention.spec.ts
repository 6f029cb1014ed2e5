import { defineCard } from '../card';
import { compileCard } from '../oracle-compiler';

/**
 * The prevention grammar (cards/grammar/prevention.ts): "Prevent the next N / all [combat] damage that would be
 * dealt to / by / to and dealt by <who> this turn" (615.1a, 615.7, 615.11), over the object and target phrases.
 */
const effectsOf = (text: string, types = ['Instant']) => {
  const c = compileCard(defineCard({ name: 'Test Card', manaCost: '{W}', types, text }));
  return c.support === 'full' ? c.abilities.flatMap((a): unknown[] => ('effects' in a ? (a.effects ?? []) : [])) : null;
};

describe('prevention sentences', () => {
  it.each([
    [
      'Prevent the next 3 damage that would be dealt to any target this turn.',
      { amount: { kind: 'fixed', n: 3 }, side: 'to', who: 'objects', target: 0 },
    ],
    ['Prevent the next X damage that would be dealt to you this turn.', { amount: { kind: 'x' }, side: 'to', who: 'you' }],
    ['Prevent all damage that would be dealt to target creature this turn.', { amount: null, combat: false, side: 'to', target: 0 }],
    ['Prevent all combat damage that would be dealt to players this turn.', { amount: null, combat: true, side: 'to', who: 'players' }],
    ['Prevent all combat damage that would be dealt by target creature this turn.', { combat: true, side: 'by', target: 0 }],
    [
      'Prevent all combat damage that would be dealt to and dealt by CARDNAME this turn.',
      { combat: true, side: 'toAndBy', objects: { kind: 'source' } },
    ],
    [
      'Prevent the next 1 damage that would be dealt to each creature you control this turn.',
      { amount: { kind: 'fixed', n: 1 }, objects: expect.objectContaining({ kind: 'each' }) },
    ],
  ])('%s', (text, expected) => {
    expect(effectsOf(text)).toEqual([expect.objectContaining({ kind: 'prevention', ...expected })]);
  });

  it('"it" after a target is that target', () => {
    expect(effectsOf('Target creature gains flying until end of turn. Prevent all damage that would be dealt to it this turn.')).toEqual([
      expect.anything(),
      expect.objectContaining({ kind: 'prevention', target: 0 }),
    ]);
  });

  it.each([
    // No duration, a shield of combat damage, a shield of damage dealt by, a count clause, several recipients: refused.
    'Prevent all damage that would be dealt to target creature.',
    'Prevent the next 2 combat damage that would be dealt to you this turn.',
    'Prevent the next 2 damage that would be dealt by target creature this turn.',
    'Prevent the next X damage that would be dealt to target creature this turn, where X is the number of Clerics on the battlefield.',
    'Prevent the next 1 damage that would be dealt to each creature and each player this turn.',
    'Prevent all damage that would be dealt to you and creatures you control this turn.',
    'Prevent all damage that would be dealt to you this turn by attacking creatures.',
    // 615.1: not locked in to the creatures there as it resolves (615.11 is for shields only).
    'Prevent all damage that would be dealt to each creature you control this turn.',
  ])('refused: %s', (text) => {
    expect(effectsOf(text)).toBeNull();
  });

  it('614.9: "The next 1 damage that would be dealt to CARDNAME this turn is dealt to target creature you control instead."', () => {
    expect(
      effectsOf('The next 1 damage that would be dealt to CARDNAME this turn is dealt to target creature you control instead.'),
    ).toEqual([{ kind: 'redirectDamage', amount: { kind: 'fixed', n: 1 }, from: { kind: 'source' }, target: 0 }]);
    // The first recipient a target, or no "instead": refused.
    expect(
      effectsOf('The next 1 damage that would be dealt to target creature this turn is dealt to target creature you control instead.'),
    ).toBeNull();
    expect(effectsOf('The next 1 damage that would be dealt to CARDNAME this turn is dealt to target creature you control.')).toBeNull();
  });
});

describe('615.8: "the next time a [red] source of your choice would deal damage to you this turn"', () => {
  it.each([
    ['The next time a red source of your choice would deal damage to you this turn, prevent that damage.', ['R'], []],
    ['The next time a black or red source of your choice would deal damage to you this turn, prevent that damage.', ['B', 'R'], []],
    ['The next time an artifact source of your choice would deal damage to you this turn, prevent that damage.', [], ['Artifact']],
    ['The next time a land source of your choice would deal damage to you this turn, prevent that damage.', [], ['Land']],
    ['The next time a source of your choice would deal damage to you this turn, prevent that damage.', [], []],
  ])('%s', (text, colors, types) => {
    expect(effectsOf(text)).toEqual([{ kind: 'preventNextFromSource', colors, types }]);
  });

  it('to a target: the shield is on the target', () => {
    for (const who of ['any target', 'target creature'])
      expect(effectsOf(`The next time a source of your choice would deal damage to ${who} this turn, prevent that damage.`)).toEqual([
        { kind: 'preventNextFromSource', colors: [], types: [], target: 0 },
      ]);
  });

  it.each([
    'The next time a red source of your choice would deal damage to enchanted creature this turn, prevent that damage.',
    'The next time a red source of your choice would deal damage to players this turn, prevent that damage.',
    'The next time a red source of your choice would deal damage this turn, prevent that damage.',
    'The next time a source of your choice of the chosen color would deal damage to you this turn, prevent that damage.',
    'The next time a red source of your choice would deal damage to you this turn, prevent half that damage, rounded down.',
    'The next time a red or source of your choice would deal damage to you this turn, prevent that damage.',
    'The next time a creature source of your choice would deal damage to you this turn, prevent that damage.',
  ])('refused: %s', (text) => {
    expect(effectsOf(text)).toBeNull();
  });
});
