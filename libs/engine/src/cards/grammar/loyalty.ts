/**
 * 606: loyalty abilities, "+1: [Effect.]", "−2: [Effect.]", "0: [Effect.]", "−X: [Effect.]", and the
 * emblems some of them create (114.2: "You get an emblem with "[ability]"").
 *
 * The cost is the loyalty symbol before the colon (606.4; the minus sign is U+2212 in Oracle text).
 * The effect is the same sentence grammar as any other ability's: the compiler passes its sentence
 * reader in (`sentence`), and its whole-card compiler for the text of an emblem (`compileText`), so
 * that this file needs nothing from the rules.
 */
import { joinLookSentences } from './zone-effects';
import { Ability, Effect, Selector } from '../ability';
import { BoardCondition } from '../selector';
import { IMPLEMENTED_KEYWORDS } from '../keywords';
import { targetPhrase } from './selector';
import { emblemAbilitiesUnderstood } from '../emblem';
import { EffectsReader, loyaltySentence, withVariableTargets } from './loyalty-sentences';
import { lifeLostThisWay, splitPlayerSentence } from './player-effects';
import { untilYourNextTurn } from './duration';
import { artifactBecomesCreature, landBecomesCreature } from './become-creature';
import { splitObjectSentence } from './object-effects';
import { parseCondition } from './condition';

/** One sentence of an effect: its IR, or null when not understood (targets are pushed onto `targets`). */
export type SentenceReader = (sentence: string, targets: Selector[]) => Effect | null;

/** The abilities of a text, or null when one of its lines is not understood. */
export type TextCompiler = (text: string) => Ability[] | null;

/** What the compiler lends this grammar: its sentence reader and its text compiler. */
export interface LoyaltyGrammar {
  sentence: SentenceReader;
  compileText: TextCompiler;
}

/**
 * 606.4: the loyalty cost of a line, or null when the line does not start with a loyalty symbol.
 * Later Oracle text writes the symbol in brackets ("[+1]: ", "[−2]: ", "[0]: "); both read the same.
 */
export function loyaltyCost(line: string): { cost: number; x: boolean; effect: string } | null {
  const m = /^([+−-]?)(\d+|X): (.+)$/.exec(line) ?? /^\[([+−-]?)(\d+|X)\]: (.+)$/.exec(line);
  if (!m) return null;
  if (m[2] === 'X') return m[1] === '−' || m[1] === '-' ? { cost: 0, x: true, effect: m[3] } : null;
  const n = Number(m[2]);
  // "0:" has no sign; any other number has one.
  if (m[1] === '') return n === 0 ? { cost: 0, x: false, effect: m[3] } : null;
  return { cost: m[1] === '+' ? n : -n, x: false, effect: m[3] };
}

/** 114.2: "You get an emblem with "[text]"" / "Target opponent gets an emblem with "[text]"". */
function emblemSentence(sentence: string, targets: Selector[], g: LoyaltyGrammar): Effect | null {
  const m = /^(You get|Target opponent gets) an emblem with "(.+)"$/.exec(sentence);
  if (!m) return null;
  // Inner quotes are written ‘...’ in Oracle text; the emblem's text is one ability per sentence line.
  // 114.4: "with "[ability]" and "[ability]"" (Sarkhan, the Dragonspeaker's −6): two abilities, one line each, the first
  // closed by a period as its own line would be.
  const parts = m[2].split('" and "');
  const text = parts.length === 1 ? m[2] : parts.map((a) => (a.endsWith('.') ? a : `${a}.`)).join('\n');
  const abilities = g.compileText(text);
  if (!abilities || !emblemAbilitiesUnderstood(abilities)) return null;
  if (m[1] === 'You get') return { kind: 'emblem', text };
  targets.push(targetPhrase('target opponent'));
  return { kind: 'emblem', text, targetPlayer: targets.length - 1 };
}

/** Splits an effect into its sentences, keeping a quoted emblem text whole. */
function sentencesOf(effect: string): string[] {
  const out: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < effect.length; i++) {
    const ch = effect[i];
    if (ch === '"') quoted = !quoted;
    if (!quoted && ch === '.' && (i === effect.length - 1 || effect[i + 1] === ' ')) {
      out.push(current.trim());
      current = '';
      i++;
      continue;
    }
    current += ch;
  }
  if (current.trim() !== '') out.push(current.trim());
  return out;
}

/** Two effects in one sentence: "CARDNAME deals 3 damage to any target and you gain 3 life". */
function splitSentence(sentence: string): string[] {
  const drain = /^(.+?),? and you (gain|lose) (\d+) life$/.exec(sentence);
  if (drain) return [you(drain[1]), `You ${drain[2]} ${drain[3]} life`];
  // 107.3, 608.2h: "Target player loses X life and you gain X life, where X is twice the number of artifacts you control"
  // (Tezzeret, Agent of Bolas): one X for both instructions. Not when X counts life, which the first one changes.
  const drainX = /^(.+? X .+?),? and you (gain|lose) X life(, where X is .+)$/.exec(sentence);
  if (drainX && !/\blife\b/.test(drainX[3])) return [you(`${drainX[1]}${drainX[3]}`), `You ${drainX[2]} X life${drainX[3]}`];
  // "Each opponent discards a card and you draw a card": two instructions, the second one's subject "you".
  const andYou = /^(.+?),? and you (draw|discard)s? (.+)$/.exec(sentence);
  if (andYou) return [you(andYou[1]), you(`You ${andYou[2]} ${andYou[3]}`)];
  return [you(sentence)];
}

/**
 * 613.1f: "Target creature gets +2/+2 and gains vigilance and haste until end of turn", "Creatures you
 * control gain flying and double strike until end of turn", "Until end of turn, target creature gets
 * +1/+1 and gains first strike, vigilance, and lifelink": the sentence with its first keyword is read
 * by `read` (one effect that grants it), then each other keyword is granted to the same creatures by
 * one more effect of the same kind. Null when not of this shape or not read in full.
 */
export function severalKeywords(
  sentence: string,
  targets: Selector[],
  read: (s: string, into: Selector[]) => Effect[] | null,
): Effect[] | null {
  const s = /^Until end of turn, (.+)$/.exec(sentence);
  const body = s ? `${s[1][0].toUpperCase()}${s[1].slice(1)} until end of turn` : sentence;
  const m = /^(.+? (?:gains?|gets? [+-]\d+\/[+-]\d+ and gains?)) ([a-z ,]+) until end of turn$/.exec(body);
  if (!m) return null;
  const keywords = m[2]
    .split(/, and |, | and /)
    .map((k) => k.trim())
    .filter((k) => k !== '');
  if (keywords.length < 2 || !keywords.every((k) => IMPLEMENTED_KEYWORDS.has(k))) return null;
  const before = targets.length;
  const first = read(`${m[1]} ${keywords[0]} until end of turn`, targets);
  const effect = first?.length === 1 ? first[0] : null;
  const more = (keyword: string): Effect | null =>
    effect?.kind === 'modifyPT' && 'target' in effect && effect.keyword === keywords[0]
      ? { kind: 'gainKeyword', keyword, target: effect.target }
      : effect?.kind === 'gainKeyword'
        ? { ...effect, keyword }
        : effect?.kind === 'modifyPTYourCreatures' && effect.keyword === keywords[0]
          ? { kind: 'modifyPTYourCreatures', power: 0, toughness: 0, keyword }
          : null;
  const rest = keywords.slice(1).map(more);
  if (!effect || rest.some((e) => e === null)) {
    targets.length = before;
    return null;
  }
  return [effect, ...(rest as Effect[])];
}

/**
 * 608.2c, 205.1b: "Untap target land you control. Until your next turn, it becomes a 5/5 Elemental creature with
 * haste. It's still a land." (Nissa, Vital Force), "Untap target Mountain. It becomes a 4/4 red Elemental creature
 * until end of turn. It's still a land." (Koth of the Hammer): "it" is the target the sentence before names (the
 * last one, a land: "It's still a land" says so), which becomes a creature as a land's own "CARDNAME becomes ..."
 * would; "Until your next turn" makes its continuous effects last until the controller's next turn (611.2a).
 */
function itBecomes(sentence: string, targets: Selector[]): Effect[] | null {
  const m =
    /^(Until end of turn|Until your next turn), it becomes a (.+)\. It's still a land$/.exec(sentence) ??
    /^It becomes a (.+) until end of turn\. It's still a land$/.exec(sentence);
  const at = targets.length - 1;
  const last = targets[at];
  if (!m || !last || last.count.min !== 1 || last.count.max !== 1) return null;
  const land =
    last.options.every(
      (o) =>
        o.kind === 'object' && o.zone === 'battlefield' && o.filters.some((f) => f.kind === 'type' && f.anyOf.every((t) => t === 'Land')),
    ) ||
    last.options.every(
      (o) =>
        o.kind === 'object' &&
        o.zone === 'battlefield' &&
        o.filters.some((f) => f.kind === 'subtype' && f.anyOf.every((t) => LAND_TYPES.has(t))),
    );
  if (!land) return null;
  const rest = m.length === 3 ? m[2] : m[1];
  const becomes = landBecomesCreature(`Until end of turn, CARDNAME becomes a ${rest}. It's still a land`);
  if (!becomes || becomes.kind !== 'sourceBecomesCreature' || becomes.permanent) return null;
  const { kind: _, ...shape } = becomes;
  const effect: Effect = { ...shape, kind: 'targetBecomesCreature', target: at };
  return m[1] === 'Until your next turn' ? [{ kind: 'untilYourNextTurn', effects: [effect], target: at }] : [effect];
}

/**
 * 115.1, 601.2c: "Any number of target players each draw twenty cards." (Jace, Memory Adept): the instruction is read as
 * "Target player draws twenty cards", then given to each player chosen. A game here has exactly two players (the board
 * parser refuses others), so "any number" is zero, one or two targets of one word (115.3: not the same player twice),
 * each possibly left unchosen. Only in the ability's last sentence (`last`), and only when the effect names the player as
 * its own target: a later "they" would not know whom it means.
 */
function anyNumberOfTargetPlayers(sentence: string, targets: Selector[], last: boolean, read: EffectsReader): Effect[] | null {
  const m = /^Any number of target players each (draw|lose|gain|discard|mill) (.+)$/.exec(sentence);
  if (!m || !last) return null;
  const before = targets.length;
  const effects = read(`Target player ${m[1]}s ${m[2]}`, targets);
  const at = before;
  const one = targets[at];
  const named = (e: Effect) => {
    const { target, ...rest } = e as Effect & { target?: number };
    return target === at && !JSON.stringify(rest).includes(`"index":${at}`);
  };
  if (!effects || targets.length !== before + 1 || !one.options.every((o) => o.kind === 'player') || !effects.every(named)) {
    targets.length = before;
    return null;
  }
  const each = { ...one, count: { kind: 'target' as const, min: 0, max: 1 }, text: 'any number of target players', word: at };
  targets.length = at;
  targets.push(each, { ...each });
  return [0, 1].flatMap((k) => effects.map((e) => ({ ...e, target: at + k }) as Effect));
}

/** 305.6: the basic land types, whose names a target phrase may use for a land ("target Mountain"). */
const LAND_TYPES: ReadonlySet<string> = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);

/**
 * 605.1a, 106.1a: "Add one mana of any color." in a loyalty ability (never a mana ability: it uses the stack); the
 * color is chosen as it resolves (608.2d).
 */
function addManaSentence(sentence: string): Effect[] | null {
  return sentence === 'Add one mana of any color' ? [{ kind: 'addManaOfChoice' }] : null;
}

/** "You draw a card": the controller is the subject an imperative leaves out ("Draw a card"). */
function you(sentence: string): string {
  const m = /^You (draw|discard) (.+)$/.exec(sentence);
  return m ? `${m[1] === 'draw' ? 'Draw' : 'Discard'} ${m[2]}` : sentence;
}

/**
 * 903.3a, 113.6n: "CARDNAME can be your commander." changes the deck-building rules of the
 * Commander variant, before the game begins; in a game it does nothing (a game here is two
 * players, no variant: no card is anyone's commander, 903.3). Read as an ability with no effect.
 */
const COMMANDER = /^CARDNAME can be your commander\.$/;

/**
 * 701.21a, 608.2c: "Sacrifice a creature. If you do, [instructions]." (Garruk, the Veil-Cursed): the player must sacrifice
 * one if they can, so "If you do" holds exactly when they control a permanent of that kind as the sacrifice is reached.
 * Rewrites `written` in place ("If you do, search ..." -> "Search ..."): the index of the sacrifice and the condition;
 * undefined when the text is not of that form; null when it is but its permanent is not a condition the grammar reads.
 * Only "a"/"an" (one permanent) and only the last two sentences: "Sacrifice two creatures. If you do" is not read.
 */
function sacrificeThenIfYouDo(written: string[]): { at: number; condition: BoardCondition } | null | undefined {
  const at = written.length - 2;
  const sac = at >= 0 ? /^Sacrifice (an? [a-z]+)$/.exec(written[at]) : null;
  const ifDo = sac ? /^If you do, ([a-z].+)$/.exec(written[at + 1]) : null;
  if (!sac || !ifDo) return undefined;
  const test = parseCondition(`you control ${sac[1]}`, { itIsSource: false });
  if (!test.ok) return null;
  written[at + 1] = ifDo[1][0].toUpperCase() + ifDo[1].slice(1);
  return { at, condition: test.value };
}

/** 606: a loyalty ability of a planeswalker, or null when the line is not one or is not understood in full. */
export function loyaltyAbility(line: string, g: LoyaltyGrammar): Ability | null {
  if (COMMANDER.test(line)) return { kind: 'static', effects: [], text: line };
  const parsed = loyaltyCost(line);
  if (!parsed || !/[.”"]$/.test(parsed.effect)) return null;
  const targets: Selector[] = [];
  const effects: Effect[] = [];
  const readSimple = (s: string, into: Selector[]): Effect[] | null => {
    const read = loyaltySentence(s, into, (text) => g.compileText(text) !== null) ?? itBecomes(s, into) ?? addManaSentence(s);
    if (read) return read;
    const effect = emblemSentence(s, into, g) ?? artifactBecomesCreature(s, into) ?? g.sentence(s, into);
    return effect ? [effect] : null;
  };
  const readUntil = (s: string, into: Selector[]): Effect[] | null => readSimple(s, into) ?? severalKeywords(s, into, readSimple);
  // 611.2a: "Until your next turn, ..." / "... until your next turn": the same clause, a longer duration.
  const readOne = (s: string, into: Selector[]): Effect[] | null => readUntil(s, into) ?? untilYourNextTurn(s, into, readUntil);
  // 205.1b: "It's still a land." belongs to the sentence before it, which makes the land a creature.
  // 701.20a, 701.20e: a look or reveal at a library and the sentences that pick from among it: one instruction.
  const written = joinLookSentences(sentencesOf(parsed.effect)).reduce<string[]>((out, s) => {
    const before = out[out.length - 1];
    if (s === "It's still a land" && before !== undefined) return [...out.slice(0, -1), `${before}. ${s}`];
    return [...out, s];
  }, []);
  // 701.21a, 608.2c: "Sacrifice a creature. If you do, ...": the sacrifice cannot be declined, so it is done exactly when its
  // controller controls such a permanent as the instruction is reached: a gate read then, over the sacrifice and the
  // instructions of "If you do" (sacrificeThenIfYouDo).
  const gated = sacrificeThenIfYouDo(written);
  if (gated === null) return null;
  let gate: Extract<Effect, { kind: 'ifCondition' }> | null = null;
  let gateAt = -1;
  for (const [w, sentence] of written.entries()) {
    if (gated && w === gated.at) {
      gate = { kind: 'ifCondition', condition: gated.condition, effects: [], skip: 0 };
      gateAt = effects.length;
      effects.push(gate);
    }
    // 608.2c: "You gain life equal to the life lost this way" qualifies the loss just before it.
    if (lifeLostThisWay(sentence, effects)) continue;
    // The sentence as one instruction first; else its instructions in order ("draws two cards, then discards two cards").
    const whole = splitSentence(sentence);
    // 608.2c: "Draw a card, then add one mana of any color": two instructions, in order.
    const thenAdd = /^(.+), then add (.+)$/.exec(sentence);
    // 608.2c, 608.2d: "Mill two cards, then you may return a creature card ...": the choice after the instruction before it.
    const thenMay = /^(.+), then you may (.+)$/.exec(sentence);
    const parts = thenAdd
      ? [thenAdd[1], `Add ${thenAdd[2]}`]
      : thenMay
        ? [thenMay[1], `You may ${thenMay[2]}`]
        : splitPlayerSentence(you(sentence)).flatMap(splitObjectSentence);
    let done = false;
    for (const sentences of parts.length > 1 ? [whole, parts.map(you)] : [whole]) {
      const before = { targets: targets.length, effects: effects.length };
      const ok = sentences.every((s, i) => {
        const last = w === written.length - 1 && i === sentences.length - 1;
        // 115.1: "up to one target creature", "two target lands": a variable or larger number of targets.
        const read =
          readOne(s, targets) ?? withVariableTargets(s, targets, last, readOne) ?? anyNumberOfTargetPlayers(s, targets, last, readOne);
        if (read) effects.push(...read);
        return read !== null;
      });
      if (ok) {
        done = true;
        break;
      }
      targets.length = before.targets;
      effects.length = before.effects;
    }
    if (!done) return null;
    if (gated && gate && w === gated.at) {
      const sacrifice = effects.slice(gateAt + 1);
      const one = sacrifice[0];
      if (sacrifice.length !== 1 || one.kind !== 'sacrificePermanents' || one.n !== 1) return null;
      if (JSON.stringify(one.players) !== JSON.stringify({ kind: 'one', player: { kind: 'you' } })) return null;
    }
    if (gated && gate && w === gated.at + 1) {
      // The gate's instructions: the sacrifice and those after "If you do" (none of them a gate of its own).
      const inner = effects.slice(gateAt + 1);
      if (inner.length < 2 || inner.some((e) => JSON.stringify(e).includes('"skip":'))) return null;
      gate.skip = inner.length;
    }
  }
  if (effects.length === 0) return null;
  // 107.3: "−X": X is the number chosen as the ability is activated; an effect must use it.
  if (parsed.x && !JSON.stringify(effects).includes('"kind":"x"')) return null;
  return { kind: 'loyalty', cost: parsed.cost, ...(parsed.x ? { x: true } : {}), targets, effects, text: line };
}
