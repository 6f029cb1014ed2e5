import {
  adjudicate,
  AdjudicationRequest,
  CardCatalog,
  joined,
  Language,
  legalActionsFor,
  Message,
  msg,
  SerializeOptions,
  SetupError,
} from '@app/engine';
import { invalidFieldsDetail, ProblemDetails } from '../common/problem';

/**
 * The engine's work for one request, as plain data in and out: it runs in a worker thread (the
 * pool) or in this thread (ENGINE_WORKERS=0), and both must give the same bytes. A refusal is a
 * problem (not a thrown ProblemError): an Error subclass does not survive the trip between threads.
 */
export type EngineTask =
  /**
   * `output`: how the answer's board is written; `json`: the answer comes back as its JSON text,
   * written in the thread that made it (the HTTP thread sends it as is: no copy of the object
   * between threads, no serializing on the event loop).
   */
  | { kind: 'adjudicate'; request: AdjudicationRequest; output?: SerializeOptions; json?: boolean }
  /** The answer in each of `languages` (at least one), in that order, from one run of the engine. */
  | { kind: 'adjudicateIn'; request: Omit<AdjudicationRequest, 'language' | 'alsoIn'>; languages: [Language, ...Language[]] }
  | { kind: 'legalActions'; request: { state: unknown; allowUnsupported?: boolean; limit?: number; language?: Language } }
  /** Answers at once: the pool sends one to each thread at start, to know it has loaded. */
  | { kind: 'ping' };

export type EngineResult = { ok: true; value: unknown } | { ok: false; problem: ProblemDetails };

export function runEngineTask(task: EngineTask, catalog: CardCatalog): EngineResult {
  if (task.kind === 'ping') return { ok: true, value: 'pong' };
  if (task.kind === 'adjudicate') {
    const { state, action, actions, allowUnsupported, language } = task.request;
    const outcome = adjudicate({ state, action, actions, allowUnsupported, language }, catalog, task.output);
    switch (outcome.kind) {
      case 'answer':
        return { ok: true, value: task.json === true ? JSON.stringify(outcome.answer) : outcome.answer };
      case 'unsupported':
        return { ok: false, problem: unsupported(outcome.code, outcome.message, outcome.rule) };
      case 'invalid':
        return { ok: false, problem: refused(outcome.errors) };
    }
  }
  if (task.kind === 'adjudicateIn') {
    const [language, ...alsoIn] = task.languages;
    const { state, action, actions, allowUnsupported } = task.request;
    const outcome = adjudicate({ state, action, actions, allowUnsupported, language, alsoIn }, catalog);
    switch (outcome.kind) {
      case 'answer':
        return { ok: true, value: [outcome.answer, ...(outcome.translations ?? [])] };
      case 'unsupported':
        return { ok: false, problem: unsupported(outcome.code, outcome.message, outcome.rule) };
      case 'invalid':
        return { ok: false, problem: refused(outcome.errors) };
    }
  }
  const result = legalActionsFor(task.request.state, catalog, {
    allowUnsupported: task.request.allowUnsupported,
    limit: task.request.limit,
    language: task.request.language,
  });
  if (result.ok) return { ok: true, value: result.value };
  if (result.errors.every((e) => e.code.startsWith('UNSUPPORTED_'))) {
    return {
      ok: false,
      problem: unsupported(result.errors[0].code, atPaths(result.errors), result.errors[0].rule),
    };
  }
  return { ok: false, problem: refused(result.errors) };
}

/** Each error at its path, joined: "state.battlefield[0]: ...; state.stack[1]: ...". */
function atPaths(errors: SetupError[]): Message {
  return msg('adjudicate.list', {
    items: joined(
      errors.map((e) => msg('adjudicate.atPath', { path: e.path, message: e.message })),
      '; ',
    ),
  });
}

function problemDetails(status: number, title: string, detail: string | Message, extra: Partial<ProblemDetails> = {}): ProblemDetails {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');
  return { type: `/problems/${slug}`, title, status, detail, ...extra };
}

function unsupported(code: string, message: Message, rule?: string): ProblemDetails {
  return problemDetails(422, 'unsupported', message, { violations: [{ code, rule: rule ?? '', message }], code });
}

/** Shape errors make a 400 naming every field; a well-formed board the rules cannot hold is a 422. */
function refused(errors: SetupError[]): ProblemDetails {
  if (errors.some((e) => e.kind === 'shape')) {
    return problemDetails(400, 'invalid request', invalidFieldsDetail(errors.map((e) => e.path)), {
      errors: errors.map((e) => ({ field: e.path, message: e.message, ...(e.rule ? { rule: e.rule, code: e.code } : { code: e.code }) })),
    });
  }
  const broken = errors.map((e) => msg('problem.brokenRule', { path: e.path, message: e.message, rule: e.rule ?? '' }));
  return problemDetails(422, 'impossible board', msg('adjudicate.list', { items: joined(broken, '; ') }), {
    violations: errors.map((e) => ({ code: e.code, rule: e.rule ?? '', message: e.message, path: e.path })),
  });
}
