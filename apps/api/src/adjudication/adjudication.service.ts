import { Injectable } from '@nestjs/common';
import type { Answer, Language, LegalActions, SerializeOptions } from '@app/engine';
import { ProblemError } from '../common/problem';
import { EnginePool } from '../engine-pool/engine-pool.service';
import type { EngineResult } from '../engine-pool/engine-tasks';
import { AdjudicationRequestDto } from './dto/adjudication-request.dto';
import { LegalActionsRequestDto } from './dto/legal-actions.dto';

@Injectable()
export class AdjudicationService {
  constructor(private readonly engine: EnginePool) {}

  /** DTO -> engine (in a worker thread) -> answer; the engine's refusals become problem details. */
  async adjudicate(body: AdjudicationRequestDto, language: Language = 'en'): Promise<Answer> {
    const { state, action, actions, allowUnsupported } = body;
    return unwrap(await this.engine.run({ kind: 'adjudicate', request: { state, action, actions, allowUnsupported, language } })) as Answer;
  }

  /** The answer in each of `languages`, in that order, from one run of the engine (a stored ruling's English and French). */
  async adjudicateIn(body: AdjudicationRequestDto, languages: [Language, ...Language[]]): Promise<Answer[]> {
    const { state, action, actions, allowUnsupported } = body;
    return unwrap(
      await this.engine.run({ kind: 'adjudicateIn', request: { state, action, actions, allowUnsupported }, languages }),
    ) as Answer[];
  }

  /** The same answer as its JSON text (what POST /v1/adjudications sends), its board written as `output` says. */
  async adjudicateJson(body: AdjudicationRequestDto, output: SerializeOptions = {}, language: Language = 'en'): Promise<string> {
    const { state, action, actions, allowUnsupported } = body;
    return unwrap(
      await this.engine.run({ kind: 'adjudicate', request: { state, action, actions, allowUnsupported, language }, output, json: true }),
    ) as string;
  }

  /** Every action the deciding player may take now (CONTRACT §4). */
  async legalActions(body: LegalActionsRequestDto, language: Language = 'en'): Promise<LegalActions> {
    const { state, allowUnsupported, limit } = body;
    return unwrap(await this.engine.run({ kind: 'legalActions', request: { state, allowUnsupported, limit, language } })) as LegalActions;
  }
}

function unwrap(result: EngineResult): unknown {
  if (!result.ok) throw new ProblemError(result.problem);
  return result.value;
}
