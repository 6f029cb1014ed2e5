import { landBecomesCreature } from './become-creature';

describe('landBecomesCreature (205.1b, 613.1d-f, 613.4b)', () => {
  it.each([
    [
      "CARDNAME becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land",
      { power: 2, toughness: 2, subtypes: ['Assembly-Worker'], keywords: [], artifact: true },
    ],
    [
      "Until end of turn, CARDNAME becomes a 4/4 white and blue Elemental creature with flying and vigilance. It's still a land",
      { power: 4, toughness: 4, subtypes: ['Elemental'], keywords: ['flying', 'vigilance'], colors: ['W', 'U'] },
    ],
    [
      "CARDNAME becomes a 2/2 creature with all creature types until end of turn. It's still a land",
      { power: 2, toughness: 2, subtypes: [], keywords: [], allCreatureTypes: true },
    ],
    [
      "CARDNAME becomes a 4/4 green and white Insect Monk creature with first strike until end of turn. It's still a land",
      { power: 4, toughness: 4, subtypes: ['Insect', 'Monk'], keywords: ['first strike'], colors: ['G', 'W'] },
    ],
    [
      "CARDNAME becomes a 3/2 blue and black Elemental creature until end of turn and can't be blocked this turn. It's still a land",
      { power: 3, toughness: 2, subtypes: ['Elemental'], keywords: [], colors: ['U', 'B'], unblockable: true },
    ],
    [
      "CARDNAME becomes a 3/3 Elemental artifact creature that's still a land",
      { power: 3, toughness: 3, subtypes: ['Elemental'], keywords: [], artifact: true, permanent: true },
    ],
    [
      "CARDNAME becomes a 2/2 blue Elemental creature with flying. It's still a land",
      { power: 2, toughness: 2, subtypes: ['Elemental'], keywords: ['flying'], colors: ['U'], permanent: true },
    ],
  ])('%s', (sentence, expected) => {
    expect(landBecomesCreature(sentence)).toEqual({ kind: 'sourceBecomesCreature', ...expected });
  });

  it('613.1f: an ability in quotes, when it is understood ("Whenever this creature attacks, ...")', () => {
    const sentence =
      'Until end of turn, CARDNAME becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land';
    expect(landBecomesCreature(sentence, () => true)).toMatchObject({
      kind: 'sourceBecomesCreature',
      power: 3,
      colors: ['R', 'G'],
      subtypes: ['Elemental'],
      grants: 'Whenever this creature attacks, put a +1/+1 counter on it.',
    });
    expect(landBecomesCreature(sentence, () => false)).toBeNull();
  });

  it.each([
    // 205.1a: without "It's still a land" the new type would replace the land type.
    'CARDNAME becomes a 2/2 Assembly-Worker artifact creature until end of turn',
    // A quoted ability is not a keyword the grammar reads.
    'CARDNAME becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land',
    // More after the creature: not read.
    "CARDNAME becomes a 3/2 blue and black Elemental creature until end of turn and can't block this turn. It's still a land",
    // A duration not read.
    "CARDNAME becomes a 2/2 Elemental creature until your next turn. It's still a land",
    // A keyword the engine does not play.
    "CARDNAME becomes a 2/2 Elemental creature with flurble until end of turn. It's still a land",
  ])('refuses %s', (sentence) => {
    expect(landBecomesCreature(sentence)).toBeNull();
  });
});
