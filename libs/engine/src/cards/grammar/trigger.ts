import { Trigger, TriggerPlayer, TriggerSubject } from '../ability';
import { ObjectFilter, SelectorOption } from '../selector';
import { Tokens } from './tokens';
import { object, Parsed } from './selector';

/**
 * Trigger events (603.1, 603.2): the phrase after "When", "Whenever" or "At", up to the comma.
 * Recursive descent over the same tokens as the selector grammar (cards/grammar/selector.ts),
 * built from its object nonterminal: each event is one rule with a subject argument, matched on
 * a board by the one evaluator (select/).
 *
 *   trigger     := ("When" | "Whenever") event | "At" time ["or" "whenever" event] | "When" "you" "control" "no" objects
 *   event       := subject predicate ("or" predicate)*
 *                | "CARDNAME" "and" "at" "least" number "other" "creatures" "attack"
 *                | player cast spellObject | "you" "cast" "CARDNAME"
 *                | player cast "a" "spell" "that" "targets" "CARDNAME"
 *                | player draw "a" "card" | "you" "gain" "life"
 *                | "you" "cycle" "CARDNAME" ["or" "it" "dies"] | player cycle ["or" discard] "a" "card"
 *                | player discard "a" "card" | "you" "sacrifice" ("a" | "an" | "another") object
 *   subject     := "CARDNAME" ["or" "another" object] | ("enchanted" | "equipped") word
 *                | ("a" | "an" | "another") object
 *   predicate   := "enters" ["the" "battlefield"] ["under" "your" "control"]
 *                | "dies" | "is" "put" "into" ("a" | "your" | "an" "opponent's") "graveyard" "from" "the" "battlefield"
 *                | "leaves" "the" "battlefield" | "attacks" ["alone" | "you"] | "blocks" ["a" object]
 *                | "becomes" "blocked" ["by" "a" "creature"] | "is" "dealt" "damage"
 *                | "deals" ["combat"] "damage" "to" ("a" "player" | "an" "opponent" | "a" "creature")
 *                | "becomes" "tapped" | "becomes" "the" "target" "of" "a" "spell" "or" "ability" ["an" "opponent" "controls"]
 *                | "is" "turned" "face" "up"
 *   player      := "you" | "an" "opponent" | "a" "player"
 *   time        := "the" "beginning" "of" step-phrase | "end" "of" "combat"
 */

function reset<T>(t: Tokens, pos: number): T | null {
  t.pos = pos;
  return null;
}

/** A whole trigger phrase ("Whenever a creature you control dies"); anything left unread is a failure naming the rest. */
export function parseTrigger(phrase: string): Parsed<Trigger> {
  const text = phrase.replace(/ enters the battlefield/g, ' enters');
  const t = Tokens.of(text);
  const value = trigger(t);
  if (!value) {
    // The words after the subject, when the subject was read ("dealt damage by CARDNAME this turn dies").
    const again = Tokens.of(text);
    const read = (again.accept('when') || again.accept('whenever')) && subject(again) !== null;
    return { ok: false, stoppedAt: (read ? again.rest() : t.rest()) || phrase };
  }
  if (!t.done) return { ok: false, stoppedAt: t.rest() };
  return { ok: true, value };
}

function trigger(t: Tokens): Trigger | null {
  if (t.accept('at')) {
    const at = time(t);
    // 603.2: "At the beginning of your upkeep or whenever you cast a green spell" (the Shrines): one ability, two events.
    const save = t.pos;
    if (at && t.accept('or', 'whenever')) {
      const other = playerEvent(t) ?? subjectEvent(t);
      if (other && other.event !== 'either') return { event: 'either', of: [at, other] };
      t.pos = save;
    }
    return at;
  }
  // 603.8: a state trigger ("When you control no Islands").
  if (t.accept('when', 'you', 'control', 'no')) {
    const start = t.pos;
    const what = object(t, true);
    if (!what || what.kind !== 'object' || what.zone !== 'battlefield' || !t.done) return reset(t, start);
    return { event: 'controlsNone', what };
  }
  if (!t.accept('when') && !t.accept('whenever')) return null;
  return playerEvent(t) ?? subjectEvent(t);
}

/**
 * 603.10a: a leaves-the-battlefield trigger looks back at the object as it last existed on the
 * battlefield; these are the filters that look-back can answer (select/last-known.ts).
 */
const LOOK_BACK: ReadonlySet<ObjectFilter['kind']> = new Set([
  'type',
  'subtype',
  'supertype',
  'color',
  'colorless',
  'controller',
  'owner',
  'keyword',
  'compare',
  'other',
  'token',
  'damagedThisTurn',
  'counter',
  'not',
  'anyOf',
]);

function lookBackReadable(filters: ObjectFilter[]): boolean {
  return filters.every(
    (f) =>
      LOOK_BACK.has(f.kind) &&
      (f.kind !== 'not' || lookBackReadable([f.filter])) &&
      (f.kind !== 'anyOf' || lookBackReadable(f.filters)) &&
      (f.kind !== 'compare' || f.value.kind === 'fixed') &&
      (f.kind !== 'controller' || f.is !== 'defendingPlayer') &&
      (f.kind !== 'owner' || f.is !== 'defendingPlayer'),
  );
}

/** A permanent a subject may describe: an object on the battlefield ("a creature you control"), never a spell or a card elsewhere. */
function permanentOption(t: Tokens): SelectorOption | null {
  const start = t.pos;
  const o = object(t);
  if (!o || o.kind !== 'object' || o.zone !== 'battlefield') return reset(t, start);
  return o;
}

function subject(t: Tokens): TriggerSubject | null {
  const start = t.pos;
  if (t.peek()?.text === 'CARDNAME') {
    t.next();
    const save = t.pos;

    if (t.accept('or', 'another')) {
      const o = permanentOption(t);
      if (o && o.kind === 'object') return { matching: { ...o, filters: [...o.filters, { kind: 'other' }] }, orSelf: true };
      t.pos = save;
    }
    return 'self';
  }
  // 303.4, 301.5: "enchanted creature", "enchanted land", "equipped creature": what the source is attached to.
  if (t.accept('enchanted') || t.accept('equipped')) {
    const w = t.word();
    if (w === 'creature' || w === 'land' || w === 'artifact' || w === 'enchantment' || w === 'permanent') {
      t.next();
      return 'attached';
    }
    return reset(t, start);
  }
  if (t.accept('another')) {
    const o = permanentOption(t);
    if (!o || o.kind !== 'object') return reset(t, start);
    return { matching: { ...o, filters: [...o.filters, { kind: 'other' }] } };
  }
  if (t.accept('a') || t.accept('an')) {
    const o = permanentOption(t);
    return o ? { matching: o } : reset(t, start);
  }
  return null;
}

function withFilters(who: TriggerSubject, more: ObjectFilter[]): TriggerSubject {
  if (typeof who === 'string' || more.length === 0 || who.matching.kind !== 'object') return who;
  return { ...who, matching: { ...who.matching, filters: [...who.matching.filters, ...more] } };
}

/**
 * 702.103 (bestow): "Whenever CARDNAME or enchanted creature attacks" / "deals combat damage to a
 * player": one event of either object (603.2): the source itself while it is a creature, or the
 * creature it enchants while it is a bestowed Aura (it never is both, so one event triggers once).
 */
function selfOrEnchanted(t: Tokens): Trigger | null {
  const start = t.pos;
  const words = ['CARDNAME', 'or', 'enchanted', 'creature'];
  if (!words.every((w, i) => t.tokens[t.pos + i]?.text === w)) return null;
  t.pos += words.length;
  const at = t.pos;
  const self = predicate(t, 'self');
  const end = t.pos;
  t.pos = at;
  const attached = predicate(t, 'attached');
  const ok = (e: Trigger | null) => e !== null && (e.event === 'attacks' || e.event === 'dealsCombatDamageToPlayer');
  if (!ok(self) || !ok(attached) || t.pos !== end || !self || !attached) return reset(t, start);
  return { event: 'either', of: [self, attached] };
}

const OTHERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };
const NTH: Record<string, number> = { first: 1, second: 2 };

/**
 * 603.2c: "one or more creatures [you control] attack [you]", "one or more creatures you control deal combat damage
 * to a player": one event for the whole group (a permanent subject, in the plural).
 */
function groupEvent(t: Tokens): Trigger | null {
  const start = t.pos;
  if (!t.accept('one', 'or', 'more')) return null;
  const who = object(t, true);
  if (
    !who ||
    who.kind !== 'object' ||
    who.zone !== 'battlefield' ||
    !who.filters.some((f) => f.kind === 'type' && f.anyOf.join() === 'Creature')
  )
    return reset(t, start);
  if (t.accept('attack')) {
    if (t.accept('you')) return { event: 'creaturesAttack', who, you: true };
    return { event: 'creaturesAttack', who };
  }
  const yours = who.filters.some((f) => f.kind === 'controller' && f.is === 'you');
  // 603.10a: one of them may have left the battlefield (died of combat damage): its filters must be readable as it was.
  if (yours && lookBackReadable(who.filters) && t.accept('deal', 'combat', 'damage', 'to', 'a', 'player'))
    return { event: 'creaturesDealCombatDamageToPlayer', who };
  return reset(t, start);
}

function subjectEvent(t: Tokens): Trigger | null {
  const start = t.pos;
  const either = selfOrEnchanted(t);
  if (either) return either;
  const group = groupEvent(t);
  if (group) return group;
  // 120.3: "Whenever a source deals damage to CARDNAME" is "Whenever CARDNAME is dealt damage".
  if (t.accept('a', 'source', 'deals', 'damage', 'to', 'cardname')) return { event: 'dealtDamage', who: 'self' };
  // 508.3a: "CARDNAME and at least two other creatures attack" (battalion, 207.2c): declared as attackers together.
  if (t.peek()?.text === 'CARDNAME' && t.word(1) === 'and' && t.word(2) === 'at' && t.word(3) === 'least') {
    const n = OTHERS[t.word(4) ?? ''];
    if (n !== undefined && t.word(5) === 'other' && t.word(6) === 'creatures' && t.word(7) === 'attack') {
      t.pos += 8;
      return { event: 'attacks', who: 'self', withOthers: n };
    }
  }
  const who = subject(t);
  if (!who) return null;
  const events: Trigger[] = [];
  do {
    const e = predicate(t, who);
    if (!e) return reset(t, start);
    events.push(e);
  } while (t.accept('or'));
  // 509.3b, 509.3d: "blocks or becomes blocked by a white creature": a white creature it blocks, or one that blocks it.
  const [first, second] = events;
  if (events.length === 2 && first.event === 'blocks' && !first.creature && second.event === 'becomesBlockedByCreature')
    events[0] = {
      ...first,
      creature: second.by ?? { kind: 'object', zone: 'battlefield', filters: [{ kind: 'type', anyOf: ['Creature'] }] },
    };
  // "Whenever CARDNAME attacks or blocks" keeps its name; other pairs are "either".
  if (events.length === 2 && who === 'self' && events[0].event === 'attacks' && events[1].event === 'blocks' && !('creature' in events[1]))
    return { event: 'attacksOrBlocks', who: 'self' };
  if (events.length === 2 && who === 'self' && events[0].event === 'enters' && events[1].event === 'attacks')
    return { event: 'entersOrAttacks', who: 'self' };
  return events.length === 1 ? events[0] : { event: 'either', of: events };
}

/** What a subject does ("enters", "dies", "attacks alone", "becomes blocked by a creature"...). */
function predicate(t: Tokens, who: TriggerSubject): Trigger | null {
  const start = t.pos;
  if (t.accept('enters')) {
    // "enters under your control": controlled by the source's controller as it enters.
    if (t.accept('under', 'your', 'control') || t.accept('under', 'an', "opponent's", 'control')) {
      if (typeof who === 'string') return reset(t, start);
      const is = t.tokens[t.pos - 2].text === 'your' ? 'you' : 'opponent';
      return { event: 'enters', who: withFilters(who, [{ kind: 'controller', is }]) };
    }
    return { event: 'enters', who };
  }
  if (t.accept('dies')) {
    // 700.4: only a creature or a planeswalker dies (the source's own ability: whatever it was, as before).
    if (typeof who !== 'string' && !lookBackReadable(optionFilters(who))) return reset(t, start);
    return { event: 'dies', who: withFilters(who, [{ kind: 'type', anyOf: ['Creature', 'Planeswalker'] }]) };
  }
  if (t.accept('is', 'put', 'into')) {
    const owner: ObjectFilter[] = [];
    if (t.accept('your')) owner.push({ kind: 'owner', is: 'you' });
    else if (t.accept('an', "opponent's")) owner.push({ kind: 'owner', is: 'opponent' });
    else if (!t.accept('a')) return reset(t, start);
    if (!t.accept('graveyard', 'from', 'the', 'battlefield')) return reset(t, start);
    if (owner.length > 0 && typeof who === 'string') return reset(t, start);
    if (typeof who !== 'string' && !lookBackReadable(optionFilters(who))) return reset(t, start);
    return { event: 'dies', who: withFilters(who, owner) };
  }
  if (t.accept('leaves', 'the', 'battlefield')) return who === 'self' ? { event: 'leaves', who } : reset(t, start);
  if (t.accept('attacks')) {
    if (t.accept('alone')) return { event: 'attacksAlone', who };
    // 509.3g: "attacks and isn't blocked": it triggers as blockers are declared.
    if (t.accept('and', "isn't", 'blocked')) return { event: 'attacksUnblocked', who };
    // "Whenever a creature attacks you": the source's controller is the player attacked (506.3).
    if (typeof who !== 'string' && t.accept('you')) {
      // 506.3: "... or a planeswalker you control": either is attacked by it.
      if (t.accept('or', 'a', 'planeswalker', 'you', 'control')) return { event: 'attacks', who, you: true, orPlaneswalker: true };
      return { event: 'attacks', who, you: true };
    }
    // 303.4m: "Whenever a creature attacks enchanted player".
    if (typeof who !== 'string' && t.accept('enchanted', 'player')) return { event: 'attacks', who, enchantedPlayer: true };
    return { event: 'attacks', who };
  }
  if (t.accept('blocks')) {
    if (t.accept('a') || t.accept('an')) {
      const creature = permanentOption(t);
      if (!creature) return reset(t, start);
      return { event: 'blocks', who, creature };
    }
    return { event: 'blocks', who };
  }
  if (t.accept('becomes', 'blocked')) {
    if (t.accept('by', 'a') || t.accept('by', 'an')) {
      // 509.3d, 509.3f: "by a creature", "by a non-Wall creature": each blocker, as it blocks.
      const by = permanentOption(t);
      if (!by || by.kind !== 'object' || who !== 'self') return reset(t, start);
      const plain = by.filters.length === 1 && by.filters[0].kind === 'type' && by.filters[0].anyOf.join() === 'Creature';
      return plain ? { event: 'becomesBlockedByCreature', who } : { event: 'becomesBlockedByCreature', who, by };
    }
    return { event: 'becomesBlocked', who };
  }
  if (t.accept('is', 'dealt', 'combat', 'damage')) return { event: 'dealtDamage', who, combat: true };
  if (t.accept('is', 'dealt', 'damage')) return { event: 'dealtDamage', who };
  // "Whenever a creature deals [combat] damage to you": another object's damage to the source's controller.
  if (typeof who !== 'string' && (t.accept('deals', 'damage', 'to', 'you') || t.accept('deals', 'combat', 'damage', 'to', 'you')))
    return { event: 'dealsDamageToYou', who, ...(t.tokens[t.pos - 4].text === 'combat' ? { combat: true } : {}) };
  // 303.4m: "Whenever a creature deals [combat] damage to enchanted player".
  if (
    typeof who !== 'string' &&
    (t.accept('deals', 'damage', 'to', 'enchanted', 'player') || t.accept('deals', 'combat', 'damage', 'to', 'enchanted', 'player'))
  )
    return {
      event: 'dealsDamageToYou',
      who,
      enchantedPlayer: true,
      ...(t.tokens[t.pos - 5].text === 'combat' ? { combat: true } : {}),
    };
  if (t.accept('deals', 'combat', 'damage', 'to')) {
    if (t.accept('a', 'player')) return { event: 'dealsCombatDamageToPlayer', who };
    if (t.accept('an', 'opponent')) return { event: 'dealsCombatDamageToPlayer', who, opponent: true };
    if (t.accept('a', 'creature')) return { event: 'dealsCombatDamageToCreature', who };
    return reset(t, start);
  }
  if (t.accept('deals', 'damage', 'to', 'a', 'creature')) return { event: 'dealsCombatDamageToCreature', who, anyDamage: true };
  if (t.accept('deals', 'damage', 'to')) {
    if (t.accept('a', 'player')) return { event: 'dealsDamageToPlayer', who, opponent: false };
    if (t.accept('an', 'opponent')) return { event: 'dealsDamageToPlayer', who, opponent: true };
    return reset(t, start);
  }
  // 120.1, 603.2c: "deals damage": any damage to anything; one trigger for each damage event (its total, 603.2).
  if (t.word() === 'deals' && t.word(1) === 'damage' && t.word(2) === undefined && (who === 'self' || who === 'attached')) {
    t.pos += 2;
    return { event: 'dealsDamage', who };
  }
  if (t.accept('becomes', 'tapped')) return { event: 'becomesTapped', who };
  // 603.2e: "becomes untapped" (inspired): a tapped permanent untapping, not one entering untapped.
  if (t.accept('becomes', 'untapped')) return { event: 'becomesUntapped', who };
  // 115.1, 601.2c: "becomes the target of a spell", "... of an instant or sorcery spell": a spell, not an ability.
  if (t.accept('becomes', 'the', 'target', 'of') && (t.accept('a') || t.accept('an'))) {
    const spell = object(t);
    if (spell && spell.kind === 'object' && spell.zone === 'stack' && t.done) return { event: 'becomesTarget', who, spell };
  }
  t.pos = start;
  if (t.accept('becomes', 'the', 'target', 'of', 'a', 'spell', 'or', 'ability')) {
    if (t.accept('an', 'opponent', 'controls')) return { event: 'becomesTargetOfOpponent', who };
    return { event: 'becomesTarget', who };
  }
  if (t.accept('is', 'turned', 'face', 'up')) return { event: 'turnedFaceUp', who };
  // 701.37b: "When CARDNAME becomes monstrous".
  if (who === 'self' && t.accept('becomes', 'monstrous')) return { event: 'becomesMonstrous', who: 'self' };
  // 702.110b: "When CARDNAME exploits a creature".
  if (who === 'self' && t.accept('exploits', 'a', 'creature')) return { event: 'exploits', who: 'self' };
  return null;
}

function optionFilters(who: Exclude<TriggerSubject, string>): ObjectFilter[] {
  return who.matching.kind === 'object' ? who.matching.filters : [];
}

function player(t: Tokens): TriggerPlayer | null {
  if (t.accept('you')) return 'you';
  if (t.accept('an', 'opponent')) return 'opponent';
  if (t.accept('a', 'player')) return 'any';
  return null;
}

/** "you cast a Spirit or Arcane spell", "an opponent casts a creature spell", "you cast CARDNAME", "a player draws a card". */
function playerEvent(t: Tokens): Trigger | null {
  const start = t.pos;
  const whose = player(t);
  if (!whose) return null;
  const third = whose !== 'you';
  if (t.accept(third ? 'casts' : 'cast')) {
    // 702.40a: "When you cast this spell" is a triggered ability of the spell itself.
    if (whose === 'you' && t.peek()?.text === 'CARDNAME') {
      t.next();
      return { event: 'castSelf' };
    }
    if (t.accept('a', 'spell', 'that', 'targets', 'cardname')) return { event: 'cast', whose, types: null, targetsSource: true };
    // 601.2i: "you cast your first / second spell each turn", "an opponent casts their first spell each turn": the
    // caster's count of spells cast this turn.
    if (whose === 'you' ? t.accept('your') : t.accept('their')) {
      const nth = NTH[t.word() ?? ''];
      if (nth === undefined || !t.tokens.slice(t.pos + 1, t.pos + 4).every((x, i) => x.text === ['spell', 'each', 'turn'][i]))
        return reset(t, start);
      t.pos += 4;
      return t.done ? { event: 'cast', whose, types: null, nth } : reset(t, start);
    }
    if (!t.accept('a') && !t.accept('an')) return reset(t, start);
    const spell = object(t);
    if (!spell || spell.kind !== 'object' || spell.zone !== 'stack') return reset(t, start);
    // 500: "during your turn", "during an opponent's turn": whose turn it is as the spell becomes cast.
    if (t.accept('during', 'your', 'turn')) return { event: 'cast', whose, types: null, spell, during: 'your' };
    if (t.accept('during', 'an', "opponent's", 'turn')) return { event: 'cast', whose, types: null, spell, during: 'opponents' };
    return { event: 'cast', whose, types: null, spell };
  }
  if (t.accept(third ? 'draws' : 'draw', 'a', 'card')) return { event: 'draws', whose };
  // 702.29c: "When you cycle CARDNAME [or it dies]": discarded to pay its own cycling cost.
  if (whose === 'you' && t.accept('cycle', 'cardname')) {
    if (t.accept('or', 'it', 'dies')) return { event: 'either', of: [{ event: 'cycleSelf' }, { event: 'dies', who: 'self' }] };
    return { event: 'cycleSelf' };
  }
  // 702.29d: "cycles or discards a card" triggers once for a card cycled: it is a discard.
  if (t.accept(third ? 'cycles' : 'cycle', 'or', third ? 'discards' : 'discard', 'a', 'card')) return { event: 'discards', whose };
  if (t.accept(third ? 'cycles' : 'cycle', 'a', 'card')) return { event: 'cycles', whose };
  if (t.accept(third ? 'discards' : 'discard', 'a', 'card')) return { event: 'discards', whose };
  // 701.21a, 603.10a: "Whenever you sacrifice a Clue", "... another permanent": looked back at as it left.
  if (t.accept(third ? 'sacrifices' : 'sacrifice')) {
    const other = t.accept('another');
    if (!other && !t.accept('a') && !t.accept('an')) return reset(t, start);
    const o = permanentOption(t);
    if (!o || o.kind !== 'object' || !lookBackReadable(o.filters)) return reset(t, start);
    return { event: 'sacrifices', whose, what: other ? { ...o, filters: [...o.filters, { kind: 'other' }] } : o };
  }
  if (whose === 'you' && t.accept('gain', 'life')) return { event: 'gainLife', whose: 'you' };
  return reset(t, start);
}

type Step = Extract<Trigger, { event: 'beginningOf' }>['step'];
type Whose = Extract<Trigger, { event: 'beginningOf' }>['whose'];

/** "At the beginning of your upkeep", "... of each end step", "... of combat on your turn", "At end of combat" (511.2). */
function time(t: Tokens): Trigger | null {
  const at = (step: Step, whose: Whose): Trigger => ({ event: 'beginningOf', step, whose });
  if (t.accept('end', 'of', 'combat')) return at('end-of-combat', 'each');
  if (!t.accept('the', 'beginning', 'of')) return null;
  if (t.accept('combat', 'on', 'your', 'turn')) return at('beginning-of-combat', 'your');
  if (t.accept('combat', 'on', 'each', "opponent's", 'turn')) return at('beginning-of-combat', 'opponents');
  if (t.accept('each', 'combat')) return at('beginning-of-combat', 'each');
  if (t.accept('the', 'end', 'step')) return at('end', 'each');
  // 303.4m: "enchanted player's upkeep": the player the Aura is attached to.
  if (t.accept('enchanted', "player's", 'upkeep')) return at('upkeep', 'enchantedPlayer');
  if (t.accept('enchanted', "player's", 'draw', 'step')) return at('draw', 'enchantedPlayer');
  if (t.accept('enchanted', "player's", 'end', 'step')) return at('end', 'enchantedPlayer');
  // "the upkeep of enchanted creature's controller" (303.4: the permanent the Aura is attached to).
  const theirs = t.pos;
  if (t.accept('the', 'upkeep', 'of', 'enchanted') || t.accept('the', 'end', 'step', 'of', 'enchanted')) {
    const step: Step = t.tokens[theirs + 1].text === 'upkeep' ? 'upkeep' : 'end';
    const w = t.word();
    if (w === "creature's" || w === "land's" || w === "artifact's" || w === "enchantment's" || w === "permanent's") {
      t.next();
      if (t.accept('controller')) return at(step, 'attachedController');
    }
    return null;
  }
  let whose: Whose | null = null;
  if (t.accept('your')) whose = 'your';
  else if (t.accept('each', "player's")) whose = 'each';
  else if (t.accept('each', "opponent's")) whose = 'opponents';
  else if (t.accept('each')) whose = 'each';
  if (!whose) return null;
  if (t.accept('upkeep')) return at('upkeep', whose);
  if (t.accept('draw', 'step')) return at('draw', whose);
  if (t.accept('end', 'step')) return at('end', whose);
  // 505.1: the precombat main phase is the first main phase.
  if (t.accept('precombat', 'main', 'phase')) return at('first-main', whose);
  return null;
}

/** The simple events a trigger waits for: the parts of "either". */
export function triggerEvents(t: Trigger): Trigger[] {
  return t.event === 'either' ? t.of.flatMap(triggerEvents) : [t];
}

/** 603.6c: whether one of its events is its source leaving the battlefield ("dies", "leaves the battlefield"). */
export function leavesBattlefield(t: Trigger): boolean {
  return triggerEvents(t).some((e) => e.event === 'dies' || e.event === 'leaves');
}
