import { ruleEffects } from './613-layers';
import { GameObject, GameState } from '../state/types';
import { Unsupported } from '../unsupported';
import { cardName, msg } from '../trace/message';
import { Violation } from '../violation';

/**
 * 601.3, 101.2: the permanent whose "Each player can't cast more than one spell each turn." (or "You can't ...", for its
 * controller) holds for `player` now, or null.
 */
function limitFor(state: GameState, player: string): GameObject | null {
  const r = ruleEffects(state).find(
    (x) => x.effect.kind === 'oneSpellEachTurn' && !x.source.phasedOut && (x.effect.players === 'each' || x.source.controller === player),
  );
  return r?.source ?? null;
}

/**
 * 601.3: a player may begin to cast a spell only if no effect prohibits it: with a limit of one spell each turn in force,
 * not once they cast a spell this turn (601.2i, `turn.spellsCastBy`; copies are not cast, 707.10). When the board counts
 * spells cast this turn without saying who cast them and none is known to be this player's, whether they cast one cannot
 * be told: UNSUPPORTED_ACTION rather than a guess. Null when nothing forbids the cast.
 */
export function oneSpellViolation(state: GameState, player: string): Violation | null {
  const source = limitFor(state, player);
  if (!source?.card) return null;
  const mine = state.turn.spellsCastBy[player] ?? 0;
  if (mine > 0)
    return {
      code: 'ONE_SPELL_EACH_TURN',
      rule: '601.3',
      message: msg('601.3-one-spell-each-turn.ONE_SPELL_EACH_TURN', { player, name: cardName(source.card), id: source.id, count: mine }),
    };
  const known = Object.values(state.turn.spellsCastBy).reduce((a, b) => a + b, 0);
  if (state.turn.spellsCast > known)
    throw new Unsupported(
      'UNSUPPORTED_ACTION',
      msg('601.3-one-spell-each-turn.UNSUPPORTED_ACTION', { player, name: cardName(source.card), id: source.id }),
      '601.3',
    );
  return null;
}

/**
 * 601.3, 101.2: "You can't cast creature spells." (Steel Golem), "Your opponents can't cast ... spells.": a spell with
 * one of those types, as it would be cast (a face-down spell is a creature spell, 708.4), can't be begun by that player.
 */
export function spellTypeViolation(state: GameState, player: string, types: readonly string[]): Violation | null {
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind !== 'cantCastTypes' || source.phasedOut || !source.card) continue;
    const applies = effect.players === 'you' ? source.controller === player : source.controller !== player;
    const type = effect.types.find((t) => types.includes(t));
    if (applies && type)
      return {
        code: 'CANT_CAST',
        rule: '601.3',
        message: msg('601.3-one-spell-each-turn.CANT_CAST', { player, type, name: cardName(source.card), id: source.id }),
      };
  }
  return null;
}
