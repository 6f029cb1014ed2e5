import { Inject, Injectable } from '@nestjs/common';
import { adjudicate, Answer, CardCatalog } from '@app/engine';
import { CARD_CATALOG } from '../cards/catalog.provider';
import { problem } from '../common/problem';
import { AdjudicationRequestDto } from './dto/adjudication-request.dto';

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
        throw problem(422, 'unsupported', outcome.message, {
          violations: [{ code: outcome.code, rule: outcome.rule ?? '', message: outcome.message }],
          code: outcome.code,
        });
      case 'invalid': {
        const shape = outcome.errors.filter((e) => e.kind === 'shape');
        if (shape.length > 0) {
          throw problem(400, 'invalid request', `${outcome.errors.length} invalid field(s): ${outcome.errors.map((e) => e.path).join(', ')}`, {
            errors: outcome.errors.map((e) => ({ field: e.path, message: e.message, ...(e.rule ? { rule: e.rule, code: e.code } : { code: e.code }) })),
          });
        }
        throw problem(422, 'impossible board', outcome.errors.map((e) => `${e.path}: ${e.message} (rule ${e.rule})`).join('; '), {
          violations: outcome.errors.map((e) => ({ code: e.code, rule: e.rule ?? '', message: e.message, path: e.path })),
        });
      }
    }
  }
}
