import { Inject, Injectable } from '@nestjs/common';
import { adjudicate, Answer, CardCatalog, LegalActions, legalActionsFor, SetupError } from '@app/engine';
import { CARD_CATALOG } from '../cards/catalog.provider';
import { problem, ProblemError } from '../common/problem';
import { AdjudicationRequestDto } from './dto/adjudication-request.dto';
import { LegalActionsRequestDto } from './dto/legal-actions.dto';

@Injectable()
export class AdjudicationService {
  constructor(@Inject(CARD_CATALOG) private readonly catalog: CardCatalog) {}

  /** DTO -> engine -> DTO; the engine's refusals become problem details. */
  adjudicate(body: AdjudicationRequestDto): Answer {
    const outcome = adjudicate({ state: body.state, action: body.action, actions: body.actions, allowUnsupported: body.allowUnsupported }, this.catalog);
    switch (outcome.kind) {
      case 'answer':
        return outcome.answer;
      case 'unsupported':
        throw unsupported(outcome.code, outcome.message, outcome.rule);
      case 'invalid':
        throw refused(outcome.errors);
    }
  }

  /** Every action the deciding player may take now (CONTRACT §4). */
  legalActions(body: LegalActionsRequestDto): LegalActions {
    const result = legalActionsFor(body.state, this.catalog, { allowUnsupported: body.allowUnsupported, limit: body.limit });
    if (result.ok) return result.value;
    if (result.errors.every((e) => e.code.startsWith('UNSUPPORTED_'))) {
      throw unsupported(result.errors[0].code, result.errors.map((e) => `${e.path}: ${e.message}`).join('; '), result.errors[0].rule);
    }
    throw refused(result.errors);
  }
}

function unsupported(code: string, message: string, rule?: string): ProblemError {
  return problem(422, 'unsupported', message, { violations: [{ code, rule: rule ?? '', message }], code });
}

/** Shape errors make a 400 naming every field; a well-formed board the rules cannot hold is a 422. */
function refused(errors: SetupError[]): ProblemError {
  if (errors.some((e) => e.kind === 'shape')) {
    return problem(400, 'invalid request', `${errors.length} invalid field(s): ${errors.map((e) => e.path).join(', ')}`, {
      errors: errors.map((e) => ({ field: e.path, message: e.message, ...(e.rule ? { rule: e.rule, code: e.code } : { code: e.code }) })),
    });
  }
  return problem(422, 'impossible board', errors.map((e) => `${e.path}: ${e.message} (rule ${e.rule})`).join('; '), {
    violations: errors.map((e) => ({ code: e.code, rule: e.rule ?? '', message: e.message, path: e.path })),
  });
}
