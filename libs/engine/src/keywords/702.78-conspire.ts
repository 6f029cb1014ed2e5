import { CardDefinition } from '../cards/card';
import { hasKeyword } from '../cards/compiled';
import { keywordTrigger, KeywordPhrase } from '../cards/keyword-table';
import { Ctx, objectName } from '../context';
import { characteristicsOf, colorsNow } from '../rules/613-layers';
import { GameObject, GameState, StackObject } from '../state/types';
import { cardName, msg } from '../trace/message';
import { Violation } from '../violation';

/**
 * 702.78a: "Conspire" is two abilities of a spell on the stack: an optional additional cost, "tap
 * two untapped creatures you control that each share a color with it" (601.2b, 601.2f-h: the cast
 * action's `additionalCosts` holds "conspire" and its `tapUntapped` names the two creatures), and
 * "When you cast this spell, if its conspire cost was paid, copy it" (an intervening "if", 603.4).
 * The copy keeps the original's targets: choosing new ones (707.10c) is not offered. One instance
 * only (702.78b is not read), on instants and sorceries (the copy code copies no permanent spell).
 */
export const CONSPIRE: KeywordPhrase = {
  rule: '702.78a',
  abilities: (item) =>
    item === 'conspire'
      ? [
          { kind: 'keyword', keyword: 'conspire', text: 'Conspire' },
          keywordTrigger({ event: 'castSelf' }, [{ kind: 'conspireCopy' }], 'Conspire', '702.78a'),
        ]
      : null,
  verify(card) {
    // 702.78b: two instances are paid and trigger separately: not read.
    const n = card.text.split('\n').filter((line) => /^Conspire\b/.test(line)).length;
    return n <= 1 && (card.types.includes('Instant') || card.types.includes('Sorcery'));
  },
};

/** Whether the card has conspire (702.78a). */
export function hasConspire(card: CardDefinition): boolean {
  return hasKeyword(card, 'conspire');
}

/** 702.78a: whether a spell's conspire cost was paid (its "conspire" additional cost). */
export function conspired(entry: Pick<StackObject, 'additionalCosts'>): boolean {
  return (entry.additionalCosts ?? []).includes('conspire');
}

/**
 * 702.78a, 601.2h: the two creatures named to pay the conspire cost, checked: two different
 * untapped creatures the caster controls (not phased out), each sharing at least one color with the
 * spell as it is on the stack (105.2: a colorless spell shares none), and not also named as mana
 * sources (each taps once). 118.3: without them, the cost cannot be paid and the cast is refused.
 */
export function conspireCreatures(
  state: GameState,
  action: { player: string; tapUntapped?: string[]; payment?: { tap?: string[]; convoke?: string[] } },
  spell: GameObject,
): GameObject[] | Violation {
  const ids = action.tapUntapped ?? [];
  const name = spell.card ? cardName(spell.card) : spell.id;
  if (ids.length !== 2 || new Set(ids).size !== 2)
    return { code: 'CONSPIRE_REQUIRED', rule: '702.78a', message: msg('702.78-conspire.REQUIRED', { name, count: ids.length }) };
  const colors = colorsNow(state, spell);
  const out: GameObject[] = [];
  for (const id of ids) {
    const o = state.battlefield.find((p) => p.id === id && !p.phasedOut);
    if (!o || !characteristicsOf(state, o).types.includes('Creature'))
      return { code: 'NOT_A_CREATURE', rule: '702.78a', message: msg('702.78-conspire.NOT_A_CREATURE', { id }) };
    if (o.controller !== action.player)
      return {
        code: 'NOT_CONTROLLER',
        rule: '702.78a',
        message: msg('702.78-conspire.NOT_CONTROLLER', { describe: objectName(o), controller: o.controller }),
      };
    if (o.tapped)
      return { code: 'ALREADY_TAPPED', rule: '702.78a', message: msg('702.78-conspire.ALREADY_TAPPED', { describe: objectName(o) }) };
    const own = colorsNow(state, o);
    if (!own.some((c) => colors.includes(c)))
      return {
        code: 'NO_SHARED_COLOR',
        rule: '702.78a',
        message: msg('702.78-conspire.NO_SHARED_COLOR', {
          describe: objectName(o),
          name,
          colors: own.length > 0 ? own.join('') : msg('word.none'),
          spellColors: colors.length > 0 ? colors.join('') : msg('word.none'),
        }),
      };
    if ((action.payment?.tap ?? []).includes(id) || (action.payment?.convoke ?? []).includes(id))
      return { code: 'INVALID_PAYMENT', rule: '118.3', message: msg('702.78-conspire.ALSO_FOR_MANA', { describe: objectName(o) }) };
    out.push(o);
  }
  return out;
}

/** 702.78a, 601.2h: the two creatures tap as the conspire cost is paid, before any mana ability is activated for the rest. */
export function tapConspirators(ctx: Ctx, player: string, spell: GameObject, creatures: GameObject[]): void {
  for (const o of creatures) {
    o.tapped = true;
    ctx.trace.emit({ type: 'tap', object: o.id });
  }
  ctx.trace.cite(
    '702.78a',
    'conspire',
    msg('702.78-conspire.tapped', {
      player,
      ids: creatures.map((o) => o.id).join(', '),
      name: spell.card ? cardName(spell.card) : spell.id,
    }),
    creatures.map((o) => o.id),
  );
}
