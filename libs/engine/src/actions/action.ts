import { fail, ok, Result } from '../result';
import { TSchema } from '@sinclair/typebox';
import { TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { SetupError } from '../state/setup-error';
import { ACTION_VARIANTS, ADDITIONAL_COSTS, SPECIAL_ACTION_KINDS } from '../wire/schema';
import { shapeErrors } from '../wire/errors';
import { msg, render } from '../trace/message';

/** The actions of CONTRACT §2 that the engine reads. */
export type Action =
  | { type: 'pass'; player: string }
  /** 614.12a: `payLife`, the life the land asks as it enters is paid (absent: not paid, it enters tapped). */
  | { type: 'playLand'; player: string; card: string; payLife?: boolean }
  | { type: 'concede'; player: string }
  | { type: 'choose'; player: string; decision: string; choice: string[] }
  /** 508.1h-j: `payment`, how the total cost to attack is paid (as for a cast; absent: automatically). */
  | {
      type: 'declareAttackers';
      player: string;
      attackers: { id: string; attacking: string }[];
      bands?: string[][];
      payment?: { tap?: string[]; pool?: string };
    }
  | { type: 'declareBlockers'; player: string; blockers: { id: string; blocking: string[] }[] }
  | { type: 'assignDamage'; player: string; assignments: Record<string, Record<string, number>> }
  | {
      type: 'cast';
      player: string;
      card: string;
      targets?: string[];
      /** 601.2d: the division of the spell's divided damage: target id -> share. */
      division?: Record<string, number>;
      x?: number;
      modes?: number[];
      alternativeCost?: string;
      additionalCosts?: AdditionalCost[];
      /** 702.47a-b: the ids of the cards in the caster's hand spliced onto the spell, in the order their effects happen. */
      splice?: string[];
      faceDown?: boolean;
      /** 702.102a: both halves of a split card with fuse cast together from the hand. */
      fuse?: boolean;
      payment?: {
        tap?: string[];
        pool?: string;
        /** 702.51a */ convoke?: string[];
        /** 702.66a */ delve?: string[];
        /** 702.126a */ improvise?: string[];
      };
      sacrifice?: string[];
      discard?: string[];
      /** 118.9: what pays an alternative cost written on the card (`alternativeCost: "card"`). */
      exile?: string[];
      returnToHand?: string[];
      tapUntapped?: string[];
    }
  /** 116.2b, 702.37e: a special action; `kind` says which. */
  | { type: 'specialAction'; player: string; kind: SpecialActionKind; object: string; payment?: { tap?: string[]; pool?: string } }
  | {
      type: 'activate';
      player: string;
      source: string;
      ability: number;
      targets?: string[];
      x?: number;
      payment?: { tap?: string[]; pool?: string };
      sacrifice?: string[];
      /** 601.2h: what the other cost phrases take (rules/602-activation-costs.ts); 605.3a: the mana chosen. */
      discard?: string[];
      exile?: string[];
      tapUntapped?: string[];
      returnToHand?: string[];
      putOnTop?: string[];
      mana?: string;
    }
  | { type: NotYetSupported; player: string };

export { ADDITIONAL_COSTS } from '../wire/schema';
export type AdditionalCost = (typeof ADDITIONAL_COSTS)[number];

/** Action types of the contract whose rules come in later work: answered as UNSUPPORTED_ACTION. */
export const NOT_YET_SUPPORTED = ['mulligan', 'keep'] as const;
export type NotYetSupported = (typeof NOT_YET_SUPPORTED)[number];
export const ACTION_TYPES = [
  'pass',
  'playLand',
  'cast',
  'activate',
  'concede',
  'choose',
  'declareAttackers',
  'declareBlockers',
  'assignDamage',
  'specialAction',
  ...NOT_YET_SUPPORTED,
] as const;

export { SPECIAL_ACTION_KINDS } from '../wire/schema';
export type SpecialActionKind = (typeof SPECIAL_ACTION_KINDS)[number];

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

type Payment = { tap?: string[]; pool?: string; convoke?: string[]; delve?: string[]; improvise?: string[] };
const payment = (pay: unknown): Payment | undefined => {
  if (!isObj(pay)) return undefined;
  return {
    tap: pay.tap as string[] | undefined,
    pool: pay.pool as string | undefined,
    ...(pay.convoke !== undefined ? { convoke: pay.convoke as string[] } : {}),
    ...(pay.delve !== undefined ? { delve: pay.delve as string[] } : {}),
    ...(pay.improvise !== undefined ? { improvise: pay.improvise as string[] } : {}),
  };
};

/** One compiled check per action type (wire/schema.ts): the shape of each variant is described there, once. */
const CHECKS = Object.fromEntries(
  Object.entries(ACTION_VARIANTS).map(([type, schema]) => [type, TypeCompiler.Compile(schema as TSchema)]),
) as unknown as Record<keyof typeof ACTION_VARIANTS, TypeCheck<TSchema>>;

/** Shape checks only (by the action's schema); whether the action is legal is for the rules. */
export function parseAction(raw: unknown, path: string): Result<Action, SetupError> {
  if (!isObj(raw)) return fail([{ kind: 'shape', code: 'INVALID_FIELD', path, message: msg('action.object') }]);
  const type = raw.type;
  if (typeof type !== 'string' || !(ACTION_TYPES as readonly string[]).includes(type)) {
    return fail([
      { kind: 'shape', code: 'INVALID_FIELD', path: `${path}.type`, message: msg('parse.oneOf', { values: ACTION_TYPES.join(', ') }) },
    ]);
  }
  const t = type as keyof typeof ACTION_VARIANTS;
  if (!CHECKS[t].Check(raw)) {
    // A field left undefined (an action built in process, never JSON) is absent, not unknown.
    const errors = shapeErrors(CHECKS[t], ACTION_VARIANTS[t], raw, path).filter(
      (e) => !(render(e.message) === 'unknown field for this action type' && raw[e.path.slice(path.length + 1)] === undefined),
    );
    if (errors.length > 0) return fail(errors.map((e) => ({ kind: 'shape', code: 'INVALID_FIELD', path: e.path, message: e.message })));
  }
  return ok(toAction(t, raw));
}

/** The engine's action from a raw one its schema accepted: only the fields of its type. */
function toAction(type: keyof typeof ACTION_VARIANTS, raw: Obj): Action {
  const player = raw.player as string;
  switch (type) {
    case 'pass':
    case 'concede':
    case 'mulligan':
    case 'keep':
      return { type, player };
    case 'playLand':
      return { type, player, card: raw.card as string, ...(raw.payLife === true ? { payLife: true } : {}) };
    case 'cast':
    case 'activate': {
      const common = {
        player,
        targets: raw.targets as string[] | undefined,
        x: raw.x as number | undefined,
        payment: payment(raw.payment),
      };
      if (type === 'activate')
        return {
          type,
          source: raw.source as string,
          ability: raw.ability as number,
          ...common,
          ...(raw.sacrifice !== undefined ? { sacrifice: raw.sacrifice as string[] } : {}),
          ...(raw.discard !== undefined ? { discard: raw.discard as string[] } : {}),
          ...(raw.exile !== undefined ? { exile: raw.exile as string[] } : {}),
          ...(raw.tapUntapped !== undefined ? { tapUntapped: raw.tapUntapped as string[] } : {}),
          ...(raw.returnToHand !== undefined ? { returnToHand: raw.returnToHand as string[] } : {}),
          ...(raw.putOnTop !== undefined ? { putOnTop: raw.putOnTop as string[] } : {}),
          ...(raw.mana !== undefined ? { mana: raw.mana as string } : {}),
        };
      return {
        type,
        card: raw.card as string,
        modes: raw.modes as number[] | undefined,
        ...(raw.division !== undefined ? { division: { ...(raw.division as Record<string, number>) } } : {}),
        alternativeCost: raw.alternativeCost as string | undefined,
        ...(raw.additionalCosts !== undefined ? { additionalCosts: raw.additionalCosts as AdditionalCost[] } : {}),
        ...(raw.splice !== undefined ? { splice: [...(raw.splice as string[])] } : {}),
        ...(raw.faceDown === true ? { faceDown: true } : {}),
        ...(raw.fuse === true ? { fuse: true } : {}),
        ...(raw.sacrifice !== undefined ? { sacrifice: raw.sacrifice as string[] } : {}),
        ...(raw.discard !== undefined ? { discard: raw.discard as string[] } : {}),
        ...(raw.exile !== undefined ? { exile: raw.exile as string[] } : {}),
        ...(raw.returnToHand !== undefined ? { returnToHand: raw.returnToHand as string[] } : {}),
        ...(raw.tapUntapped !== undefined ? { tapUntapped: raw.tapUntapped as string[] } : {}),
        ...common,
      };
    }
    case 'choose':
      return { type, player, decision: raw.decision as string, choice: raw.choice as string[] };
    case 'declareAttackers':
      return {
        type,
        player,
        attackers: raw.attackers as { id: string; attacking: string }[],
        ...(raw.bands !== undefined ? { bands: raw.bands as string[][] } : {}),
        ...(isObj(raw.payment)
          ? { payment: { tap: raw.payment.tap as string[] | undefined, pool: raw.payment.pool as string | undefined } }
          : {}),
      };
    case 'declareBlockers':
      return { type, player, blockers: raw.blockers as { id: string; blocking: string[] }[] };
    case 'assignDamage':
      return { type, player, assignments: raw.assignments as Record<string, Record<string, number>> };
    case 'specialAction': {
      const pay = payment(raw.payment);
      return { type, player, kind: raw.kind as SpecialActionKind, object: raw.object as string, ...(pay ? { payment: pay } : {}) };
    }
  }
}
