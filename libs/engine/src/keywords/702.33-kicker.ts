import { Ability, Effect, Selector } from '../cards/ability';
import { CardDefinition } from '../cards/card';
import { compiled } from '../cards/compiled';
import { Ctx, objectName } from '../context';
import { GameObject, StackObject } from '../state/types';
import { msg } from '../trace/message';

const COST = '((?:\\{(?:\\d+|[WUBRGC])\\})+)';
const COUNT_WORDS: Record<string, number> = { a: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };

/**
 * 702.33a: "Kicker [cost]" means "You may pay an additional [cost] as you cast this spell";
 * 702.33c: "Multikicker [cost]", any number of times. Only mana costs are understood; two
 * kicker costs ("Kicker {A} and/or {B}", 702.33b, 702.33f) are not.
 */
export function kickerAbility(line: string): Ability | null {
  const m = new RegExp(`^(Kicker|Multikicker) ${COST}$`).exec(line);
  return m ? { kind: 'kicker', cost: m[2], multi: m[1] === 'Multikicker', text: line } : null;
}

/** The kicker ability of a card, if it has one. */
export function kickerOf(card: CardDefinition): Extract<Ability, { kind: 'kicker' }> | null {
  const a = compiled(card).abilities.find((x) => x.kind === 'kicker');
  return a && a.kind === 'kicker' ? a : null;
}

/** 702.33d: how many times a spell was kicked (the "kicker" entries of its additional costs). */
export function timesKicked(entry: Pick<StackObject, 'additionalCosts'>): number {
  return (entry.additionalCosts ?? []).filter((c) => c === 'kicker').length;
}

/**
 * 702.33e, 614.1c: "If CARDNAME was kicked, it enters with two +1/+1 counters on it [and with
 * flying]." and multikicker's "CARDNAME enters with a +1/+1 counter on it for each time it was kicked."
 * `keywordOk` says which keywords the engine implements.
 */
export function kickedEntersAbility(line: string, keywordOk: (k: string) => boolean): Ability | null {
  const once =
    /^If (?:CARDNAME|this creature) was kicked, it enters(?: the battlefield)? with (a|one|two|three|four|five|six) \+1\/\+1 counters? on it(?: and with ([a-z ]+))?\.$/.exec(
      line,
    );
  if (once) {
    const keywords = once[2] ? [once[2]] : [];
    if (!keywords.every(keywordOk)) return null;
    return { kind: 'kickedEnters', counter: '+1/+1', n: COUNT_WORDS[once[1]], perKick: false, keywords, text: line };
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
  const m = /^If (?:CARDNAME|this spell) was kicked, (.+)$/.exec(sentence);
  if (!m) return null;
  const targets: Selector[] = [];
  const effect = parse(m[1][0].toUpperCase() + m[1].slice(1), targets);
  return effect && targets.length === 0 && !('target' in effect) ? { kind: 'ifKicked', effects: [effect] } : null;
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
    return;
  }
  card.kicked = times;
  const def = card.card;
  if (!def) return;
  for (const a of compiled(def).abilities) {
    if (a.kind !== 'kickedEnters') continue;
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
