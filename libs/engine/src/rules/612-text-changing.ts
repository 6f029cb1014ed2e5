import { splicedCard, splicedOnto } from '../keywords/702.47-splice';
import { ChangeTextEffect, CLASS_NAME, CREATURE_TYPE_SET, wordClass, WordClass, wordsOf } from '../cards/grammar/text-changing';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { ContinuousEffect, GameObject, GameState, StackObject } from '../state/types';
import { Unsupported } from '../unsupported';
import { Violation } from '../violation';
import { chosenSpell, spellAbility } from './601-casting-spells';
import { cardName, listed, msg } from '../trace/message';
import { isOverloadedSpell, overloadedCard } from '../keywords/702.96-overload';

/**
 * 612 Text-changing effects, as the engine models them: "Change the text of target spell or
 * permanent by replacing all instances of one color word with another" (Sleight of Mind, Magical
 * Hack, Mind Bend, Artificial Evolution, Crystal Spray ...). The words are chosen as the spell
 * resolves (608.2d); the result is a continuous effect on the board (`change-text`, with `from`
 * and `to`), applied in layer 3 (613.1c) to the object's printed text and type line (612.1), so
 * that layers 4-7 and every rule read the changed abilities. Exchanging text boxes (612.5) and
 * "full text" (612.6) are not modelled.
 */

// ---------------------------------------------------------------------------------------------
// Changing the words (612.2)

const IRREGULAR_PLURALS: Record<string, string> = {
  Elf: 'Elves',
  Dwarf: 'Dwarves',
  Wolf: 'Wolves',
  Werewolf: 'Werewolves',
  Mouse: 'Mice',
  Ox: 'Oxen',
  Cyclops: 'Cyclopes',
  Homunculus: 'Homunculi',
  Fungus: 'Fungi',
  Plains: 'Plains',
};

/** How a subtype is written when it names several objects ("Goblins", "Elves", "Merfolk"). */
function plural(word: string): string {
  if (IRREGULAR_PLURALS[word]) return IRREGULAR_PLURALS[word];
  if (/(folk|kin|fish)$/i.test(word) || word === 'Sheep' || word === 'Kor') return word;
  if (/(s|x|ch|sh)$/.test(word)) return `${word}es`;
  if (/[^aeiou]y$/.test(word)) return `${word.slice(0, -1)}ies`;
  return `${word}s`;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function likeCase(model: string, word: string): string {
  if (model[0] === model[0].toUpperCase()) return word[0].toUpperCase() + word.slice(1);
  return word[0].toLowerCase() + word.slice(1);
}

/**
 * 612.2: every instance of `from` used as a word of its kind becomes `to`: color words, also in
 * "nonblack" and "protection from black"; basic land types, also in "swampwalk" and "Swamps";
 * creature types (capitalized, as rules text writes them), also as plurals and in "non-Goblin".
 */
function replaceInText(text: string, from: string, to: string, cls: WordClass): string {
  if (cls === 'color')
    return text.replace(
      new RegExp(`\\b(non-?|Non-?)?(${from})\\b`, 'gi'),
      (_m, non: string | undefined, w: string) => (non ?? '') + likeCase(non ? 'x' : w, to),
    );
  if (cls === 'basicLandType') {
    const forms = plural(from) === from ? escape(from) : `${escape(plural(from))}|${escape(from)}`;
    return text.replace(
      new RegExp(`\\b(non-?)?(${forms})(walk|cycling)?\\b`, 'gi'),
      (_m, non: string | undefined, w: string, kw: string | undefined) => {
        const isPlural = w.toLowerCase() === plural(from).toLowerCase() && plural(from) !== from;
        const word = isPlural ? plural(to) : to;
        return (non ?? '') + likeCase(w, kw ? word.toLowerCase() : word) + (kw ?? '');
      },
    );
  }
  const forms = plural(from) === from ? escape(from) : `${escape(plural(from))}|${escape(from)}`;
  return text.replace(
    new RegExp(`\\b(non-)?(${forms})\\b`, 'g'),
    (_m, non: string | undefined, w: string) => (non ?? '') + (w === from ? to : plural(to)),
  );
}

const changedCards = new WeakMap<CardDefinition, Map<string, CardDefinition>>();

/**
 * The card with its text changed (612.1): its rules text and the subtypes of its type line, each
 * change in order (613.7: timestamp order within layer 3). Its name never changes (612.2): the
 * name, where the text uses it, is kept as it is. Cached by (card, changes): compiled once.
 */
export function changedCard(card: CardDefinition, changes: { from: string; to: string }[]): CardDefinition {
  const key = changes.map((c) => `${c.from}>${c.to}`).join('|');
  let byKey = changedCards.get(card);
  if (!byKey) changedCards.set(card, (byKey = new Map()));
  const known = byKey.get(key);
  if (known) return known;
  let text = card.text;
  let subtypes = [...card.subtypes];
  for (const { from, to } of changes) {
    const cls = wordClass(from);
    if (!cls || wordClass(to) !== cls || from === to) continue;
    text = text
      .split(card.name)
      .map((part) => replaceInText(part, from, to, cls))
      .join(card.name);
    if (cls !== 'color') subtypes = [...new Set(subtypes.map((s) => (s === from ? to : s)))];
  }
  const out: CardDefinition = { ...card, text, subtypes };
  byKey.set(key, out);
  return out;
}

/** The text-changing effects on `id`, in the order they apply (613.7). */
function textChangesOn(state: GameState, id: string): ContinuousEffect[] | null {
  let out: ContinuousEffect[] | null = null;
  for (const e of state.effects) if (e.kind === 'change-text' && e.affects.includes(id)) (out ??= []).push(e);
  return out && out.sort((a, b) => a.timestamp - b.timestamp || (a.id < b.id ? -1 : 1));
}

/**
 * What an object's text is now (613.1c, layer 3): its card (its copiable values, layer 1) with the
 * text-changing effects in force applied. The card itself when none applies (the usual case).
 */
export function cardNow(state: GameState, o: GameObject, entry?: StackObject): CardDefinition | null {
  if (!o.card) return o.card;
  // 702.96c: a spell cast for its overload cost (`entry`, the spell resolving, or one on the stack) has
  // its "target" words changed to "each" first (613.7: that change came first).
  const overloaded = entry ? entry.alternativeCost === 'overload' : isOverloadedSpell(state, o);
  // 702.47c: a spell with cards spliced onto it has their rules text after its own (a text-changing effect, first in time).
  const splices = splicedOnto(state, o, entry);
  const own = splices ? splicedCard(o.card, splices) : o.card;
  const card = overloaded ? overloadedCard(own) : own;
  if (state.effects.length === 0) return card;
  const changes = textChangesOn(state, o.id);
  if (!changes) return card;
  return changedCard(
    card,
    changes.map((e) => ({ from: e.from ?? '', to: e.to ?? '' })),
  );
}

/** The object as its abilities are read now: itself, or a view of it with its changed text (612.1). */
export function withTextNow(state: GameState, o: GameObject, entry?: StackObject): GameObject {
  const card = cardNow(state, o, entry);
  return card === o.card ? o : { ...o, card };
}

/**
 * 400.7: an object that leaves the stack (other than for the battlefield, 400.7a) or the
 * battlefield becomes a new object: the text changes on it end.
 */
export function endTextChanges(state: GameState, id: string): void {
  if (!state.effects.some((e) => e.kind === 'change-text' && e.affects.includes(id))) return;
  state.effects = state.effects.filter((e) => e.kind !== 'change-text' || !e.affects.includes(id));
}

// ---------------------------------------------------------------------------------------------
// The choice of words, as the spell resolves (608.2d)

/** The text change a resolving spell waits for words for (its effects as its text is now, for the modes chosen). */
export function waitingEffect(state: GameState, top: StackObject): ChangeTextEffect | null {
  const base = top.object && top.awaitingWords ? spellAbility(withTextNow(state, top.object, top), top.alternativeCost) : null;
  const e = base && top.awaitingWords ? chosenSpell(base, top.modes).effects[top.awaitingWords.next] : undefined;
  return e?.kind === 'changeText' ? e : null;
}

/** The options of the `chooseWords` decision. */
export function wordsDecision(state: GameState, top: StackObject): string[] {
  const effect = waitingEffect(state, top);
  return effect ? wordOptions(effect) : [];
}

/** The words the controller may choose among: every word of the kinds the effect names. */
export function wordOptions(effect: ChangeTextEffect): string[] {
  return effect.words.flatMap((c) => [...wordsOf(c)]);
}

/** 608.2d: the spell waits on the stack for its controller to choose the two words. */
export function askWords(ctx: Ctx, top: StackObject, index: number, effect: ChangeTextEffect): void {
  top.awaitingWords = { player: top.controller, next: index };
  ctx.state.stack.push(top);
  ctx.state.turn.priority = null;
  const kinds = listed(
    effect.words.map((c) => msg(`wordClass.one.${c}`)),
    'or',
  );
  ctx.trace.cite(
    '608.2d',
    'chooseWords',
    msg('612-text-changing.chooseWords', {
      controller: top.controller,
      pValue: top.object ? objectName(top.object) : top.id,
      kinds: kinds,
    }),
    [top.id],
  );
}

/** Checks a [from, to] answer: two different words of one kind the effect names (205.3e), `to` not forbidden. */
export function checkWords(effect: ChangeTextEffect, choice: string[]): Violation | null {
  const kinds = listed(
    effect.words.map((c) => msg(`wordClass.${c}`)),
    'or',
  );
  if (choice.length !== 2)
    return { code: 'INVALID_CHOICE', rule: '608.2d', message: msg('612-text-changing.INVALID_CHOICE', { kinds: kinds }) };
  const [from, to] = choice;
  const cls = wordClass(from);
  if (!cls || !effect.words.includes(cls))
    return { code: 'INVALID_CHOICE', rule: '612.2', message: msg('612-text-changing.INVALID_CHOICE.2', { from: from, kinds: kinds }) };
  if (wordClass(to) !== cls)
    return {
      code: 'INVALID_CHOICE',
      rule: '612.2',
      message: msg('612-text-changing.INVALID_CHOICE.3', { to: to, pValue: CLASS_NAME[cls], pValue2: CLASS_NAME[cls] }),
    };
  if (from === to)
    return {
      code: 'INVALID_CHOICE',
      rule: '612.2',
      message: msg('612-text-changing.INVALID_CHOICE.4', { from: from, pValue: CLASS_NAME[cls] }),
    };
  if (effect.notTo?.includes(to))
    return {
      code: 'INVALID_CHOICE',
      rule: '608.2d',
      message: msg('612-text-changing.INVALID_CHOICE.5', { pValue: CLASS_NAME[cls], to: to }),
    };
  return null;
}

/**
 * 612.1, 611.2c: the text change begins, on the target fixed now, with a timestamp (613.7); it
 * lasts until end of turn or indefinitely (while the object stays in its zone, 400.7; 400.7a: a
 * permanent spell keeps it as it becomes a permanent).
 */
export function applyTextChange(ctx: Ctx, top: StackObject, effect: ChangeTextEffect, from: string, to: string): void {
  const state = ctx.state;
  const target = top.targets[effect.target];
  const object = state.battlefield.find((o) => o.id === target) ?? state.stack.find((s) => s.id === target)?.object ?? undefined;
  if (!object?.card) return;
  const before = cardNow(state, object);
  const id = `${top.id}.effect.text.${effect.target}`;
  state.effects.push({
    id,
    kind: 'change-text',
    from,
    to,
    power: 0,
    toughness: 0,
    affects: [target],
    source: top.id,
    controller: top.controller,
    timestamp: state.nextTimestamp++,
    duration: effect.untilEndOfTurn ? 'until-end-of-turn' : 'permanent',
  });
  const after = cardNow(state, object);
  // Changed text the compiler does not understand would be abilities guessed at: refused.
  if (before && after && compiled(after).unsupported.length > compiled(before).unsupported.length) {
    throw new Unsupported(
      'UNSUPPORTED_CARD',
      msg('612-text-changing.UNSUPPORTED_CARD', { object: objectName(object), from, to, lines: compiled(after).unsupported.join(' / ') }),
      '612.1',
    );
  }
  ctx.trace.cite(
    '612.1',
    'changeText',
    msg('612-text-changing.changeText', {
      describe: objectName(object),
      pValue: effect.untilEndOfTurn ? ' until end of turn' : '',
      from: from,
      pValue2: CLASS_NAME[wordClass(from) ?? 'color'],
      to: to,
      id: id,
    }),
    [target],
  );
  if (before && after && before.name.toLowerCase().includes(from.toLowerCase()))
    ctx.trace.cite('612.2', 'changeText', msg('612-text-changing.changeText.2', { name: cardName(before) }), [target]);
  if (after && before && after.subtypes.join(' ') !== before.subtypes.join(' '))
    ctx.trace.cite('612.1', 'changeText', msg('612-text-changing.changeText.3', { subtypes: after.subtypes.join(' ') }), [target]);
}

/**
 * The [from, to] answers worth listing (legal actions): every pair of color words or basic land
 * types; for creature types (hundreds), the types found on the target's text and type line, each
 * replaced with a creature type found on the battlefield (or the first other one).
 */
export function wordChoices(state: GameState, top: StackObject): [string, string][] {
  const effect = waitingEffect(state, top);
  if (!effect) return [];
  const out: [string, string][] = [];
  for (const cls of effect.words) {
    const words = wordsOf(cls);
    if (cls !== 'creatureType') {
      for (const from of words) for (const to of words) if (from !== to && !effect.notTo?.includes(to)) out.push([from, to]);
      continue;
    }
    const target = top.targets[effect.target];
    const object = state.battlefield.find((o) => o.id === target) ?? state.stack.find((s) => s.id === target)?.object ?? undefined;
    const card = object ? cardNow(state, object) : null;
    const present = card
      ? words.filter((w) => card.subtypes.includes(w) || new RegExp(`\\b${escape(w)}`).test(card.text.split(card.name).join('')))
      : [];
    const around = new Set(state.battlefield.flatMap((o) => o.card?.subtypes.filter((s) => CREATURE_TYPE_SET.has(s)) ?? []));
    for (const from of present.length > 0 ? present : [words[0]]) {
      const targets = [...around, ...words].filter((to) => to !== from && !effect.notTo?.includes(to));
      for (const to of [...new Set(targets)].slice(0, Math.max(1, around.size))) out.push([from, to]);
    }
  }
  return out;
}
