import { KeywordPhrase, keywordWith } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { targetPhrase } from '../cards/grammar/selector';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { msg } from '../trace/message';

/**
 * 702.39a: "Provoke" means "Whenever this creature attacks, you may choose to have target creature
 * defending player controls block this creature this combat if able. If you do, untap that
 * creature." The target is chosen as the ability goes on the stack (603.3d); the "you may" is
 * answered as it resolves (608.2d). Each instance triggers separately (702.39b).
 */
export function provokeAbility(): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'attacks', who: 'self' },
    condition: null,
    targets: [targetPhrase('target creature defending player controls')],
    effects: [{ kind: 'provoke', target: 0 }],
    text: 'Provoke',
  };
}

/**
 * 702.39a, once its controller chose to: a requirement (509.1c) that the target blocks the
 * provoking creature this combat if able, then the target untaps.
 */
export function applyProvoke(ctx: Ctx, entry: StackObject, targetId: string, effectId: string): void {
  const state = ctx.state;
  const creature = state.battlefield.find((o) => o.id === targetId);
  const attacker = entry.ability?.source;
  if (!creature || !attacker) return;
  state.effects.push({
    id: effectId,
    kind: 'must-block',
    power: 0,
    toughness: 0,
    affects: [creature.id],
    attacker,
    source: attacker,
    controller: entry.controller,
    timestamp: state.nextTimestamp++,
    duration: 'until-end-of-combat',
  });
  ctx.trace.cite(
    '702.39a',
    'requirement',
    msg('702.39-provoke.requirement', { describe: objectName(creature), attacker: attacker, effectId: effectId }),
    [creature.id, attacker],
  );
  if (creature.tapped) {
    creature.tapped = false;
    ctx.trace.emit({ type: 'untap', object: creature.id });
    ctx.trace.cite('702.39a', 'untap', msg('702.39-provoke.untap', { describe: objectName(creature) }), [creature.id]);
  }
}

/** 702.39a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const PROVOKE: KeywordPhrase = { rule: '702.39a', abilities: keywordWith('provoke', provokeAbility) };
