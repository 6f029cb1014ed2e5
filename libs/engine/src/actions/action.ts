import { fail, ok, Result } from '../result';
import { SetupError } from '../state/setup-error';

/** The actions of CONTRACT §2 that the engine reads. */
export type Action =
  | { type: 'pass'; player: string }
  | { type: 'playLand'; player: string; card: string }
  | { type: 'concede'; player: string }
  | { type: 'choose'; player: string; decision: string; choice: string[] }
  | { type: 'declareAttackers'; player: string; attackers: { id: string; attacking: string }[]; bands?: string[][] }
  | { type: 'declareBlockers'; player: string; blockers: { id: string; blocking: string[] }[] }
  | { type: 'assignDamage'; player: string; assignments: Record<string, Record<string, number>> }
  | { type: 'cast'; player: string; card: string; targets?: string[]; x?: number; modes?: number[]; alternativeCost?: string; additionalCosts?: AdditionalCost[]; faceDown?: boolean; payment?: { tap?: string[]; pool?: string; /** 702.51a */ convoke?: string[] }; sacrifice?: string[]; discard?: string[] }
  /** 116.2b, 702.37e: a special action; `kind` says which. */
  | { type: 'specialAction'; player: string; kind: SpecialActionKind; object: string; payment?: { tap?: string[]; pool?: string } }
  | { type: 'activate'; player: string; source: string; ability: number; targets?: string[]; x?: number; payment?: { tap?: string[]; pool?: string }; sacrifice?: string[] }
  | { type: NotYetSupported; player: string };

/** 601.2b: the optional additional costs a caster may announce: "kicker" once per time kicked (702.33d), "buyback" (702.27a), "entwine" (702.42a). */
export const ADDITIONAL_COSTS = ['kicker', 'buyback', 'entwine'] as const;
export type AdditionalCost = (typeof ADDITIONAL_COSTS)[number];

/** Action types of the contract whose rules come in later work: answered as UNSUPPORTED_ACTION. */
export const NOT_YET_SUPPORTED = ['mulligan', 'keep'] as const;
export type NotYetSupported = (typeof NOT_YET_SUPPORTED)[number];
export const ACTION_TYPES = ['pass', 'playLand', 'cast', 'activate', 'concede', 'choose', 'declareAttackers', 'declareBlockers', 'assignDamage', 'specialAction', ...NOT_YET_SUPPORTED] as const;

/** The special actions of 116.2 the engine knows: turning a face-down permanent face up with morph (116.2b, 702.37e). */
export const SPECIAL_ACTION_KINDS = ['turnFaceUp'] as const;
export type SpecialActionKind = (typeof SPECIAL_ACTION_KINDS)[number];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `payment` of cast, activate and specialAction: {"tap": [ids], "pool": "{R}"}. */
function parsePayment(pay: unknown, bad: (field: string, message: string) => void, convoke = false): { tap?: string[]; pool?: string; convoke?: string[] } | undefined {
  if (pay === undefined) return undefined;
  if (!isObj(pay)) {
    bad('payment', '{"tap": [source ids], "pool": "{R}"}');
    return undefined;
  }
  for (const k of Object.keys(pay)) if (k !== 'tap' && k !== 'pool' && !(convoke && k === 'convoke')) bad(`payment.${k}`, `unknown field: "tap"${convoke ? ', "pool" or "convoke"' : ' or "pool" ("convoke" is for casting a spell, 702.51a)'}`);
  // 702.51a: the creatures tapped for convoke.
  if (pay.convoke !== undefined && (!Array.isArray(pay.convoke) || !pay.convoke.every((t) => typeof t === 'string'))) bad('payment.convoke', 'a list of creature ids (702.51a)');
  if (pay.tap !== undefined && (!Array.isArray(pay.tap) || !pay.tap.every((t) => typeof t === 'string'))) bad('payment.tap', 'a list of permanent ids');
  if (pay.pool !== undefined && typeof pay.pool !== 'string') bad('payment.pool', 'a mana string such as "{R}"');
  return { tap: pay.tap as string[] | undefined, pool: pay.pool as string | undefined, ...(convoke && pay.convoke !== undefined ? { convoke: pay.convoke as string[] } : {}) };
}

/** Shape checks only; whether the action is legal is for the rules. */
export function parseAction(raw: unknown, path: string): Result<Action, SetupError> {
  const errors: SetupError[] = [];
  const bad = (field: string, message: string) => errors.push({ kind: 'shape', code: 'INVALID_FIELD', path: field ? `${path}.${field}` : path, message });
  if (!isObj(raw)) return fail([{ kind: 'shape', code: 'INVALID_FIELD', path, message: 'an action must be an object with a "type"' }]);
  const type = raw.type;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    bad('type', `one of ${ACTION_TYPES.join(', ')}`);
    return fail(errors);
  }
  if (typeof raw.player !== 'string' || raw.player === '') bad('player', 'required: the id of the player taking the action');
  const player = raw.player as string;
  const allowed = new Set(['type', 'player']);
  let action: Action | null = null;
  switch (type) {
    case 'pass':
    case 'concede':
      action = { type, player };
      break;
    case 'playLand':
      allowed.add('card');
      if (typeof raw.card !== 'string' || raw.card === '') bad('card', 'required: the id of the land card');
      action = { type, player, card: raw.card as string };
      break;
    case 'cast':
    case 'activate': {
      for (const f of ['targets', 'x', 'payment']) allowed.add(f);
      if (type === 'cast') {
        allowed.add('card').add('modes').add('alternativeCost').add('additionalCosts').add('faceDown');
        // 601.2h, 118.8: what pays "As an additional cost to cast this spell, sacrifice a creature / discard a card".
        allowed.add('sacrifice').add('discard');
        if (raw.sacrifice !== undefined && (!Array.isArray(raw.sacrifice) || !raw.sacrifice.every((t) => typeof t === 'string'))) bad('sacrifice', 'the ids of the permanents sacrificed to pay the additional cost ("sacrifice a creature")');
        if (raw.discard !== undefined && (!Array.isArray(raw.discard) || !raw.discard.every((t) => typeof t === 'string'))) bad('discard', 'the ids of the cards discarded from the hand to pay the additional cost ("discard a card")');
        if (raw.faceDown !== undefined && typeof raw.faceDown !== 'boolean') bad('faceDown', 'true to cast the card face down (702.37c morph: a 2/2 creature spell for {3})');
        if (raw.additionalCosts !== undefined && (!Array.isArray(raw.additionalCosts) || !raw.additionalCosts.every((c) => typeof c === 'string' && (ADDITIONAL_COSTS as readonly string[]).includes(c)))) {
          bad('additionalCosts', `the optional additional costs to pay (601.2b): a list of ${ADDITIONAL_COSTS.map((c) => `"${c}"`).join(', ')}; "kicker" once per time kicked (multikicker)`);
        }
        if (raw.alternativeCost !== undefined && typeof raw.alternativeCost !== 'string') bad('alternativeCost', 'the alternative cost, e.g. "flashback"');
        if (raw.modes !== undefined && (!Array.isArray(raw.modes) || !raw.modes.every((m) => typeof m === 'number' && Number.isInteger(m) && m >= 0))) bad('modes', 'the chosen modes: a list of indexes from 0');
        if (typeof raw.card !== 'string' || raw.card === '') bad('card', 'required: the id of the card to cast');
      } else {
        allowed.add('source').add('ability').add('sacrifice');
        // 601.2h through 602.2b: the permanent sacrificed to pay a "Sacrifice a creature" cost.
        if (raw.sacrifice !== undefined && (!Array.isArray(raw.sacrifice) || !raw.sacrifice.every((t) => typeof t === 'string'))) bad('sacrifice', 'the ids of the permanents sacrificed to pay the cost ("Sacrifice a creature")');
        if (typeof raw.source !== 'string' || raw.source === '') bad('source', 'required: the id of the permanent whose ability is activated');
        if (typeof raw.ability !== 'number' || !Number.isInteger(raw.ability) || raw.ability < 0) bad('ability', "required: the index among the source's activated abilities, from 0");
      }
      if (raw.targets !== undefined && (!Array.isArray(raw.targets) || !raw.targets.every((t) => typeof t === 'string'))) bad('targets', 'a list of object or player ids');
      if (raw.x !== undefined && (typeof raw.x !== 'number' || !Number.isInteger(raw.x) || raw.x < 0 || raw.x > 1000)) bad('x', 'an integer from 0 to 1000');
      const payment = parsePayment(raw.payment, bad, type === 'cast');
      const common = { player, targets: raw.targets as string[] | undefined, x: raw.x as number | undefined, payment };
      action = type === 'cast' ? { type, card: raw.card as string, modes: raw.modes as number[] | undefined, alternativeCost: raw.alternativeCost as string | undefined, ...(raw.additionalCosts !== undefined ? { additionalCosts: raw.additionalCosts as AdditionalCost[] } : {}), ...(raw.faceDown === true ? { faceDown: true } : {}), ...(raw.sacrifice !== undefined ? { sacrifice: raw.sacrifice as string[] } : {}), ...(raw.discard !== undefined ? { discard: raw.discard as string[] } : {}), ...common } : { type, source: raw.source as string, ability: raw.ability as number, ...common, ...(raw.sacrifice !== undefined ? { sacrifice: raw.sacrifice as string[] } : {}) };
      break;
    }
    case 'choose':
      allowed.add('decision').add('choice');
      if (typeof raw.decision !== 'string') bad('decision', 'required: the id of the decision answered');
      if (!Array.isArray(raw.choice) || !raw.choice.every((c) => typeof c === 'string')) bad('choice', 'required: a list of the ids chosen');
      action = { type, player, decision: raw.decision as string, choice: raw.choice as string[] };
      break;
    case 'declareAttackers':
      allowed.add('attackers');
      if (!Array.isArray(raw.attackers)) bad('attackers', 'required: a list of {id, attacking} (empty to attack with nothing)');
      else
        raw.attackers.forEach((a, i) => {
          if (!isObj(a) || typeof a.id !== 'string' || typeof a.attacking !== 'string') bad(`attackers[${i}]`, '{"id": creature id, "attacking": player or planeswalker id}');
        });
      // 702.22c: optional attacking bands, each a list of declared attackers' ids.
      allowed.add('bands');
      if (raw.bands !== undefined && (!Array.isArray(raw.bands) || !raw.bands.every((b) => Array.isArray(b) && b.length > 0 && b.every((id) => typeof id === 'string')))) {
        bad('bands', 'the attacking bands (702.22c): a list of non-empty lists of attacking creature ids, e.g. [["a1", "a2"]]');
      }
      action = { type, player, attackers: (raw.attackers ?? []) as { id: string; attacking: string }[], ...(raw.bands !== undefined ? { bands: raw.bands as string[][] } : {}) };
      break;
    case 'declareBlockers':
      allowed.add('blockers');
      if (!Array.isArray(raw.blockers)) bad('blockers', 'required: a list of {id, blocking: [attacker ids]} (empty to block with nothing)');
      else
        raw.blockers.forEach((b, i) => {
          if (!isObj(b) || typeof b.id !== 'string' || !Array.isArray(b.blocking) || !b.blocking.every((x) => typeof x === 'string')) bad(`blockers[${i}]`, '{"id": creature id, "blocking": [attacker ids]}');
        });
      action = { type, player, blockers: (raw.blockers ?? []) as { id: string; blocking: string[] }[] };
      break;
    case 'assignDamage': {
      allowed.add('assignments');
      const a = raw.assignments;
      if (!isObj(a) || !Object.values(a).every((t) => isObj(t) && Object.values(t).every((n) => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 1e6))) {
        bad('assignments', 'required: {attackerId: {targetId: amount}} with whole amounts 0 or more');
      }
      action = { type, player, assignments: (isObj(a) ? a : {}) as Record<string, Record<string, number>> };
      break;
    }
    case 'specialAction': {
      allowed.add('kind').add('object').add('payment');
      if (typeof raw.kind !== 'string' || !(SPECIAL_ACTION_KINDS as readonly string[]).includes(raw.kind)) bad('kind', `required: the special action (116.2), one of ${SPECIAL_ACTION_KINDS.map((k) => `"${k}"`).join(', ')}`);
      if (typeof raw.object !== 'string' || raw.object === '') bad('object', 'required: the id of the face-down permanent to turn face up');
      const payment = parsePayment(raw.payment, bad);
      action = { type, player, kind: raw.kind as SpecialActionKind, object: raw.object as string, ...(payment ? { payment } : {}) };
      break;
    }
    default:
      // Later work reads their fields; accept the contract's ones so the answer can be "unsupported".
      for (const f of ['card', 'targets', 'modes', 'x', 'payment', 'alternativeCost', 'additionalCosts', 'source', 'ability', 'blockers', 'assignments', 'bottom']) allowed.add(f);
      action = { type: type as NotYetSupported, player };
  }
  for (const key of Object.keys(raw)) if (raw[key] !== undefined && !allowed.has(key)) bad(key, 'unknown field for this action type');
  return errors.length > 0 || !action ? fail(errors) : ok(action);
}
