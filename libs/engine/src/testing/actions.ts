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

type Decision = NonNullable<Answer['decision']>;

/**
 * Plays on from `from` with no action of note (each player passes, attacks with nothing, blocks with nothing)
 * until `stop` says so, through `rule` (a spec's `rulingsWith(catalog)`); `other` answers any other decision
 * the spec expects (null: unexpected, the spec fails), `seen` is told of each answer on the way.
 */
export function playUntil(
  rule: (request: Record<string, unknown>) => Answer,
  from: Answer,
  stop: (a: Answer) => boolean,
  other: (d: Decision) => unknown = () => null,
  seen: (a: Answer) => void = () => undefined,
): Answer {
  let a = from;
  for (let i = 0; i < 200 && !stop(a); i++) {
    const d = a.decision;
    if (!d) throw new Error('no decision');
    const action =
      d.kind === 'priority'
        ? { type: 'pass', player: d.player }
        : d.kind === 'declareAttackers'
          ? { type: 'declareAttackers', player: d.player, attackers: [] }
          : d.kind === 'declareBlockers'
            ? { type: 'declareBlockers', player: d.player, blockers: [] }
            : other(d);
    if (!action) throw new Error(`unexpected decision ${d.kind}`);
    const next = rule({ state: a.state, action });
    if (!next.legal) throw new Error(JSON.stringify(next.violations));
    a = next;
    seen(a);
  }
  return a;
}
