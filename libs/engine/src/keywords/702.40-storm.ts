import { KeywordPhrase, keywordWith } from '../cards/keyword-table';
import { Ability } from '../cards/ability';
import { Ctx, objectName } from '../context';
import { GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { freshId } from '../rules/121-drawing';
import { cardName, msg } from '../trace/message';
import { timesReplicated } from './702.56-replicate';
import { spellCopy } from '../rules/707.10-copy-spell';

/**
 * 702.40a: "Storm" means "When you cast this spell, copy it for each other spell that was cast
 * before it this turn. If the spell has any targets, you may choose new targets for any of the
 * copies." A triggered ability that functions on the stack; 702.40b: each instance triggers.
 */
export function stormAbility(): Ability {
  return {
    kind: 'triggered',
    trigger: { event: 'castSelf' },
    condition: null,
    targets: [],
    effects: [{ kind: 'stormCopies' }],
    text: 'Storm',
  };
}

/** 702.40a: the spells cast before this one this turn, counted as it triggers (the spell itself is the last one cast). */
export function stormCount(state: GameState): number {
  return Math.max(0, state.turn.spellsCast - 1);
}

/**
 * 707.10: the storm trigger resolves: one copy of the spell per spell cast before it (the
 * trigger's x). Each copy is a spell, not cast, with the original's modes, X, additional costs
 * and targets; the new targets 707.10c allows are not offered: each copy keeps the original's.
 * `replicate`: the replicate trigger (702.56a): one copy per replicate payment of the original;
 * `conspire`: the conspire trigger (702.78a): one copy.
 */
export function stormCopies(ctx: Ctx, trigger: StackObject, by: 'storm' | 'replicate' | 'conspire' = 'storm'): void {
  const replicate = by === 'replicate';
  const state = ctx.state;
  const original = state.stack.find((s) => s.id === trigger.refersTo);
  if (!original?.object?.card) {
    // The copies would be made from the spell as it last existed on the stack (608.2h): not kept here.
    throw new Unsupported(
      'UNSUPPORTED_RESOLUTION',
      msg('702.40-storm.UNSUPPORTED_RESOLUTION', { id: trigger.id, spell: trigger.refersTo }),
      '707.10',
    );
  }
  const card = original.object.card;
  if (!card.types.includes('Instant') && !card.types.includes('Sorcery')) {
    throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('702.40-storm.permanentSpell', { name: cardName(card) }), '707.10f');
  }
  const n = by === 'conspire' ? 1 : replicate ? timesReplicated(original) : (trigger.x ?? 0);
  if (by === 'conspire')
    ctx.trace.cite('702.78a', 'conspire', msg('702.78-conspire.copy', { describe: objectName(original.object) }), [original.id]);
  else
    ctx.trace.cite(
      replicate ? '702.56a' : '702.40a',
      replicate ? 'replicate' : 'storm',
      msg(replicate ? '702.56-replicate.replicate' : '702.40-storm.storm', {
        nValue: n,
        describe: objectName(original.object),
        nValue2: n,
        pValue: msg(n === 1 ? 'plural.copy' : 'plural.copies'),
      }),
      [original.id],
    );
  for (let i = 0; i < n; i++) {
    const id = freshId(state, `${original.id}.copy.${i + 1}`);
    const copy = spellCopy(original as StackObject & { object: GameObject }, trigger.controller, id);
    state.stack.push(copy);
    ctx.trace.cite(
      '707.10',
      'copySpell',
      msg('702.40-storm.copySpell', {
        name: cardName(card),
        id: id,
        controller: trigger.controller,
        pValue: copy.modes ? ` (modes ${copy.modes.join(', ')})` : '',
        pValue2: copy.x !== null ? ` (X = ${copy.x})` : '',
      }),
      [id],
    );
    if (copy.targets.length > 0) {
      ctx.trace.cite('707.10c', 'copyTargets', msg('702.40-storm.copyTargets', { id: id, targets: copy.targets.join(', ') }), copy.targets);
      for (const t of copy.targets) ctx.trace.emit({ type: 'targeted', object: t, by: id, controller: trigger.controller });
    }
  }
}

/** 702.40a: the keyword's phrase in the card language (cards/keyword-table.ts). */
export const STORM: KeywordPhrase = { rule: '702.40a', abilities: keywordWith('storm', stormAbility) };
