import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { abilitiesNow, characteristicsOf, keywordsNow, ruleEffectApplies, ruleEffects } from './613-layers';
import { SelectorOption } from '../cards/selector';
import { matchesOption } from '../select/selector';
import type { BlockContext } from '../keywords/blocking';
import { cardName, msg } from '../trace/message';

/**
 * Static abilities that change the rules rather than objects (604.1, 613.11): "can't attack",
 * "can't block" (restrictions, 508.1c and 509.1b), "you may play an additional land" (305.2).
 */
export function attackRestriction(state: GameState, o: GameObject): Violation | null {
  // 508.1c: "Target creature can't attack this turn." (an effect of a resolved spell or ability, 611.2a)
  const restriction = state.effects.find((e) => e.kind === 'cant-attack' && e.affects.includes(o.id));
  if (restriction)
    return {
      code: 'CANT_ATTACK',
      rule: '508.1c',
      message: msg('604-static-abilities.CANT_ATTACK.effect', { name: cardName(o.card), id: o.id, id2: restriction.id }),
    };
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind === 'cantAttack' && ruleEffectApplies(state, source, effect.affected, o)) {
      return {
        code: 'CANT_ATTACK',
        rule: '508.1c',
        message: msg('604-static-abilities.CANT_ATTACK', {
          name: cardName(o.card),
          id: o.id,
          name2: cardName(source.card),
          id2: source.id,
        }),
      };
    }
  }
  return null;
}

/** 602.5: "its activated abilities can't be activated" (Arrest): the static ability that forbids activating `o`'s abilities, or null. */
export function activationForbidden(state: GameState, o: GameObject): Violation | null {
  for (const { source, effect } of ruleEffects(state))
    if (effect.kind === 'cantActivate' && ruleEffectApplies(state, source, effect.affected, o))
      return {
        code: 'CANT_ACTIVATE',
        rule: '602.5',
        message: msg('604-static-abilities.CANT_ACTIVATE', {
          name: cardName(o.card),
          id: o.id,
          name2: cardName(source.card),
          id2: source.id,
        }),
      };
  return null;
}

export function blockRestriction(state: GameState, o: GameObject): Violation | null {
  // 509.1b: "Target creature can't block this turn." (an effect of a resolved spell or ability, 611.2a)
  // (One with an `attacker` restricts only blocking that creature: checkCantBlockAttacker.)
  const effect = state.effects.find((e) => e.kind === 'cant-block' && !e.attacker && e.affects.includes(o.id));
  if (effect)
    return {
      code: 'CANT_BLOCK',
      rule: '509.1b',
      message: msg('604-static-abilities.CANT_BLOCK', { name: cardName(o.card), id: o.id, id2: effect.id }),
    };
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind === 'cantBlock' && ruleEffectApplies(state, source, effect.affected, o)) {
      return {
        code: 'CANT_BLOCK',
        rule: '509.1b',
        message: msg('604-static-abilities.CANT_BLOCK.2', {
          name: cardName(o.card),
          id: o.id,
          name2: cardName(source.card),
          id2: source.id,
        }),
      };
    }
  }
  return null;
}

/** 509.1b: "Target creature can't block CARDNAME this turn." (an effect naming the one attacker it may not block, 611.2a) */
export function checkCantBlockAttacker(c: BlockContext): Violation | null {
  const effect = c.state.effects.find((e) => e.kind === 'cant-block' && e.attacker === c.attacker.id && e.affects.includes(c.blocker.id));
  if (!effect) return null;
  return {
    code: 'CANT_BLOCK',
    rule: '509.1b',
    message: msg('604-static-abilities.CANT_BLOCK.attacker', {
      name: cardName(c.blocker.card),
      id: c.blocker.id,
      name2: cardName(c.attacker.card),
      id2: c.attacker.id,
      id3: effect.id,
    }),
  };
}

/** 509.1b: "CARDNAME can block only creatures with flying" (the blocker's own ability, as it has it now, 613.1f). */
export function checkBlockOnlyFlying(c: BlockContext): Violation | null {
  const only = abilitiesNow(c.state, c.blocker).some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'blockOnlyFlying'));
  if (!only || keywordsNow(c.state, c.attacker).has('flying')) return null;
  return {
    code: 'CANT_BLOCK',
    rule: '509.1b',
    message: msg('604-static-abilities.CANT_BLOCK.3', {
      name: cardName(c.blocker.card),
      id: c.blocker.id,
      name2: cardName(c.attacker.card),
      id2: c.attacker.id,
    }),
  };
}

/** 509.1b: "CARDNAME can't be blocked by more than one creature." */
export function blockedByAtMostOne(state: GameState, attacker: GameObject, blockers: number): Violation | null {
  // Its own "CARDNAME can't be blocked ..." as it has it now (613.1f), or another's "Each creature you control can't be ...".
  if (
    blockers <= 1 ||
    !ruleEffects(state).some(
      ({ source, effect }) => effect.kind === 'blockedByAtMostOne' && ruleEffectApplies(state, source, effect.affected, attacker),
    )
  )
    return null;
  return {
    code: 'CANT_BLOCK',
    rule: '509.1b',
    message: msg('604-static-abilities.CANT_BLOCK.4', { name: cardName(attacker.card), id: attacker.id }),
  };
}

/** 509.1b: "can't be blocked". */
export function unblockable(state: GameState, attacker: GameObject): Violation | null {
  const effect = state.effects.find((e) => e.kind === 'cant-be-blocked' && e.affects.includes(attacker.id));
  if (effect)
    return {
      code: 'CANT_BE_BLOCKED',
      rule: '509.1b',
      message: msg('604-static-abilities.CANT_BE_BLOCKED', { name: cardName(attacker.card), id: attacker.id, id2: effect.id }),
    };
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind === 'cantBeBlocked' && ruleEffectApplies(state, source, effect.affected, attacker)) {
      return {
        code: 'CANT_BE_BLOCKED',
        rule: '509.1b',
        message: msg('604-static-abilities.CANT_BE_BLOCKED.2', { name: cardName(attacker.card), id: attacker.id }),
      };
    }
  }
  return null;
}

/**
 * 508.1c, 509.1b, 506.5: "CARDNAME can't attack alone" ("... block alone"): a restriction on a declaration in
 * which this creature is the only creature declared.
 */
export function aloneRestriction(state: GameState, o: GameObject, what: 'attack' | 'block'): Violation | null {
  const kind = what === 'attack' ? 'cantAttackAlone' : 'cantBlockAlone';
  for (const { source, effect } of ruleEffects(state))
    if (effect.kind === kind && ruleEffectApplies(state, source, effect.affected, o))
      return what === 'attack'
        ? {
            code: 'CANT_ATTACK_ALONE',
            rule: '508.1c',
            message: msg('604-static-abilities.CANT_ATTACK_ALONE', { name: cardName(o.card), id: o.id }),
          }
        : {
            code: 'CANT_BLOCK_ALONE',
            rule: '509.1b',
            message: msg('604-static-abilities.CANT_BLOCK_ALONE', { name: cardName(o.card), id: o.id }),
          };
  return null;
}

/** 508.1d: whether a requirement says this creature attacks if able (a static ability's, or an effect's for this turn). */
export function mustAttack(state: GameState, o: GameObject): boolean {
  if (state.effects.some((e) => e.kind === 'must-attack' && e.affects.includes(o.id))) return true;
  return ruleEffects(state).some(
    ({ source, effect }) => effect.kind === 'mustAttack' && ruleEffectApplies(state, source, effect.affected, o),
  );
}

/**
 * 509.1a, 101.1: how many attacking creatures this creature may block: one, plus each "can block an additional
 * creature" it is affected by (static abilities and effects add up); Infinity for "any number of creatures".
 */
export function blocksAllowed(state: GameState, o: GameObject): number {
  let n = 1;
  for (const e of state.effects)
    if (e.kind === 'block-additional' && e.affects.includes(o.id)) n += e.amount === undefined ? Infinity : e.amount;
  for (const { source, effect } of ruleEffects(state))
    if (effect.kind === 'blockAdditional' && ruleEffectApplies(state, source, effect.affected, o))
      n += effect.count === null ? Infinity : effect.count;
  return n;
}

/** 305.2: one land a turn, plus one for each "you may play an additional land" effect its player has. */
export function landsAllowed(state: GameState, player: string): number {
  let n = 1;
  for (const { source, effect } of ruleEffects(state))
    if (effect.kind === 'additionalLand' && source.controller === player) n += effect.count;
  // 305.2: "You may play an additional land this turn." as it resolved.
  for (const e of state.effects) if (e.kind === 'additional-land' && e.affects.includes(player)) n += 1;
  return n;
}

/**
 * 509.1b: restrictions of static abilities on which creature may block which: "CARDNAME can't be
 * blocked by Walls", "... except by creatures with flying", "Creatures with power less than
 * CARDNAME's power can't block it" (on the attacker), "CARDNAME can't block creatures with power 2
 * or greater" (on the blocker). Read on both creatures as they are now (613).
 */
export function checkBlockedBy(c: BlockContext): Violation[] {
  const out: Violation[] = [];
  const { state, attacker, blocker } = c;
  const meets = (options: SelectorOption[], o: GameObject, source: GameObject) =>
    options.some((option) =>
      matchesOption(
        state,
        option,
        { kind: 'object', zone: 'battlefield', object: o },
        { controller: source.controller, source: source.id, x: null },
      ),
    );
  const names = { name: cardName(blocker.card), id: blocker.id, name2: cardName(attacker.card), id2: attacker.id };
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind === 'cantBeBlockedBy' && ruleEffectApplies(state, source, effect.affected, attacker)) {
      let barred = meets(effect.by, blocker, source);
      if (barred && effect.powerLessThanIts)
        barred = (characteristicsOf(state, blocker).power ?? 0) < (characteristicsOf(state, attacker).power ?? 0);
      if (effect.except ? !barred : barred)
        out.push({
          code: 'CANT_BLOCK',
          rule: '509.1b',
          message: msg(effect.except ? '604-static-abilities.CANT_BLOCK.except' : '604-static-abilities.CANT_BLOCK.by', {
            ...names,
            name3: cardName(source.card),
            id3: source.id,
          }),
        });
    }
    if (
      effect.kind === 'cantBlockCreatures' &&
      ruleEffectApplies(state, source, effect.affected, blocker) &&
      meets(effect.attackers, attacker, source) !== (effect.only === true)
    )
      out.push({
        code: 'CANT_BLOCK',
        rule: '509.1b',
        message: msg(effect.only ? '604-static-abilities.CANT_BLOCK.only' : '604-static-abilities.CANT_BLOCK.creatures', {
          ...names,
          name3: cardName(source.card),
          id3: source.id,
        }),
      });
  }
  return out;
}
