import { Ability } from '../cards/ability';

/**
 * 702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card.", an activated
 * ability that works only while the card is in its owner's hand (activated through 602).
 */
export function cyclingAbility(line: string): Ability | null {
  const m = /^Cycling ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(line);
  if (!m) return null;
  return {
    kind: 'activated',
    cost: { tap: false, mana: m[1], discardSelf: true },
    targets: [],
    effects: [{ kind: 'draw', amount: { kind: 'fixed', n: 1 } }],
    sorcerySpeed: false,
    text: line,
    fromHand: true,
  };
}
