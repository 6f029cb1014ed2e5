import { Ctx, describe, objectName } from '../context';
import { hasDeathtouch, lethalDamage } from '../keywords/702.2-deathtouch';
import { hasDoubleStrike } from '../keywords/702.4-double-strike';
import { hasFirstStrike } from '../keywords/702.7-first-strike';
import { hasLifelink } from '../keywords/702.15-lifelink';
import { hasTrample } from '../keywords/702.19-trample';
import { hasBanding } from '../keywords/702.22-banding';
import { Unsupported } from '../unsupported';
import { assignsNoCombatDamage } from '../effects/assigns-no-combat-damage';
import { CombatState, GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { givePriority } from './117-priority';
import { changeLife } from './119-life';
import { damageResults, damageSourceOf, hasLifelinkSource, modifiedDamage } from './120-damage';
import { damageModifiers, lifeGainModifiers } from './614-damage-replacement';
import { planAmount, plannedResult, ReplacementChoiceNeeded } from './616-replacement-order';
import { abilitiesNow, characteristicsOf, colorsNow } from './613-layers';
import { joined, msg, Param, renderParam } from '../trace/message';

export interface DamageAssignment {
  source: string;
  target: string;
  amount: number;
}

/** A creature's combat damage: its power, or nothing if 0 or less or if an effect says it assigns none (510.1a). */
function powerOf(state: GameState, o: GameObject): number {
  if (assignsNoCombatDamage(state, o)) return 0;
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

/** A creature whose combat damage a player divides (510.1c-d, 702.19b), and who divides it (702.22j-k). */
export interface DamageChoice {
  creature: GameObject;
  /** An attacking creature (its blockers receive the damage) or a blocking one (the attackers it blocks). */
  side: 'attacker' | 'blocker';
  /** The creatures it may assign damage to. */
  recipients: GameObject[];
  trample: boolean;
  power: number;
  /** What an attacking creature attacks; '' for a blocking one. */
  attacking: string;
  /** 510.1c-d: the creature's controller; 702.22j-k: the other player, when banding says so. */
  chooser: string;
  rule: string;
  /** 510.1c: "You may have CARDNAME assign its combat damage as though it weren't blocked.": all of it may go to what it attacks. */
  asThoughUnblocked?: true;
}

/** 510.1c: whether this attacking creature has "You may have CARDNAME assign its combat damage as though it weren't blocked." (as it is now, 613.1f) */
export function assignsAsThoughUnblocked(state: GameState, o: GameObject): boolean {
  return abilitiesNow(state, o).some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'assignAsThoughUnblocked'));
}

/** 510.1b: whether what an attacking creature attacks is still there (a player in the game, a permanent on the battlefield). */
function attackedPresent(state: GameState, attacking: string): boolean {
  return state.players.some((p) => p.id === attacking && p.lost === null) || state.battlefield.some((p) => p.id === attacking);
}

/** 510.1c: an assignment of all of a creature's combat damage to what it attacks, and none to its blockers. */
function allToAttacked(choice: DamageChoice, given: Record<string, number>): boolean {
  return (given[choice.attacking] ?? 0) === choice.power && Object.entries(given).every(([t, n]) => t === choice.attacking || n === 0);
}

/**
 * The creatures whose damage a player has a real choice to divide: an attacker blocked by two or
 * more creatures (510.1c) or with trample (702.19b); a blocker blocking two or more creatures
 * (510.1d: in a band, 702.22h, or one that can block additional creatures, 509.1a). Banding hands the choice to the other player:
 * the defending player divides the damage of an attacker blocked by a creature with banding
 * (702.22j), the active player that of a blocker blocking a creature with banding (702.22k).
 */
export function damageChoices(state: GameState): DamageChoice[] {
  const c = state.combat;
  if (!c) return [];
  const out: DamageChoice[] = [];
  const onField = (id: string): GameObject | undefined => state.battlefield.find((p) => p.id === id);
  for (const o of dealersThisStep(state)) {
    const power = powerOf(state, o);
    if (power === 0) continue;
    const attack = c.attackers.find((a) => a.id === o.id);
    if (attack) {
      if (!attack.blocked) continue;
      const blockers = c.blockers
        .filter((b) => b.blocking.includes(o.id))
        .map((b) => onField(b.id))
        .filter((b): b is GameObject => b !== undefined);
      const trample = hasTrample(state, o);
      // 510.1c: the ability gives its controller a choice even with one blocker, or none left.
      const unblocked = assignsAsThoughUnblocked(state, o) && attackedPresent(state, attack.attacking);
      if (blockers.length < 2 && !(trample && blockers.length >= 1) && !unblocked) continue;
      const banding = blockers.find((b) => hasBanding(state, b));
      out.push({
        creature: o,
        side: 'attacker',
        recipients: blockers,
        trample,
        power,
        attacking: attack.attacking,
        chooser: banding ? banding.controller : o.controller,
        rule: banding ? '702.22j' : '510.1c',
        ...(unblocked ? { asThoughUnblocked: true as const } : {}),
      });
      continue;
    }
    const block = c.blockers.find((b) => b.id === o.id);
    const blocked = (block?.blocking ?? []).map(onField).filter((a): a is GameObject => a !== undefined);
    if (blocked.length < 2) continue;
    const banding = blocked.find((a) => hasBanding(state, a));
    out.push({
      creature: o,
      side: 'blocker',
      recipients: blocked,
      trample: false,
      power,
      attacking: '',
      chooser: banding ? banding.controller : o.controller,
      rule: banding ? '702.22k' : '510.1d',
    });
  }
  return out;
}

/**
 * 510.1: the player who announces a division now: the active player first, then the defending
 * player (once the active player's division is recorded, or when the active player has none).
 */
export function damageChooser(state: GameState): { player: string; rule: string; choices: DamageChoice[] } | null {
  const all = damageChoices(state);
  if (all.length === 0) return null;
  const active = state.turn.active;
  const mine = all.filter((c) => c.chooser === active);
  const theirs = all.filter((c) => c.chooser !== active);
  if (mine.length > 0 && !state.combat?.damageAssigned) return { player: active, rule: askRule(mine[0]), choices: mine };
  if (theirs.length > 0) return { player: theirs[0].chooser, rule: askRule(theirs[0]), choices: theirs };
  return null;
}

/** Why the player is asked: a trampler blocked by one creature has a choice only by trample (702.19b). */
function askRule(c: DamageChoice): string {
  return c.trample && c.recipients.length < 2 && c.rule === '510.1c' ? '702.19b' : c.rule;
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
      const present = attackedPresent(state, attack.attacking);
      if (!attack.blocked) {
        if (present) out.push({ source: o.id, target: attack.attacking, amount: power });
      } else if (blockers.length === 1) out.push({ source: o.id, target: blockers[0].id, amount: power });
      else if (blockers.length === 0 && hasTrample(state, o) && present)
        out.push({ source: o.id, target: attack.attacking, amount: power });
      continue;
    }
    const block = c.blockers.find((b) => b.id === o.id);
    const blocked = block?.blocking.filter((id) => state.battlefield.some((p) => p.id === id)) ?? [];
    if (blocked.length === 1) out.push({ source: o.id, target: blocked[0], amount: power });
  }
  return out;
}

/** 510.1c-e, 702.19b, 702.2c, 702.22j-k: whether this player's division of combat damage is legal. */
export function checkAssignDamage(state: GameState, player: string, assignments: Record<string, Record<string, number>>): Violation[] {
  const all = damageChoices(state);
  const choices = all.filter((c) => c.chooser === player);
  const out: Violation[] = [];
  const expected = new Set(choices.map((c) => c.creature.id));
  for (const id of Object.keys(assignments)) {
    if (!expected.has(id))
      out.push({
        code: 'NO_CHOICE_FOR_CREATURE',
        rule: '510.1c',
        message: msg('510-combat-damage.NO_CHOICE_FOR_CREATURE', { id: id, player: player }),
      });
  }
  // 702.19b: lethal damage counts the damage other creatures are assigning in the same step.
  const automatic = automaticAssignments(state, new Set(all.map((c) => c.creature.id)));
  const everything: DamageAssignment[] = [...automatic];
  for (const [source, targets] of Object.entries({ ...(state.combat?.damageAssigned ?? {}), ...assignments })) {
    for (const [target, amount] of Object.entries(targets)) everything.push({ source, target, amount });
  }
  const fromOthers = (source: string, target: string): number =>
    everything.filter((a) => a.source !== source && a.target === target).reduce((n, a) => n + a.amount, 0);
  for (const choice of choices) {
    const given = assignments[choice.creature.id];
    const name = describe(choice.creature);
    // 702.22j hands the division to the defending player: whether its controller may still have it assign its damage as though it weren't blocked is not settled there.
    if (choice.asThoughUnblocked && choice.rule === '702.22j')
      throw new Unsupported('UNSUPPORTED_BANDING', msg('510-combat-damage.UNSUPPORTED_BANDING.unblocked', { player, name }), '702.22j');
    if (!given) {
      out.push({
        code: 'ASSIGNMENT_MISSING',
        rule: '510.1e',
        message: msg('510-combat-damage.ASSIGNMENT_MISSING', {
          name: name,
          power: choice.power,
          pValue: choice.rule.startsWith('702.22') ? ` by ${player} (${choice.rule})` : '',
        }),
      });
      continue;
    }
    // 510.1c: as though it weren't blocked, all its damage goes to what it attacks (510.1b).
    if (choice.asThoughUnblocked && allToAttacked(choice, given)) continue;
    // 510.1c: with no blocker left, a blocked creature that doesn't use the ability assigns no combat damage.
    if (choice.asThoughUnblocked && choice.recipients.length === 0 && Object.values(given).every((n) => n === 0)) continue;
    const allowed = new Set(choice.recipients.map((b) => b.id));
    if (choice.trample) allowed.add(choice.attacking);
    let total = 0;
    for (const [target, n] of Object.entries(given)) {
      if (!Number.isInteger(n) || n < 0)
        out.push({ code: 'INVALID_AMOUNT', rule: '510.1a', message: msg('510-combat-damage.INVALID_AMOUNT', { name: name, nValue: n }) });
      else total += n;
      if (!allowed.has(target)) {
        const toDefender = state.players.some((p) => p.id === target);
        // 702.19f forbids the player when it attacks a planeswalker; otherwise 702.19b names what the excess may go to.
        const attacksPlaneswalker = !state.players.some((p) => p.id === choice.attacking);
        const rule =
          choice.side === 'blocker'
            ? choice.rule === '702.22k'
              ? '702.22k'
              : '510.1d'
            : choice.trample && toDefender
              ? attacksPlaneswalker
                ? '702.19f'
                : '702.19b'
              : choice.rule === '702.22j'
                ? '702.22j'
                : '510.1c';
        const why =
          choice.side === 'blocker'
            ? 'it is not blocking it'
            : choice.trample && toDefender
              ? `it is attacking ${choice.attacking}, not ${target}: trample carries excess damage only to what it attacks`
              : toDefender
                ? 'without trample, a blocked creature assigns its damage only to its blockers'
                : 'it is not blocking it';
        out.push({
          code: 'ILLEGAL_DAMAGE_TARGET',
          rule,
          message: msg('510-combat-damage.ILLEGAL_DAMAGE_TARGET', { name: name, target: target, why: why }),
        });
      }
    }
    if (total !== choice.power)
      out.push({
        code: 'WRONG_TOTAL',
        rule: '510.1a',
        message: msg('510-combat-damage.WRONG_TOTAL', { name: name, power: choice.power, total: total }),
      });
    const toAttacked = given[choice.attacking] ?? 0;
    if (choice.trample && toAttacked > 0) {
      // 702.22j gives the defending player the division "among any creatures blocking it": whether
      // they may also send trample's excess on to what it attacks is not settled there.
      if (choice.rule === '702.22j')
        throw new Unsupported(
          'UNSUPPORTED_BANDING',
          msg('510-combat-damage.UNSUPPORTED_BANDING', { player, name, attacking: choice.attacking }),
          '702.22j',
        );
      const deathtouch = hasDeathtouch(state, choice.creature);
      for (const b of choice.recipients) {
        const toughness = characteristicsOf(state, b).toughness ?? 0;
        const lethal = lethalDamage(toughness, b.damage, fromOthers(choice.creature.id, b.id), deathtouch);
        if ((given[b.id] ?? 0) < lethal) {
          out.push({
            code: 'LETHAL_FIRST',
            rule: '702.19b',
            message: msg('510-combat-damage.LETHAL_FIRST', {
              name: name,
              lethal: lethal,
              pValue: deathtouch ? ', deathtouch: 702.2c' : '',
              describe: objectName(b),
              attacking: choice.attacking,
            }),
          });
        }
      }
    }
  }
  return out;
}

/**
 * 510.1: the active player's division is announced first; when the defending player has a
 * division to announce too (702.22j, 510.1d), it is kept until then. Otherwise the damage is dealt.
 */
export function applyAssignDamage(ctx: Ctx, player: string, assignments: Record<string, Record<string, number>>): void {
  const state = ctx.state;
  const combat = state.combat;
  if (combat && player === state.turn.active && !combat.damageAssigned) {
    const next = damageChoices(state).filter((c) => c.chooser !== player);
    if (next.length > 0) {
      combat.damageAssigned = assignments;
      ctx.trace.cite(
        '510.1',
        'assignDamage',
        msg('510-combat-damage.assignDamage', {
          player: player,
          chooser: next[0].chooser,
          next: next.map((c) => c.creature.id).join(', '),
        }),
        Object.keys(assignments),
      );
      citeChoices(ctx, next);
      return;
    }
  }
  dealCombatDamage(ctx, assignments);
}

/** The trace of a pending division: whose it is, and by which rule. */
function citeChoices(ctx: Ctx, choices: DamageChoice[]): void {
  for (const rule of [...new Set(choices.map(askRule))]) {
    const these = choices.filter((c) => askRule(c) === rule);
    const why =
      rule === '702.22j' ? ' (blocked by a creature with banding)' : rule === '702.22k' ? ' (blocking a creature with banding)' : '';
    ctx.trace.cite(
      rule,
      'assignDamage',
      msg('510-combat-damage.assignDamage.2', { chooser: these[0].chooser, these: these.map((c) => c.creature.id).join(', '), why: why }),
      these.map((c) => c.creature.id),
    );
  }
}

/** The rule by which an assignment goes where it goes. */
function assignmentRule(
  combat: NonNullable<GameState['combat']>,
  a: DamageAssignment,
  chosen: Map<string, string>,
  tramplers: Set<string>,
): string {
  const attack = combat.attackers.find((x) => x.id === a.source);
  // 702.19b: what a trampler assigns past its blockers, to what it attacks, goes there by trample alone.
  if (attack && tramplers.has(a.source) && a.target === attack.attacking) return '702.19b';
  const choiceRule = chosen.get(a.source);
  if (choiceRule) return choiceRule;
  if (!attack) return '510.1d';
  if (a.target !== attack.attacking) return '510.1c';
  // A blocked trampler whose blockers are all gone assigns its damage to what it attacks (702.19d).
  return attack.blocked ? '702.19d' : '510.1b';
}

/**
 * 702.2c: a trampler with deathtouch that sent damage on past a blocker while assigning it less
 * than its toughness calls for: the deathtouch made that amount lethal, and so the excess legal.
 */
function citeDeathtouchLethal(ctx: Ctx, source: GameObject, a: DamageAssignment, all: DamageAssignment[], tramplers: Set<string>): void {
  const state = ctx.state;
  const attacking = state.combat?.attackers.find((x) => x.id === source.id)?.attacking;
  if (!tramplers.has(source.id) || attacking === undefined || a.target === attacking || !hasDeathtouch(state, source)) return;
  if (!all.some((x) => x.source === source.id && x.target === attacking && x.amount > 0)) return;
  const blocker = state.battlefield.find((o) => o.id === a.target);
  if (!blocker) return;
  const fromOthers = all.filter((x) => x.source !== source.id && x.target === blocker.id).reduce((n, x) => n + x.amount, 0);
  const withoutDeathtouch = lethalDamage(characteristicsOf(state, blocker).toughness ?? 0, blocker.damage, fromOthers, false);
  if (a.amount >= withoutDeathtouch) return;
  ctx.trace.cite(
    '702.2c',
    'lethalDamage',
    msg('510-combat-damage.lethalDamage', {
      describe: objectName(source),
      amount: a.amount,
      describe2: objectName(blocker),
      attacking: attacking,
    }),
    [source.id, blocker.id],
  );
}

/** Deals the step's combat damage: the chosen assignments plus the automatic ones (510.2), then 510.3. */
export function dealCombatDamage(ctx: Ctx, chosen: Record<string, Record<string, number>>): void {
  const state = ctx.state;
  const combat = state.combat;
  if (!combat) return;
  // 510.1: the active player's division, announced first, and the defending player's.
  const divided = { ...(combat.damageAssigned ?? {}), ...chosen };
  delete combat.damageAssigned;
  const choices = damageChoices(state);
  const rules = new Map(choices.map((c) => [c.creature.id, c.rule]));
  const chosenIds = new Map(Object.keys(divided).map((id) => [id, rules.get(id) ?? '510.1c']));
  // 510.1c: a creature that assigns all its damage as though it weren't blocked does not trample over its blockers.
  const tramplers = new Set(
    choices
      .filter((c) => c.trample && chosenIds.has(c.creature.id) && !(c.asThoughUnblocked && allToAttacked(c, divided[c.creature.id])))
      .map((c) => c.creature.id),
  );
  if (state.turn.step === 'first-strike-damage') combat.firstStrikers = dealersThisStep(state).map((o) => o.id);
  // 510.1a: "CARDNAME assigns no combat damage this turn" (the Laccoliths).
  for (const o of dealersThisStep(state))
    if (assignsNoCombatDamage(state, o) && (characteristicsOf(state, o).power ?? 0) > 0)
      ctx.trace.cite('510.1a', 'assignDamage', msg('510-combat-damage.assignsNone', { name: objectName(o) }), [o.id]);
  const assignments: DamageAssignment[] = automaticAssignments(state, new Set(chosenIds.keys()));
  for (const [source, targets] of Object.entries(divided))
    for (const [target, amount] of Object.entries(targets)) if (amount > 0) assignments.push({ source, target, amount });
  for (const a of assignments) {
    const source = state.battlefield.find((o) => o.id === a.source);
    ctx.trace.cite(
      assignmentRule(combat, a, chosenIds, tramplers),
      'assignDamage',
      msg('510-combat-damage.assignDamage.3', { pValue: source ? objectName(source) : a.source, amount: a.amount, target: a.target }),
      [a.source, a.target],
    );
    if (source) citeDeathtouchLethal(ctx, source, a, assignments, tramplers);
  }
  // 510.2: all combat damage is dealt at once; the sources' characteristics are read before any of it.
  const sources = new Map(assignments.map((a) => [a.source, state.battlefield.find((o) => o.id === a.source)]));
  const dealers = new Map(assignments.map((a) => [a.source, damageSourceOf(ctx, a.source, a.source)]));
  // 616.1, 101.4: every order of replacement and prevention effects is chosen before any damage is dealt.
  const orders = combat.replacementOrders ?? {};
  const needed = replacementChoiceBeforeDamage(state, assignments, sources, orders);
  if (needed) {
    const { event, ...waiting } = needed;
    combat.damageAssigned = divided;
    combat.awaitingReplacement = waiting;
    state.turn.priority = null;
    ctx.trace.cite(
      '616.1',
      'chooseReplacement',
      msg('510-combat-damage.chooseReplacement', { player: waiting.player, options: waiting.options.join(', '), text: event }),
      [waiting.player],
    );
    return;
  }
  delete combat.replacementOrders;
  const lifelinkGains = new Map<string, number>();
  const dealt: Param[] = [];
  const followUps = new Set<string>();
  const redirected: { to: string; amount: number }[] = [];
  for (const a of assignments) {
    const source = sources.get(a.source);
    if (!source) continue;
    const colors = colorsNow(state, source);
    const player = state.players.find((p) => p.id === a.target);
    const permanent = state.battlefield.find((o) => o.id === a.target);
    const recipient = player ?? permanent;
    if (!recipient) continue;
    a.amount = modifiedDamage(
      ctx,
      { sourceId: source.id, sourceName: describe(source), sourceColors: colors, recipient: a.target, combat: true },
      a.amount,
      orders[damageKey(a)],
      undefined,
      followUps,
      redirected,
    );
    // 614.9: the redirected combat damage is dealt by the same source to its new recipient (an event of this step).
    for (const r of redirected.splice(0)) assignments.push({ source: a.source, target: r.to, amount: r.amount });
    if (a.amount <= 0) continue;
    // 120.3: the results of each combat damage event, by the same rule as every other damage.
    const dealer = { ...(dealers.get(source.id) ?? damageSourceOf(ctx, source.id, '')), name: describe(source) };
    for (const r of damageResults(ctx, dealer, a.target, a.amount))
      dealt.push(msg('damage.dealtTo', { amount: a.amount, recipient: r.recipient, outcome: r.outcome, rule: r.rule }));
    ctx.trace.emit({ type: 'damage', source: source.id, target: a.target, amount: a.amount, combat: true });
    if (hasLifelinkSource(dealer)) lifelinkGains.set(source.id, (lifelinkGains.get(source.id) ?? 0) + a.amount);
  }
  ctx.trace.cite(
    '510.2',
    'combatDamage',
    dealt.length > 0 ? msg('510-combat-damage.combatDamage', { dealt: joined(dealt, '; ') }) : msg('510-combat-damage.combatDamage.2'),
  );
  // 702.15b: each source with lifelink is its own life-gain event (119.10 effects apply to each).
  for (const [id, gain] of lifelinkGains) {
    const source = sources.get(id);
    if (source)
      changeLife(ctx, source.controller, gain, '702.15b', msg('why.lifelink', { source: objectName(source) }), orders[`lifelink:${id}`]);
  }
  givePriority(ctx, state.turn.active, '510.3', msg('priority.combatDamageIsDealt'));
}

/** A combat damage step begins: damage is assigned (a decision when there is a real choice) and dealt. */
export function beginCombatDamageStep(ctx: Ctx): void {
  const chooser = damageChooser(ctx.state);
  if (chooser) {
    citeChoices(ctx, chooser.choices);
    return;
  }
  dealCombatDamage(ctx, {});
}

/** The name of one combat damage event in a 616.1 choice. */
function damageKey(a: DamageAssignment): string {
  return `${a.source}>${a.target}`;
}

/**
 * 616.1, 101.4: the first order of replacement and prevention effects still to be chosen for this
 * step's combat damage (the active player's first), or null when every order is known. Shields are
 * counted as the damage before uses them up (615.7); nothing changes.
 */
function replacementChoiceBeforeDamage(
  state: GameState,
  assignments: DamageAssignment[],
  sources: Map<string, GameObject | undefined>,
  orders: Record<string, string[]>,
): (NonNullable<CombatState['awaitingReplacement']> & { event: Param }) | null {
  // The board keeps the event's words in English (`text`, informative); the trace words it in the request's language (`event`).
  const needed: (NonNullable<CombatState['awaitingReplacement']> & { event: Param })[] = [];
  const shieldsLeft = new Map<string, number>();
  const gains = new Map<string, number>();
  const demand = new Map<string, { events: number; damage: number; size: number }>();
  for (const a of assignments) {
    const source = sources.get(a.source);
    if (!source || !(state.players.some((p) => p.id === a.target) || state.battlefield.some((o) => o.id === a.target))) continue;
    const mods = damageModifiers(state, {
      sourceId: source.id,
      sourceName: describe(source),
      sourceColors: colorsNow(state, source),
      recipient: a.target,
      combat: true,
    });
    if (mods === null) continue;
    const usable = mods
      .map((m) => (m.kind === 'shield' ? { ...m, n: shieldsLeft.get(m.id) ?? m.n } : m))
      .filter((m) => m.kind !== 'shield' || m.n > 0);
    const permanent = state.battlefield.find((o) => o.id === a.target);
    const event = {
      kind: 'damage' as const,
      player: permanent ? permanent.controller : a.target,
      text: msg('event.combatDamage', {
        amount: a.amount,
        source: objectName(source),
        target: permanent ? objectName(permanent) : a.target,
      }),
      chosen: orders[damageKey(a)],
    };
    try {
      const order = planAmount(event, a.amount, usable);
      let left = a.amount;
      for (const m of order) {
        const before = left;
        left = plannedResult(left, [m]);
        if (m.kind === 'shield') {
          shieldsLeft.set(m.id, m.n - (before - left));
          const d = demand.get(m.id) ?? { events: 0, damage: 0, size: mods.find((x) => x.id === m.id)?.n ?? 0 };
          demand.set(m.id, { ...d, events: d.events + 1, damage: d.damage + before });
        }
      }
      if (left > 0 && hasLifelink(state, source)) gains.set(source.id, (gains.get(source.id) ?? 0) + left);
    } catch (e) {
      if (!(e instanceof ReplacementChoiceNeeded)) throw e;
      needed.push({ key: damageKey(a), player: e.player, options: e.options, text: renderParam(e.event, 'en'), event: e.event });
    }
  }
  // 615.7: a shield too small for the damage of two or more sources at once: its player chooses which damage it prevents.
  for (const [id, d] of demand) {
    if (d.events > 1 && d.damage > d.size)
      throw new Unsupported(
        'UNSUPPORTED_REPLACEMENT_CHOICE',
        msg('510-combat-damage.UNSUPPORTED_REPLACEMENT_CHOICE', { id, size: d.size, sources: d.events }),
        '615.7',
      );
  }
  for (const [id, gain] of gains) {
    const source = sources.get(id);
    if (!source) continue;
    const mods = lifeGainModifiers(state, source.controller);
    try {
      planAmount(
        {
          kind: 'lifeGain',
          player: source.controller,
          text: msg('event.lifeGain', {
            amount: gain,
            player: source.controller,
            why: msg('why.lifelink', { source: objectName(source) }),
          }),
          chosen: orders[`lifelink:${id}`],
        },
        gain,
        mods,
      );
    } catch (e) {
      if (!(e instanceof ReplacementChoiceNeeded)) throw e;
      needed.push({ key: `lifelink:${id}`, player: e.player, options: e.options, text: renderParam(e.event, 'en'), event: e.event });
    }
  }
  if (needed.length === 0) return null;
  // 101.4: the active player makes their choices first.
  return needed.find((n) => n.player === state.turn.active) ?? needed[0];
}

/**
 * The event a combat `awaitingReplacement` waits for, worded from its key ("source>target",
 * "lifelink:source") and the board, never from its English `text`: the trace speaks the request's language.
 */
function combatEventOf(ctx: Ctx, waiting: NonNullable<CombatState['awaitingReplacement']>): Param {
  const named = (id: string): Param => {
    const o = ctx.state.battlefield.find((p) => p.id === id);
    return o ? objectName(o) : id;
  };
  if (waiting.key.startsWith('lifelink:'))
    return msg('event.lifelinkGainOf', { player: waiting.player, source: named(waiting.key.slice('lifelink:'.length)) });
  const [source, target] = waiting.key.split('>');
  return msg('event.combatDamageOf', { source: named(source), target: named(target ?? '') });
}

/** 616.1e: the affected player's choice of the effect that applies first to a combat damage event; then the damage is dealt, or the next choice is asked. */
export function answerCombatReplacement(ctx: Ctx, choice: string[]): Violation[] {
  const combat = ctx.state.combat;
  const waiting = combat?.awaitingReplacement;
  if (!combat || !waiting) return [];
  if (choice.length !== 1 || !waiting.options.includes(choice[0]))
    return [
      { code: 'INVALID_CHOICE', rule: '616.1e', message: msg('510-combat-damage.INVALID_CHOICE', { options: waiting.options.join(', ') }) },
    ];
  delete combat.awaitingReplacement;
  const orders = (combat.replacementOrders ??= {});
  orders[waiting.key] = [...(orders[waiting.key] ?? []), choice[0]];
  ctx.trace.cite(
    '616.1e',
    'chooseReplacement',
    msg('510-combat-damage.chooseReplacement.2', { player: waiting.player, pValue: choice[0], text: combatEventOf(ctx, waiting) }),
    [waiting.player],
  );
  dealCombatDamage(ctx, {});
  return [];
}
