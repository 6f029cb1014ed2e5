import { Ctx, objectName } from '../context';
import { checkBlock } from '../keywords/blocking';
import { minimumBlockers } from '../keywords/702.111-menace';
import { blockedWithBands, refuseMenaceInBlockedBand } from '../keywords/702.22-banding';
import { Unsupported } from '../unsupported';
import { GameObject, GameState } from '../state/types';
import { Violation } from '../violation';
import { defendingPlayer } from './506-combat';
import { givePriority } from './117-priority';
import {
  aloneRestriction,
  blockedByAtMostOne,
  blocksAllowed,
  blockRestriction,
  checkBlockedBy,
  checkBlockOnlyFlying,
  checkCantBlockAttacker,
  unblockable,
} from './604-static-abilities';
import { characteristicsOf, ruleEffectApplies, ruleEffects } from './613-layers';
import { joined, msg } from '../trace/message';

/** Untapped creatures the defending player controls: the ones that could block (509.1a). */
export function potentialBlockers(state: GameState): GameObject[] {
  const defender = defendingPlayer(state);
  return state.battlefield.filter(
    (o) =>
      o.controller === defender &&
      !o.phasedOut &&
      !o.tapped &&
      o.card !== null &&
      characteristicsOf(state, o).types.includes('Creature') &&
      blockRestriction(state, o) === null,
  );
}

type Block = { id: string; blocking: string[] };

/** 509.1a-c: whether this declaration of blockers is legal: restrictions first, then requirements. */
export function checkDeclareBlockers(state: GameState, player: string, blockers: Block[]): Violation[] {
  const out = checkBlockRestrictions(state, player, blockers);
  if (out.length === 0 && blockRequirements(state, player).length > 0) out.push(...checkBlockRequirements(state, player, blockers));
  return out;
}

/** 509.1a-b: the declaration breaks no restriction. */
function checkBlockRestrictions(state: GameState, player: string, blockers: Block[]): Violation[] {
  const out: Violation[] = [];
  const combat = state.combat;
  if (!combat) return [{ code: 'NO_COMBAT', rule: '509.1', message: msg('509-declare-blockers.NO_COMBAT') }];
  const seen = new Set<string>();
  const blockersOf = new Map<string, GameObject[]>();
  for (const b of blockers) {
    const o = state.battlefield.find((p) => p.id === b.id);
    if (seen.has(b.id)) {
      out.push({ code: 'DUPLICATE_BLOCKER', rule: '509.1a', message: msg('509-declare-blockers.DUPLICATE_BLOCKER', { id: b.id }) });
      continue;
    }
    seen.add(b.id);
    if (!o || !o.card || o.phasedOut) {
      // 702.26b: a phased-out permanent is treated as though it doesn't exist.
      if (o?.phasedOut || state.phasedOut.some((p) => p.id === b.id))
        out.push({
          code: 'NOT_ON_BATTLEFIELD',
          rule: '702.26b',
          message: msg('509-declare-blockers.NOT_ON_BATTLEFIELD', { id: b.id }),
        });
      else
        out.push({ code: 'NOT_ON_BATTLEFIELD', rule: '509.1a', message: msg('509-declare-blockers.NOT_ON_BATTLEFIELD.2', { id: b.id }) });
      continue;
    }
    if (o.controller !== player) {
      out.push({
        code: 'NOT_CONTROLLER',
        rule: '509.1a',
        message: msg('509-declare-blockers.NOT_CONTROLLER', { describe: objectName(o), player: player }),
      });
      continue;
    }
    if (!characteristicsOf(state, o).types.includes('Creature')) {
      out.push({ code: 'NOT_A_CREATURE', rule: '506.3', message: msg('509-declare-blockers.NOT_A_CREATURE', { describe: objectName(o) }) });
      continue;
    }
    if (o.tapped) out.push({ code: 'TAPPED', rule: '509.1a', message: msg('509-declare-blockers.TAPPED', { describe: objectName(o) }) });
    const restriction = blockRestriction(state, o);
    if (restriction) out.push(restriction);
    // 509.1a: each chosen creature blocks one attacking creature; 101.1: more when an effect says it can block additional creatures.
    const allowed = b.blocking.length > 1 ? blocksAllowed(state, o) : 1;
    if (b.blocking.length === 0 || (b.blocking.length > 1 && allowed === 1)) {
      out.push({ code: 'BLOCKS_ONE', rule: '509.1a', message: msg('509-declare-blockers.BLOCKS_ONE', { describe: objectName(o) }) });
      continue;
    }
    if (b.blocking.length > allowed) {
      out.push({
        code: 'BLOCKS_TOO_MANY',
        rule: '509.1a',
        message: msg('509-declare-blockers.BLOCKS_UP_TO', { describe: objectName(o), count: allowed }),
      });
      continue;
    }
    const twice = b.blocking.find((id, i) => b.blocking.indexOf(id) !== i);
    if (twice !== undefined) {
      out.push({
        code: 'DUPLICATE_BLOCK',
        rule: '509.1a',
        message: msg('509-declare-blockers.BLOCKS_SAME', { describe: objectName(o), attackerId: twice }),
      });
      continue;
    }
    for (const attackerId of b.blocking) {
      const attack = combat.attackers.find((a) => a.id === attackerId);
      if (!attack) {
        out.push({ code: 'NOT_ATTACKING', rule: '509.1a', message: msg('509-declare-blockers.NOT_ATTACKING', { attackerId: attackerId }) });
        continue;
      }
      // 506.4c: a creature whose planeswalker left combat is still attacking, and may be blocked.
      const attackedGone =
        !state.players.some((p) => p.id === attack.attacking) && !state.battlefield.some((p) => p.id === attack.attacking);
      const attacked =
        attackedGone || attack.attacking === player || state.battlefield.some((p) => p.id === attack.attacking && p.controller === player);
      if (!attacked)
        out.push({
          code: 'NOT_ATTACKING_YOU',
          rule: '509.1a',
          message: msg('509-declare-blockers.NOT_ATTACKING_YOU', { attackerId: attackerId, player: player }),
        });
      const list = blockersOf.get(attackerId) ?? [];
      list.push(o);
      blockersOf.set(attackerId, list);
    }
  }
  // 509.1b, 506.5: a creature that can't block alone is not the only blocker declared.
  if (blockers.length === 1) {
    const only = state.battlefield.find((p) => p.id === blockers[0].id);
    const alone = only?.card ? aloneRestriction(state, only, 'block') : null;
    if (alone) out.push(alone);
  }
  // 509.1b: restrictions, evasion abilities among them, checked on the whole declaration.
  for (const [attackerId, list] of blockersOf) {
    const attacker = state.battlefield.find((p) => p.id === attackerId);
    if (!attacker) continue;
    const cantBeBlocked = unblockable(state, attacker);
    if (cantBeBlocked) out.push(cantBeBlocked);
    const atMostOne = blockedByAtMostOne(state, attacker, list.length);
    if (atMostOne) out.push(atMostOne);
    for (const blocker of list) {
      const c = { state, attacker, blocker, blockersOfAttacker: list, defendingPlayer: player };
      out.push(...checkBlock(c));
      const onlyFlying = checkBlockOnlyFlying(c);
      if (onlyFlying) out.push(onlyFlying);
      const notThat = checkCantBlockAttacker(c);
      if (notThat) out.push(notThat);
      out.push(...checkBlockedBy(c));
    }
  }
  return dedupe(out);
}

/**
 * A requirement on blocking (509.1c): this creature blocks that attacker if able ("provoke", 702.39a; Lure's "all
 * creatures able to block it do so"), or (`attacker` null) it blocks some attacking creature if able; or (`blocker`
 * null) that attacker is blocked by some creature if able ("must be blocked if able").
 */
interface BlockRequirement {
  blocker: GameObject | null;
  attacker: string | null;
  source: string | null;
}

/**
 * The requirements in force on the defending player's creatures, for attackers still in combat: effects
 * ("must-block", "must-be-blocked-by-all") and static abilities ("All creatures able to block CARDNAME do so",
 * "CARDNAME blocks each combat if able"). A creature that could not block at all (tapped, "can't block") is
 * given none from a "do so": it could obey none of them (509.1c counts what can be obeyed).
 */
export function blockRequirements(state: GameState, player: string): BlockRequirement[] {
  const out: BlockRequirement[] = [];
  const combat = state.combat;
  if (!combat) return out;
  const attacking = (id: string) => combat.attackers.some((a) => a.id === id);
  const able = () => potentialBlockers(state).filter((o) => o.controller === player);
  for (const e of state.effects) {
    if (e.kind === 'must-block') {
      if (e.attacker !== undefined && !attacking(e.attacker)) continue;
      for (const id of e.affects) {
        const blocker = state.battlefield.find((o) => o.id === id && o.controller === player);
        if (blocker) out.push({ blocker, attacker: e.attacker ?? null, source: e.source });
      }
    }
    if (e.kind === 'must-be-blocked')
      for (const attacker of e.affects.filter(attacking)) out.push({ blocker: null, attacker, source: e.source });
    if (e.kind === 'must-be-blocked-by-all')
      for (const attacker of e.affects.filter(attacking)) for (const blocker of able()) out.push({ blocker, attacker, source: e.source });
  }
  for (const { source, effect } of ruleEffects(state)) {
    if (effect.kind === 'mustBeBlockedByAll')
      for (const a of combat.attackers) {
        const attacker = state.battlefield.find((o) => o.id === a.id);
        if (attacker && ruleEffectApplies(state, source, effect.affected, attacker))
          for (const blocker of able()) out.push({ blocker, attacker: a.id, source: source.id });
      }
    if (effect.kind === 'mustBeBlocked')
      for (const a of combat.attackers) {
        const attacker = state.battlefield.find((o) => o.id === a.id);
        if (attacker && ruleEffectApplies(state, source, effect.affected, attacker))
          out.push({ blocker: null, attacker: a.id, source: source.id });
      }
    if (effect.kind === 'mustBlock')
      for (const blocker of state.battlefield)
        if (blocker.controller === player && ruleEffectApplies(state, source, effect.affected, blocker))
          out.push({ blocker, attacker: null, source: source.id });
  }
  return out;
}

// 702.22h: a creature blocking a band-mate of the required attacker blocks it too.
const obeys = (state: GameState, r: BlockRequirement, blockers: Block[]): boolean =>
  blockers.some(
    (b) =>
      (r.blocker === null || b.id === r.blocker.id) &&
      (r.attacker === null
        ? b.blocking.length > 0
        : (state.combat ? blockedWithBands(state.combat, b.blocking) : b.blocking).includes(r.attacker)),
  );
const obeyedBy = (state: GameState, requirements: BlockRequirement[], blockers: Block[]): number =>
  requirements.filter((r) => obeys(state, r, blockers)).length;

/** The most requirements a declaration can obey without breaking a restriction (509.1c), with such a declaration. */
export function bestRequiredBlocks(state: GameState, player: string): { count: number; blockers: Block[] } {
  const requirements = blockRequirements(state, player);
  const none = { count: 0, blockers: [] };
  if (requirements.length === 0) return none;
  // Each required creature blocks some of the attackers it is required to block, or none: one of them
  // (509.1a), or as many as it may block (101.1: "can block an additional creature").
  // A creature that blocks "some attacker" if able may pick any attacking creature.
  const everyAttacker = (state.combat?.attackers ?? []).map((a) => a.id);
  const required = new Map<string, string[]>();
  for (const r of requirements)
    for (const blocker of r.blocker ? [r.blocker] : potentialBlockers(state)) {
      // "must be blocked if able": any creature able to block may be the one.
      const list = required.get(blocker.id) ?? [];
      for (const a of r.attacker === null ? everyAttacker : [r.attacker]) if (!list.includes(a)) list.push(a);
      required.set(blocker.id, list);
    }
  const choices = new Map<string, string[][]>();
  for (const [id, attackers] of required) {
    const blocker = state.battlefield.find((o) => o.id === id);
    const allowed = blocker ? blocksAllowed(state, blocker) : 1;
    if (attackers.length > 12)
      throw new Unsupported(
        'UNSUPPORTED_BLOCK_REQUIREMENTS',
        msg('509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS', { count: requirements.length, creatures: required.size }),
        '509.1c',
      );
    const subsets: string[][] = [];
    for (let mask = 0; mask < 1 << attackers.length; mask++) {
      const pick = attackers.filter((_, i) => (mask >> i) & 1);
      if (pick.length <= allowed) subsets.push(pick);
    }
    choices.set(id, subsets);
  }
  const ids = [...choices.keys()];
  const combinations = ids.reduce((n, id) => n * (choices.get(id)?.length ?? 1), 1);
  if (combinations > 4096)
    throw new Unsupported(
      'UNSUPPORTED_BLOCK_REQUIREMENTS',
      msg('509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS', { count: requirements.length, creatures: ids.length }),
      '509.1c',
    );
  const candidates: Block[][] = [];
  for (let k = 0; k < combinations; k++) {
    let rest = k;
    const blocks: Block[] = [];
    for (const id of ids) {
      const list = choices.get(id) ?? [[]];
      const pick = list[rest % list.length];
      rest = Math.floor(rest / list.length);
      if (pick.length > 0) blocks.push({ id, blocking: pick });
    }
    candidates.push(blocks);
  }
  const scored = candidates
    .map((blockers) => ({ count: obeyedBy(state, requirements, blockers), blockers }))
    .sort((a, b) => b.count - a.count);
  for (const c of scored) {
    if (c.count === 0) return none;
    const legal = completeDeclaration(state, player, c.blockers);
    if (legal) return { count: c.count, blockers: legal };
  }
  return none;
}

/**
 * A declaration that contains these blocks and breaks no restriction, if there is one: the only
 * restriction other creatures can help with is menace (702.111b), by blocking the same attacker.
 */
function completeDeclaration(state: GameState, player: string, blocks: Block[]): Block[] | null {
  const violations = checkBlockRestrictions(state, player, blocks);
  if (violations.length === 0) return blocks;
  // 506.5: another creature blocking with one that can't block alone is a choice this search does not weigh.
  if (
    violations.some((v) => v.code === 'CANT_BLOCK_ALONE') &&
    violations.every((v) => v.code === 'CANT_BLOCK_ALONE' || v.code === 'CANNOT_BLOCK_MENACE')
  )
    throw new Unsupported('UNSUPPORTED_BLOCK_REQUIREMENTS', msg('509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS.ways'), '509.1c');
  if (!violations.every((v) => v.code === 'CANNOT_BLOCK_MENACE')) return null;
  const used = new Set(blocks.map((b) => b.id));
  const helpers = potentialBlockers(state).filter((o) => !used.has(o.id));
  const needs: string[] = [];
  for (const attackerId of new Set(blocks.flatMap((b) => b.blocking))) {
    const attacker = state.battlefield.find((o) => o.id === attackerId);
    const have = blocks.filter((b) => b.blocking.includes(attackerId)).length;
    for (let i = have; attacker && i < minimumBlockers(state, attacker); i++) needs.push(attackerId);
  }
  let tries = 0;
  const search = (i: number, pool: typeof helpers, added: Block[]): Block[] | null => {
    if (i === needs.length) return checkBlockRestrictions(state, player, [...blocks, ...added]).length === 0 ? [...blocks, ...added] : null;
    for (const helper of pool) {
      if (++tries > 2000)
        throw new Unsupported('UNSUPPORTED_BLOCK_REQUIREMENTS', msg('509-declare-blockers.UNSUPPORTED_BLOCK_REQUIREMENTS.ways'), '509.1c');
      const found = search(
        i + 1,
        pool.filter((o) => o !== helper),
        [...added, { id: helper.id, blocking: [needs[i]] }],
      );
      if (found) return found;
    }
    return null;
  };
  return search(0, helpers, []);
}

/**
 * 509.1c: the declaration must obey as many requirements as can be obeyed without breaking a
 * restriction; a creature that cannot block (tapped, can't block, evasion) is not required to.
 */
function checkBlockRequirements(state: GameState, player: string, blockers: Block[]): Violation[] {
  const requirements = blockRequirements(state, player);
  const obeyed = obeyedBy(state, requirements, blockers);
  const best = bestRequiredBlocks(state, player);
  if (obeyed >= best.count) return [];
  const missed = requirements.filter((r) => !obeys(state, r, blockers));
  const example = joined(
    best.blockers.map((b) => msg('509-declare-blockers.blocks', { id: b.id, attackers: b.blocking.join(', ') })),
    '; ',
  );
  return [
    {
      code: 'MUST_BLOCK',
      rule: '509.1c',
      message: msg('509-declare-blockers.MUST_BLOCK', {
        missed: joined(
          missed.map((r) =>
            r.blocker === null
              ? msg('509-declare-blockers.mustBeBlocked', { attacker: r.attacker ?? '', source: r.source ? ` (${r.source})` : '' })
              : r.attacker === null
                ? msg('509-declare-blockers.mustBlockAny', { blocker: objectName(r.blocker), source: r.source ? ` (${r.source})` : '' })
                : msg('509-declare-blockers.mustBlock', {
                    blocker: objectName(r.blocker),
                    attacker: r.attacker,
                    source: r.source ? ` (${r.source})` : '',
                  }),
          ),
          '; ',
        ),
        obeyed: obeyed,
        count: best.count,
        example: example,
      }),
    },
  ];
}

function dedupe(list: Violation[]): Violation[] {
  const seen = new Set<string>();
  return list.filter((v) => {
    const key = `${v.code}|${v.rule}|${v.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** 509.1g-h: the blockers block; attackers with a blocker become blocked, the others unblocked. */
export function applyDeclareBlockers(ctx: Ctx, player: string, blockers: { id: string; blocking: string[] }[]): void {
  const state = ctx.state;
  const combat = state.combat;
  if (!combat) return;
  for (const b of blockers) refuseMenaceInBlockedBand(state, combat, b.blocking);
  combat.blockers = blockers.map((b) => ({ id: b.id, blocking: blockedWithBands(combat, b.blocking) }));
  // 702.22h: blocking one creature of a band blocks the whole band.
  for (const b of combat.blockers) {
    const more = b.blocking.filter((id) => !blockers.some((d) => d.id === b.id && d.blocking.includes(id)));
    if (more.length > 0)
      ctx.trace.cite('702.22h', 'blocked', msg('509-declare-blockers.blocked', { id: b.id, more: more.join(', ') }), [b.id, ...more]);
  }
  combat.blockersDeclared = true;
  for (const b of combat.blockers) ctx.trace.emit({ type: 'block', object: b.id, blocking: [...b.blocking] });
  for (const a of combat.attackers) a.blocked = combat.blockers.some((b) => b.blocking.includes(a.id));
  for (const a of combat.attackers)
    if (a.blocked)
      ctx.trace.emit({ type: 'blocked', object: a.id, by: combat.blockers.filter((b) => b.blocking.includes(a.id)).map((b) => b.id) });
    // 509.3g: "attacks and isn't blocked": no creature was declared to block it (one that entered attacking included).
    else ctx.trace.emit({ type: 'unblocked', object: a.id });
  ctx.trace.cite(
    blockers.length === 0 ? '509.1a' : '509.1g',
    'declareBlockers',
    blockers.length === 0
      ? msg('509-declare-blockers.declareBlockers', { player: player })
      : msg('509-declare-blockers.declareBlockers.2', {
          player: player,
          blockers: joined(
            blockers.map((b) => msg('509-declare-blockers.blocks', { id: b.id, attackers: b.blocking.join(', ') })),
            '; ',
          ),
        }),
    blockers.map((b) => b.id),
  );
  const blocked = combat.attackers.filter((a) => a.blocked).map((a) => a.id);
  const unblocked = combat.attackers.filter((a) => !a.blocked).map((a) => a.id);
  ctx.trace.cite(
    '509.1h',
    'blocked',
    msg('509-declare-blockers.blocked.2', {
      pValue: blocked.length > 0 ? blocked.join(', ') : msg('word.none'),
      pValue2: unblocked.length > 0 ? unblocked.join(', ') : msg('word.none'),
    }),
  );
  givePriority(ctx, state.turn.active, '509.2', msg('priority.blockersAreDeclared'));
}
