import type { Ability } from '../ability';

/**
 * Choices made as a permanent enters (614.12a), read from its own text:
 *
 *   pay-or-tapped := "As" self "enters" ["the" "battlefield"] "," "you" "may" "pay" number "life" "."
 *                    "If" "you" "don't" "," (self | "it") "enters" ["the" "battlefield"] "tapped" "."
 *   self          := "CARDNAME"
 *
 * The choice is the controller's, made before it enters (614.12a); paying life is losing it (119.4).
 */
export function enteringChoiceStatic(line: string): Ability | null {
  const m =
    /^As CARDNAME enters(?: the battlefield)?, you may pay (\d+) life\. If you don't, (?:CARDNAME|it) enters(?: the battlefield)? tapped\.$/.exec(
      line,
    );
  if (!m) return null;
  const life = Number(m[1]);
  return life > 0 ? { kind: 'static', effects: [{ kind: 'payLifeOrEntersTapped', life }], text: line } : null;
}
