import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { RequestLanguage } from '../common/language';
import type { Language } from '@app/engine';
import { schemaRef } from '../common/openapi';
import { problemContent } from '../common/problem.openapi';
import { ERROR_EXAMPLES, LEGAL_ACTIONS_REQUEST_EXAMPLES } from '../common/openapi-examples';
import { AdjudicationService } from './adjudication.service';
import { LegalActionsBody, LegalActionsDto, LegalActionsRequestDto } from './dto/legal-actions.dto';

@ApiTags('adjudication')
@Controller({ path: 'legal-actions', version: '1' })
export class LegalActionsController {
  constructor(private readonly service: AdjudicationService) {}

  /** Every action the deciding player may take now, each judged legal by the adjudicator itself. */
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'listLegalActions',
    summary: 'Every action the deciding player may take now, each ready to send back to POST /v1/adjudications',
  })
  @ApiBody({ schema: schemaRef('LegalActionsRequest'), examples: LEGAL_ACTIONS_REQUEST_EXAMPLES })
  @ApiOkResponse({
    schema: schemaRef('LegalActions'),
    description: 'The decision now and the legal actions, each judged legal by the adjudicator itself.',
  })
  @ApiBadRequestResponse({ description: 'Not a board: every bad field named.', content: problemContent(ERROR_EXAMPLES.legalActions400) })
  @ApiUnprocessableEntityResponse({
    description: 'A board the rules cannot hold, or one the engine does not support.',
    content: problemContent(ERROR_EXAMPLES.impossible422),
  })
  @ApiPayloadTooLargeResponse({
    description: 'Body over the limit (1 MB by default).',
    content: problemContent(ERROR_EXAMPLES.tooLarge413),
  })
  @ApiServiceUnavailableResponse({
    description: 'The engine did not finish within its time budget (ENGINE_TIMEOUT_MS): type /problems/time-budget-exceeded.',
  })
  async legalActions(
    @Body(LegalActionsBody) body: LegalActionsRequestDto,
    @RequestLanguage() language: Language,
  ): Promise<LegalActionsDto> {
    return (await this.service.legalActions(body, language)) as unknown as LegalActionsDto;
  }
}
