import { Ctx, describe } from '../context';
import { hasDeathtouch, lethalDamage } from '../keywords/702.2-deathtouch';
import { hasDoubleStrike } from '../keywords/702.4-double-strike';
import { hasFirstStrike } from '../keywords/702.7-first-strike';
import { hasLifelink } from '../keywords/702.15-lifelink';
import { preventsDamage } from '../keywords/702.16-protection';
import { hasTrample } from '../keywords/702.19-trample';
import { hasWither } from '../keywords/702.80-wither';
import { hasInfect } from '../keywords/702.90-infect';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { givePriority } from './117-priority';
import { changeLife } from './119-life';
import { applyPrevention } from './615-prevention-effects';
import { characteristicsOf, colorsNow } from './613-layers';

export interface DamageAssignment {
  source: string;
  target: string;
  amount: number;
}

/** A creature's combat damage: its power, or nothing if 0 or less (510.1a). */
function powerOf(state: GameState, o: GameObject): number {
  return Math.max(0, characteristicsOf(state, o).power ?? 0);
}

function combatCreatures(state: GameState): GameObject[] {
  const c = state.combat;
  if (!c) return [];
  const ids = new Set([...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)]);
  return state.battlefield.filter((o) => ids.has(o.id));
}

/** Whether some attacking or blocking creature has first strike or double strike (510.4). */
export function anyFirstStrike(state: GameState): boolean {
  return combatCreatures(state).some((o) => hasFirstStrike(state, o) || hasDoubleStrike(state, o));
}

/** 510.4, 702.7b, 702.4b: the creatures that assign combat damage in the current damage step. */
export function dealersThisStep(state: GameState): GameObject[] {
  const all = combatCreatures(state);
  const c = state.combat;
  if (!c) return [];
  if (state.turn.step === 'first-strike-damage') return all.filter((o) => hasFirstStrike(state, o) || hasDoubleStrike(state, o));
  if (c.firstStrikers === null) return all;
  const first = new Set(c.firstStrikers);
  return all.filter((o) => !first.has(o.id) || hasDoubleStrike(state, o));
}

interface AttackerChoice {
  attacker: GameObject;
  blockers: GameObject[];
  trample: boolean;
  power: number;
  attacking: string;
}

/** Attackers whose controller has a real choice to make (510.1c: two or more blockers; 702.19b: trample). */
export function damageChoices(state: GameState): AttackerChoice[] {
  const c = state.combat;
  if (!c) return [];
  const out: AttackerChoice[] = [];
  for (const o of dealersThisStep(state)) {
    const attack = c.attackers.find((a) => a.id === o.id);
    if (!attack || !attack.blocked) continue;
    const power = powerOf(state, o);
    if (power === 0) continue;
    const blockers = c.blockers.filter((b) => b.blocking.includes(o.id)).map((b) => state.battlefield.find((p) => p.id === b.id)).filter((b): b is GameObject => b !== undefined);
    const trample = hasTrample(state, o);
    if (blockers.length >= 2 || (trample && blockers.length >= 1)) out.push({ attacker: o, blockers, trample, power, attacking: attack.attacking });
  }
  return out;
}

/** The assignments that involve no choice (510.1b-d, 702.19d). */
function automaticAssignments(state: GameState, chosen: Set<string>): DamageAssignment[] {
  const c = state.combat;
  if (!c) return [];
  const out: DamageAssignment[] = [];
  for (const o of dealersThisStep(state)) {
    if (chosen.has(o.id)) continue;
    const power = powerOf(state, o);
    if (power === 0) continue;
    const attack = c.attackers.find((a) => a.id === o.id);
    if (attack) {
      const blockers = c.blockers.filter((b) => b.blocking.includes(o.id));
      // 510.1b: it assigns no damage if what it attacked is gone (a planeswalker that left the battlefield).
      const present = state.players.some((p) => p.id === attack.attacking && p.lost === null) || state.battlefield.some((p) => p.id === attack.attacking);
      if (!attack.blocked) {
        if (present) out.push({ source: o.id, target: attack.attacking, amount: power });
      }
      else if (blockers.length === 1) out.push({ source: o.id, target: blockers[0].id, amount: power });
      else if (blockers.length === 0 && hasTrample(state, o) && present) out.push({ source: o.id, target: attack.attacking, amount: power });
      continue;
    }
    const block = c.blockers.find((b) => b.id === o.id);
    const blocked = block?.blocking.filter((id) => state.battlefield.some((p) => p.id === id)) ?? [];
    if (blocked.length === 1) out.push({ source: o.id, target: blocked[0], amount: power });
  }
  return out;
}

/** 510.1c-e, 702.19b, 702.2c: whether the active player's assignment is legal. */
export function checkAssignDamage(state: GameState, assignments: Record<string, Record<string, number>>): Violation[] {
  const choices = damageChoices(state);
  const out: Violation[] = [];
  const expected = new Set(choices.map((c) => c.attacker.id));
  for (const id of Object.keys(assignments)) {
    if (!expected.has(id)) out.push({ code: 'NO_CHOICE_FOR_CREATURE', rule: '510.1c', message: `${id} has no combat damage to divide in this step` });
  }
  const automatic = automaticAssignments(state, expected);
  const assignedTo = new Map<string, number>();
  for (const a of automatic) assignedTo.set(a.target, (assignedTo.get(a.target) ?? 0) + a.amount);
  for (const choice of choices) {
    const given = assignments[choice.attacker.id];
    const name = describe(choice.attacker);
    if (!given) {
      out.push({ code: 'ASSIGNMENT_MISSING', rule: '510.1e', message: `${name} must have its ${choice.power} combat damage assigned` });
      continue;
    }
    const allowed = new Set(choice.blockers.map((b) => b.id));
    if (choice.trample) allowed.add(choice.attacking);
    let total = 0;
    for (const [target, n] of Object.entries(given)) {
      if (!Number.isInteger(n) || n < 0) out.push({ code: 'INVALID_AMOUNT', rule: '510.1a', message: `${name}: ${n} is not a whole amount of damage` });
      else total += n;
      if (!allowed.has(target)) {
        const toDefender = state.players.some((p) => p.id === target);
        const rule = choice.trample && toDefender ? '702.19f' : '510.1c';
        const why = choice.trample && toDefender ? `it is attacking ${choice.attacking}, not ${target}: trample carries excess damage only to what it attacks` : toDefender ? 'without trample, a blocked creature assigns its damage only to its blockers' : 'it is not blocking it';
        out.push({ code: 'ILLEGAL_DAMAGE_TARGET', rule, message: `${name} cannot assign combat damage to ${target}: ${why}` });
      }
    }
    if (total !== choice.power) out.push({ code: 'WRONG_TOTAL', rule: '510.1a', message: `${name} assigns ${choice.power} combat damage in all, not ${total}` });
    const toAttacked = given[choice.attacking] ?? 0;
    if (choice.trample && toAttacked > 0) {
      const deathtouch = hasDeathtouch(state, choice.attacker);
      for (const b of choice.blockers) {
        const toughness = characteristicsOf(state, b).toughness ?? 0;
        const lethal = lethalDamage(toughness, b.damage, assignedTo.get(b.id) ?? 0, deathtouch);
        if ((given[b.id] ?? 0) < lethal) {
          out.push({ code: 'LETHAL_FIRST', rule: '702.19b', message: `${name} must assign lethal damage (${lethal}${deathtouch ? ', deathtouch: 702.2c' : ''}) to ${describe(b)} before assigning any to ${choice.attacking}` });
        }
      }
    }
  }
  return out;
}

/** The rule by which an assignment goes where it goes. */
function assignmentRule(combat: NonNullable<GameState['combat']>, a: DamageAssignment, chosen: Set<string>): string {
  if (chosen.has(a.source)) return '510.1c';
  const attack = combat.attackers.find((x) => x.id === a.source);
  if (!attack) return '510.1d';
  if (a.target !== attack.attacking) return '510.1c';
  // A blocked trampler whose blockers are all gone assigns its damage to what it attacks (702.19d).
  return attack.blocked ? '702.19d' : '510.1b';
}

/** Deals the step's combat damage: the chosen assignments plus the automatic ones (510.2), then 510.3. */
export function dealCombatDamage(ctx: Ctx, chosen: Record<string, Record<string, number>>): void {
  const state = ctx.state;
  const combat = state.combat;
  if (!combat) return;
  if (state.turn.step === 'first-strike-damage') combat.firstStrikers = dealersThisStep(state).map((o) => o.id);
  const chosenIds = new Set(Object.keys(chosen));
  const assignments: DamageAssignment[] = automaticAssignments(state, chosenIds);
  for (const [source, targets] of Object.entries(chosen)) for (const [target, amount] of Object.entries(targets)) if (amount > 0) assignments.push({ source, target, amount });
  for (const a of assignments) {
    const source = state.battlefield.find((o) => o.id === a.source);
    ctx.trace.cite(assignmentRule(combat, a, chosenIds), 'assignDamage', `${source ? describe(source) : a.source} assigns ${a.amount} combat damage to ${a.target}`, [a.source, a.target]);
  }
  // 510.2: all combat damage is dealt at once; the sources' characteristics are read before any of it.
  const sources = new Map(assignments.map((a) => [a.source, state.battlefield.find((o) => o.id === a.source)]));
  const lifelinkGains = new Map<string, number>();
  const dealt: string[] = [];
  for (const a of assignments) {
    const source = sources.get(a.source);
    if (!source) continue;
    const colors = colorsNow(state, source);
    const player = state.players.find((p) => p.id === a.target);
    const permanent = state.battlefield.find((o) => o.id === a.target);
    const recipient = player ?? permanent;
    if (!recipient) continue;
    if (permanent && preventsDamage(state, permanent, colors)) {
      ctx.trace.cite('702.16e', 'prevent', `${describe(permanent)} has protection: the ${a.amount} damage from ${describe(source)} is prevented`, [permanent.id]);
      continue;
    }
    a.amount = applyPrevention(ctx, a.target, a.amount, true, describe(source));
    if (a.amount <= 0) continue;
    if (player && hasInfect(state, source)) {
      player.poison += a.amount;
      dealt.push(`${a.amount} to ${player.id} (${player.poison} poison counters, 120.3b)`);
    } else if (player) {
      const from = player.life;
      player.life -= a.amount;
      ctx.trace.emit({ type: 'life', player: player.id, from, to: player.life });
      dealt.push(`${a.amount} to ${player.id} (life ${from} -> ${player.life}, 120.3a)`);
    } else if (permanent) {
      const c = characteristicsOf(state, permanent);
      if (c.types.includes('Planeswalker')) {
        permanent.counters.loyalty = Math.max(0, (permanent.counters.loyalty ?? 0) - a.amount);
        dealt.push(`${a.amount} to ${describe(permanent)} (loyalty counters removed, 120.3c)`);
      }
      if (c.types.includes('Creature')) {
        if (hasDeathtouch(state, source)) permanent.deathtouchDamage = true;
        if (hasWither(state, source) || hasInfect(state, source)) {
          permanent.counters['-1/-1'] = (permanent.counters['-1/-1'] ?? 0) + a.amount;
          dealt.push(`${a.amount} to ${describe(permanent)} (${a.amount} -1/-1 counters, 120.3d)`);
        } else {
          permanent.damage += a.amount;
          dealt.push(`${a.amount} to ${describe(permanent)} (${permanent.damage} damage marked, 120.3e)`);
        }
      }
    }
    ctx.trace.emit({ type: 'damage', source: source.id, target: a.target, amount: a.amount, combat: true });
    if (hasLifelink(state, source)) lifelinkGains.set(source.controller, (lifelinkGains.get(source.controller) ?? 0) + a.amount);
  }
  ctx.trace.cite('510.2', 'combatDamage', dealt.length > 0 ? `combat damage is dealt simultaneously: ${dealt.join('; ')}` : 'no combat damage is dealt');
  for (const [playerId, gain] of lifelinkGains) changeLife(ctx, playerId, gain, '702.15b', 'lifelink');
  givePriority(ctx, state.turn.active, '510.3', 'combat damage is dealt');
}

/** A combat damage step begins: damage is assigned (a decision when there is a real choice) and dealt. */
export function beginCombatDamageStep(ctx: Ctx): void {
  if (damageChoices(ctx.state).length > 0) {
    ctx.trace.cite('510.1c', 'assignDamage', `${ctx.state.turn.active} must divide the combat damage of ${damageChoices(ctx.state).map((c) => c.attacker.id).join(', ')}`);
    return;
  }
  dealCombatDamage(ctx, {});
}
