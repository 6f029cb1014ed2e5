import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { GameObject, GameState } from '../state/types';
import { removeFromCombat } from './506-combat';
import { abilitiesNow } from './613-layers';
import { Message, msg } from '../trace/message';

/** A control-changing effect in force (613.1b): who it gives control to, and its timestamp (613.7). */
interface ControlEffect {
  to: string;
  timestamp: number;
  by: string | Message;
}

/** Whether any control-changing effect could apply: most boards have none. */
function anyControlEffect(state: GameState): boolean {
  return (
    state.effects.some((e) => e.kind === 'gain-control') ||
    state.battlefield.some(
      (o) =>
        o.baseController !== undefined ||
        (o.card !== null && compiled(o.card).abilities.some((a) => a.kind === 'static' && a.effects.some((e) => e.kind === 'control'))),
    )
  );
}

/** The control-changing effects that apply to `o` now, in timestamp order (613.7). */
function controlEffectsOn(state: GameState, o: GameObject): ControlEffect[] {
  const out: ControlEffect[] = [];
  for (const e of state.effects)
    if (e.kind === 'gain-control' && e.affects.includes(o.id)) out.push({ to: e.controller, timestamp: e.timestamp, by: e.id });
  for (const source of state.battlefield) {
    if (source.attachedTo !== o.id || !source.card || source.phasedOut) continue;
    // "You control enchanted creature": an Aura's static ability, while it has it (613.1f comes later but removes it).
    for (const a of abilitiesNow(state, source)) {
      if (a.kind !== 'static') continue;
      for (const e of a.effects)
        if (e.kind === 'control' && e.affected.kind === 'enchanted')
          out.push({ to: source.controller, timestamp: source.timestamp, by: objectName(source) });
    }
  }
  return out.sort((a, b) => a.timestamp - b.timestamp);
}

/** 613.1b: the controller layer 2 gives `o`: the last control-changing effect (613.7), else its own (110.2). */
export function layeredController(state: GameState, o: GameObject): { controller: string; by: string | Message | null } {
  const effects = controlEffectsOn(state, o);
  if (effects.length === 0) return { controller: o.baseController ?? o.controller, by: null };
  const last = effects[effects.length - 1];
  return { controller: last.to, by: last.by };
}

/**
 * Applies layer 2 to the board: each permanent's controller is what its control-changing effects
 * make it. A permanent changing controller is removed from combat (506.4) and its new controller
 * has not controlled it continuously since their turn began (302.6).
 */
export function applyControlEffects(ctx: Ctx): void {
  const state = ctx.state;
  if (!anyControlEffect(state)) return;
  // An Aura that changes control may itself change controller: settle in a few rounds.
  for (let round = 0; round < 4; round++) {
    let changed = false;
    for (const o of state.battlefield) {
      const { controller, by } = layeredController(state, o);
      if (by === null && o.baseController !== undefined && controller === o.controller) delete o.baseController;
      // 110.2: under a control-changing effect, the controller it returns to is its owner unless the board said otherwise (as parse reads it).
      if (by !== null && o.baseController === undefined && controller === o.controller && o.owner !== o.controller)
        o.baseController = o.owner;
      if (controller === o.controller) continue;
      if (o.baseController === undefined) o.baseController = o.controller;
      const from = o.controller;
      o.controller = controller;
      if (by === null) delete o.baseController;
      o.summoningSick = true;
      // 702.30a: it came under this player's control now (echo looks at that).
      o.upkeepsSinceControl = 0;
      // 702.62a: the haste a creature cast through suspend gained lasts until its controller loses control of it.
      if (o.alternativeCost === 'suspend') delete o.alternativeCost;
      const inCombat =
        !!state.combat && (state.combat.attackers.some((a) => a.id === o.id) || state.combat.blockers.some((b) => b.id === o.id));
      removeFromCombat(state, o.id);
      changed = true;
      ctx.trace.cite(
        '613.1b',
        'controlChange',
        by
          ? msg('613-control.controlChange', { by: by, controller: controller, describe: objectName(o), from: from })
          : msg('613-control.controlChange.2', { describe: objectName(o), controller: controller }),
        [o.id],
      );
      if (inCombat) ctx.trace.cite('506.4', 'removedFromCombat', msg('613-control.removedFromCombat', { describe: objectName(o) }), [o.id]);
      ctx.trace.emit({ type: 'controlChange', object: o.id, from, to: controller });
    }
    if (!changed) return;
  }
}

/** A board whose controllers contradict its control-changing effects (613.1b): one message per permanent. */
export function controlMismatches(state: GameState): { id: string; message: Message }[] {
  if (!anyControlEffect(state)) return [];
  const out: { id: string; message: Message }[] = [];
  for (const o of state.battlefield) {
    const { controller, by } = layeredController(state, o);
    if (by !== null && controller !== o.controller)
      out.push({
        id: o.id,
        message: msg('613-control.CONTROLLER_MISMATCH', { object: objectName(o), controller, given: o.controller, by }),
      });
  }
  return out;
}
