/** Actions and answer readers shared by the specs (test fixtures: never imported by code that ships). */
import { Answer, Outcome } from '../adjudicate';

type AnswerPermanent = Answer['state']['battlefield'][number];

/** `n` passes in turn, starting with `first`: `passes(2)` is both players passing in succession (117.4). */
export const passes = (n: number, first = 'alice', second = 'bob'): { type: 'pass'; player: string }[] =>
  Array.from({ length: n }, (_, i) => ({ type: 'pass' as const, player: i % 2 === 0 ? first : second }));

/** A permanent of an answer's battlefield, by id. */
export const onField = (a: Answer, id: string): AnswerPermanent | undefined => a.state.battlefield.find((o) => o.id === id);

/** The action that answers the decision an answer asks for, with `choice`. */
export const choose = (a: Answer, choice: string[]) => ({ type: 'choose', player: a.decision?.player, decision: a.decision?.id, choice });

/** Whether the request was refused as a bad board (400) with an error at or under `path`. */
export const refusedAt = (outcome: Outcome, path: string): boolean =>
  outcome.kind === 'invalid' && outcome.errors.some((e) => e.path.startsWith(path));
