import type { Ability, EnteringChoiceKind } from '../ability';

/**
 * Choices made as a permanent enters (614.12a), read from its own text:
 *
 *   pay-or-tapped := "As" self "enters" ["the" "battlefield"] "," "you" "may" "pay" number "life" "."
 *                    "If" "you" "don't" "," (self | "it") "enters" ["the" "battlefield"] "tapped" "."
 *   self          := "CARDNAME"
 *
 *   choose        := "As" self "enters" ["the" "battlefield"] "," "choose" ("a" "color" | "a" "creature" "type"
 *                    | "an" "opponent" | "a" "player") "."
 *
 * The choice is the controller's, made before it enters (614.12a); paying life is losing it (119.4).
 * A choice made is kept on the permanent for its linked "the chosen ..." (607.2d).
 */
export function enteringChoiceStatic(line: string): Ability | null {
  const choose = /^As CARDNAME enters(?: the battlefield)?, choose (a color|a creature type|an opponent|a player)\.$/.exec(line);
  if (choose) {
    const choice = CHOICES[choose[1]];
    return { kind: 'static', effects: [{ kind: 'chooseAsEnters', choice }], text: line };
  }
  const m =
    /^As CARDNAME enters(?: the battlefield)?, you may pay (\d+) life\. If you don't, (?:CARDNAME|it) enters(?: the battlefield)? tapped\.$/.exec(
      line,
    );
  if (!m) return null;
  const life = Number(m[1]);
  return life > 0 ? { kind: 'static', effects: [{ kind: 'payLifeOrEntersTapped', life }], text: line } : null;
}

const CHOICES: Record<string, EnteringChoiceKind> = {
  'a color': 'color',
  'a creature type': 'creatureType',
  'an opponent': 'opponent',
  'a player': 'player',
};
