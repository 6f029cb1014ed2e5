import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { keywordsNow } from '../rules/613-layers';
import { removeFromCombat } from '../rules/506-combat';
import { GameObject, GameState } from '../state/types';
import { msg } from '../trace/message';

/** Whether anything on the board could have phasing: most boards have none, and pay nothing. */
function phasingOnBoard(state: GameState): boolean {
  if (state.effects.some((e) => e.keyword === 'phasing')) return true;
  return state.battlefield.some(
    (o) =>
      o.card !== null &&
      compiled(o.card).abilities.some(
        (a) =>
          (a.kind === 'keyword' && a.keyword === 'phasing') ||
          (a.kind === 'static' && a.effects.some((e) => e.kind === 'addKeyword' && e.keyword === 'phasing')),
      ),
  );
}

/** The permanents attached to these, and those attached to them, ... (702.26g). */
function attachedTo(zone: GameObject[], hosts: Set<string>, keep: (o: GameObject) => boolean): GameObject[] {
  const out: GameObject[] = [];
  const seen = new Set(hosts);
  for (let grew = true; grew;) {
    grew = false;
    for (const o of zone) {
      if (o.attachedTo !== null && seen.has(o.attachedTo) && !seen.has(o.id) && keep(o)) {
        seen.add(o.id);
        out.push(o);
        grew = true;
      }
    }
  }
  return out;
}

/**
 * 502.1, 702.26a: as the untap step begins, before anything untaps, the phased-in permanents with
 * phasing the active player controls phase out and, simultaneously, the permanents that phased
 * out under their control phase in. What is attached to a permanent phasing out phases out with it,
 * indirectly (702.26g, 702.26h), and phases in only with it. Phasing is not a zone change and
 * triggers nothing (702.26d); counters, damage and tapped status stay.
 */
export function phaseAtUntap(ctx: Ctx): void {
  const state = ctx.state;
  const active = state.turn.active;
  if (state.phasedOut.length === 0 && !phasingOnBoard(state)) return;
  const goingOut = state.battlefield.filter((o) => o.controller === active && o.card !== null && keywordsNow(state, o).has('phasing'));
  const comingIn = state.phasedOut.filter((o) => o.controller === active && !o.phasedOutIndirectly);
  // 702.26h: an object that would phase out directly and indirectly at once phases out indirectly.
  const withHosts = attachedTo(state.battlefield, new Set(goingOut.map((o) => o.id)), () => true);
  const indirect = new Set(withHosts.map((o) => o.id));
  const direct = goingOut.filter((o) => !indirect.has(o.id));
  const alongIn = attachedTo(state.phasedOut, new Set(comingIn.map((o) => o.id)), (o) => o.phasedOutIndirectly === true);
  if (direct.length + comingIn.length === 0) return;
  ctx.trace.cite('502.1', 'phasing', msg('702.26-phasing.phasing', { active: active, active2: active }));

  const out = new Set([...direct, ...withHosts].map((o) => o.id));
  const back = new Set([...comingIn, ...alongIn].map((o) => o.id));
  const leaving = state.battlefield.filter((o) => out.has(o.id));
  const returning = state.phasedOut.filter((o) => back.has(o.id));
  state.battlefield = state.battlefield.filter((o) => !out.has(o.id));
  state.phasedOut = state.phasedOut.filter((o) => !back.has(o.id));

  for (const o of leaving) {
    o.phasedOut = true;
    if (indirect.has(o.id)) {
      o.phasedOutIndirectly = true;
      ctx.trace.cite('702.26g', 'phaseOut', msg('702.26-phasing.phaseOut', { describe: objectName(o) }), [o.id]);
    } else ctx.trace.cite('702.26a', 'phaseOut', msg('702.26-phasing.phaseOut.2', { describe: objectName(o) }), [o.id]);
    state.phasedOut.push(o);
  }
  for (const o of returning) {
    o.phasedOut = false;
    const wasIndirect = o.phasedOutIndirectly === true;
    delete o.phasedOutIndirectly;
    // 702.26i: a directly phased-out Aura or Equipment phases in attached to the same object, if it is still there.
    if (
      !wasIndirect &&
      o.attachedTo !== null &&
      !state.players.some((p) => p.id === o.attachedTo && p.lost === null) &&
      ![...state.battlefield, ...state.phasedOut, ...returning].some((p) => p.id === o.attachedTo)
    ) {
      ctx.trace.cite('702.26i', 'phaseIn', msg('702.26-phasing.phaseIn', { describe: objectName(o) }), [o.id]);
      o.attachedTo = null;
    }
    ctx.trace.cite(
      wasIndirect ? '702.26g' : '702.26c',
      'phaseIn',
      msg('702.26-phasing.phaseIn.2', { describe: objectName(o), pValue: wasIndirect ? msg('702.26-phasing.alongWith') : '' }),
      [o.id],
    );
    state.battlefield.push(o);
  }
}

/**
 * 702.26a, 702.26g: an effect phases `o` out (not a zone change, 702.26d: nothing triggers): it and what is attached to it
 * (indirectly) are treated as though they didn't exist (702.26b) until its controller's next untap step (502.1); a
 * creature phasing out leaves combat (506.4).
 */
export function phaseOutByEffect(ctx: Ctx, o: GameObject): void {
  const state = ctx.state;
  const along = attachedTo(state.battlefield, new Set([o.id]), () => true);
  const leaving = [o, ...along];
  const ids = new Set(leaving.map((x) => x.id));
  state.battlefield = state.battlefield.filter((x) => !ids.has(x.id));
  for (const x of leaving) {
    x.phasedOut = true;
    if (x !== o) {
      x.phasedOutIndirectly = true;
      ctx.trace.cite('702.26g', 'phaseOut', msg('702.26-phasing.phaseOut', { describe: objectName(x) }), [x.id]);
    } else ctx.trace.cite('702.26a', 'phaseOut', msg('702.26-phasing.byEffect', { describe: objectName(x) }), [x.id]);
    if (state.combat && (state.combat.attackers.some((a) => a.id === x.id) || state.combat.blockers.some((b) => b.id === x.id))) {
      removeFromCombat(state, x.id);
      ctx.trace.cite('506.4', 'removedFromCombat', msg('702.26-phasing.leavesCombat', { describe: objectName(x) }), [x.id]);
    }
    state.phasedOut.push(x);
  }
}
