import { KeywordPhrase, keywordWith } from '../cards/keyword-table';
import { Ability, Effect } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { StackObject } from '../state/types';
import { GameEvent } from '../trace/trace';
import { msg } from '../trace/message';

/**
 * 702.83a: "Exalted" means "Whenever a creature you control attacks alone, that creature gets
 * +1/+1 until end of turn." 702.83b, 506.5: a creature attacks alone if it is the only creature
 * declared as an attacker in that combat. Each instance triggers separately (one ability each),
 * and the bonus goes to the attacker the trigger refers to, not to the exalted permanent.
 */
export function exaltedAbility(): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'attacksAlone', who: 'creatureYouControl' },
    condition: null,
    targets: [],
    effects: [{ kind: 'modifyAttackerPT', power: 1, toughness: 1, rule: '702.83a' }],
    text: 'Exalted',
  };
}

/**
 * 506.5, 702.83b: whether the creature of the `attack` event at `index` was the only creature
 * declared as an attacker in its declare attackers step: the attack events between the step's
 * beginning and the next step.
 */
export function attackedAlone(events: readonly GameEvent[], index: number): boolean {
  let declared = 0;
  for (let i = index; i >= 0 && events[i].type !== 'step'; i--) if (events[i].type === 'attack') declared++;
  for (let i = index + 1; i < events.length && events[i].type !== 'step'; i++) if (events[i].type === 'attack') declared++;
  return declared === 1;
}

/**
 * 702.83a: "that creature gets +1/+1 until end of turn": the attacker the trigger refers to, if it
 * is still on the battlefield (400.7); it need not still be attacking.
 */
export function applyAttackerPT(ctx: Ctx, spell: StackObject, effect: Extract<Effect, { kind: 'modifyAttackerPT' }>, id: string): void {
  const state = ctx.state;
  const attacker = state.battlefield.find((o) => o.id === spell.refersTo);
  if (!attacker) {
    ctx.trace.cite(
      '400.7',
      'noObject',
      msg('702.83-exalted.noObject', { pValue: spell.refersTo ?? msg('702.83-exalted.theAttacker'), id: spell.id }),
    );
    return;
  }
  state.effects.push({
    id,
    kind: 'modify-pt',
    power: effect.power,
    toughness: effect.toughness,
    affects: [attacker.id],
    source: spell.ability?.source ?? spell.id,
    controller: spell.controller,
    timestamp: state.nextTimestamp++,
    duration: 'until-end-of-turn',
  });
  const sign = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
  ctx.trace.cite(
    effect.rule,
    'continuousEffect',
    msg('702.83-exalted.continuousEffect', {
      describe: objectName(attacker),
      sign: sign(effect.power),
      sign2: sign(effect.toughness),
      id: id,
    }),
    [attacker.id],
  );
}

/** 702.83a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const EXALTED: KeywordPhrase = { rule: '702.83a', abilities: keywordWith('exalted', exaltedAbility) };
