import { KeywordPhrase } from '../cards/keyword-table';
import { IMPLEMENTED_KEYWORDS } from '../cards/keywords';
import { Ability, Effect, Selector } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { msg } from '../trace/message';
import { Unsupported } from '../unsupported';

const COST = '((?:\\{(?:\\d+|[WUBRGC])\\})+)';
const COUNT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell";
 * 702.33c: "Multikicker [cost]", any number of times; 702.33b: "Kicker [cost 1] and/or [cost 2]", two
 * kicker costs, each paid at most once (the cast names the second "kicker2"). Only mana costs are understood.
 */
export function kickerAbility(line: string): Ability | null {
  const two = new RegExp(`^Kicker ${COST} and/or ${COST}$`).exec(line);
  // 702.33f: the linked abilities name a kicker by its cost: two equal costs could not be told apart.
  if (two) return two[1] === two[2] ? null : { kind: 'kicker', cost: two[1], cost2: two[2], multi: false, text: line };
  const m = new RegExp(`^(Kicker|Multikicker) ${COST}$`).exec(line);
  return m ? { kind: 'kicker', cost: m[2], multi: m[1] === 'Multikicker', text: line } : null;
}

/** The kicker ability of a card, if it has one. */
export function kickerOf(card: CardDefinition): Extract<Ability, { kind: 'kicker' }> | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'kicker');
  return a && a.kind === 'kicker' ? a : null;
}

/** 702.33d: how many times a spell was kicked (the "kicker" and "kicker2" entries of its additional costs). */
export function timesKicked(entry: Pick<StackObject, 'additionalCosts'>): number {
  return (entry.additionalCosts ?? []).filter((c) => c === 'kicker' || c === 'kicker2').length;
}

/**
 * 702.33f: which of a card's two kicker costs "[cost]" is: "kicker" for the first listed, "kicker2"
 * for the second; a cost that is neither cannot be read (UNSUPPORTED_CARD).
 */
function kickerNamed(def: CardDefinition | null | undefined, cost: string): 'kicker' | 'kicker2' {
  const kicker = def ? kickerOf(def) : null;
  if (kicker?.cost2 !== undefined && kicker.cost === cost) return 'kicker';
  if (kicker?.cost2 !== undefined && kicker.cost2 === cost) return 'kicker2';
  throw new Unsupported('UNSUPPORTED_CARD', msg('702.33-kicker.noSuchKicker', { cost }), '702.33f');
}

/** 702.33f: whether a spell was kicked with its [cost] kicker (that cost among its additional costs). */
export function spellKickedWith(spell: StackObject, def: CardDefinition | null | undefined, cost: string): boolean {
  return (spell.additionalCosts ?? []).includes(kickerNamed(def, cost));
}

/**
 * 702.33d-f, 607.2: "if it was kicked [with its [cost] kicker]" read on the permanent the spell became:
 * `kickedWith` says which kicker costs were paid; a board that gives only "kicked": 1 for a card with two
 * kicker costs does not say which (UNSUPPORTED_RESOLUTION); "kicked": 2 is both.
 */
export function permanentKicked(o: GameObject, cost?: string): boolean {
  if (cost === undefined) return (o.kicked ?? 0) > 0;
  const which = kickerNamed(o.card, cost);
  if (o.kickedWith) return o.kickedWith.includes(which);
  if ((o.kicked ?? 0) === 0) return false;
  if ((o.kicked ?? 0) >= 2) return true;
  throw new Unsupported('UNSUPPORTED_RESOLUTION', msg('702.33-kicker.whichKicker', { id: o.id }), '702.33f');
}

/**
 * 702.33e, 614.1c: "If CARDNAME was kicked, it enters with two +1/+1 counters on it [and with
 * flying]." and multikicker's "CARDNAME enters with a +1/+1 counter on it for each time it was kicked."
 * `keywordOk` says which keywords the engine implements.
 */
export function kickedEntersAbility(line: string, keywordOk: (k: string) => boolean): Ability | null {
  const once =
    /^If (?:CARDNAME|this creature) was kicked(?: with its ((?:\{(?:\d+|[WUBRGC])\})+) kicker)?, it enters(?: the battlefield)? with (a|one|two|three|four|five|six) \+1\/\+1 counters? on it(?: and with ([a-z ]+))?\.$/.exec(
      line,
    );
  if (once) {
    const keywords = once[3] ? [once[3]] : [];
    if (!keywords.every(keywordOk)) return null;
    const withCost = once[1] ? { withCost: once[1] } : {};
    return { kind: 'kickedEnters', counter: '+1/+1', n: COUNT_WORDS[once[2]], perKick: false, keywords, ...withCost, text: line };
  }
  const each = /^(?:CARDNAME|This creature) enters(?: the battlefield)? with a \+1\/\+1 counter on it for each time it was kicked\.$/.exec(
    line,
  );
  return each ? { kind: 'kickedEnters', counter: '+1/+1', n: 1, perKick: true, keywords: [], text: line } : null;
}

/**
 * 702.33e: "If this spell was kicked, [effect]": the effect happens only if it was. A part with
 * targets of its own (702.33g) is not understood: null.
 */
export function ifKickedSentence(sentence: string, parse: (s: string, targets: Selector[]) => Effect | null): Effect | null {
  const m = /^If (?:CARDNAME|this spell) was kicked(?: with its ((?:\{(?:\d+|[WUBRGC])\})+) kicker)?, (.+)$/.exec(sentence);
  if (!m) return null;
  const targets: Selector[] = [];
  const effect = parse(m[2][0].toUpperCase() + m[2].slice(1), targets);
  if (!effect || targets.length > 0 || 'target' in effect) return null;
  return { kind: 'ifKicked', effects: [effect], ...(m[1] ? { withCost: m[1] } : {}) };
}

/**
 * 702.33e, 608.2c: "If CARDNAME was kicked, it deals 4 damage to that creature or player instead." after
 * "CARDNAME deals 2 damage to any target": the damage just read becomes the kicked one's alternative.
 */
export function kickedDamageInstead(sentence: string, effects: Effect[], targets: Selector[]): boolean {
  const m = /^If CARDNAME was kicked, it deals (\d+) damage to that (?:creature|permanent) or player instead$/.exec(sentence);
  const last = effects[effects.length - 1];
  if (!m || !last || last.kind !== 'damage' || last.amount.kind !== 'fixed' || targets[last.target]?.text !== 'any target') return false;
  const kicked: Effect = { kind: 'damage', amount: { kind: 'fixed', n: Number(m[1]) }, target: last.target };
  effects[effects.length - 1] = { kind: 'ifKicked', effects: [kicked], otherwise: [last] };
  return true;
}

/**
 * 608.3, 702.33e: a kicked permanent spell becomes a permanent that remembers it was kicked (for
 * "if it was kicked" abilities, 607.2), and enters with what its kicker gives it (614.1c).
 */
export function enterKicked(ctx: Ctx, spell: StackObject, card: GameObject): void {
  const times = timesKicked(spell);
  if (times === 0) {
    delete card.kicked;
    delete card.kickedWith;
    return;
  }
  card.kicked = times;
  const def = card.card;
  if (!def) return;
  // 702.33f: with two kicker costs, the permanent remembers which were paid.
  if (kickerOf(def)?.cost2 !== undefined)
    card.kickedWith = (['kicker', 'kicker2'] as const).filter((c) => (spell.additionalCosts ?? []).includes(c));
  for (const a of compiled(def).abilities) {
    if (a.kind !== 'kickedEnters') continue;
    if (a.withCost !== undefined && !spellKickedWith(spell, def, a.withCost)) continue;
    const n = a.perKick ? a.n * times : a.n;
    card.counters[a.counter] = (card.counters[a.counter] ?? 0) + n;
    ctx.trace.cite(
      '614.1c',
      'entersWithCounters',
      msg('702.33-kicker.entersWithCounters', {
        describe: objectName(card),
        pValue: a.perKick ? msg('702.33-kicker.times', { times }) : '',
        nValue: n,
        counter: a.counter,
      }),
      [card.id],
    );
    for (const keyword of a.keywords) {
      ctx.state.effects.push({
        id: `${card.id}.kicker.${keyword}`,
        kind: 'add-keyword',
        keyword,
        power: 0,
        toughness: 0,
        affects: [card.id],
        source: card.id,
        controller: spell.controller,
        timestamp: ctx.state.nextTimestamp++,
        duration: 'permanent',
      });
      ctx.trace.cite('614.1c', 'entersWith', msg('702.33-kicker.entersWith', { describe: objectName(card), keyword: keyword }), [card.id]);
    }
  }
}

/** 702.33: kicker's phrases in the card language (cards/keyword-table.ts): its line, "if kicked" lines and sentences. */
export const KICKER: KeywordPhrase = {
  rule: '702.33a',
  line: (line) => {
    const a = kickerAbility(line) ?? kickedEntersAbility(line, (k) => IMPLEMENTED_KEYWORDS.has(k));
    return a ? [a] : null;
  },
  amends: kickedDamageInstead,
  conditional: ifKickedSentence,
};
