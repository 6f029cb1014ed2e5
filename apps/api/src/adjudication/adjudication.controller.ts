import { Body, Controller, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Language } from '@app/engine';
import { RequestLanguage } from '../common/language';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiQuery,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { CharacteristicsOutput } from '@app/engine';
import { schemaRef } from '../common/openapi';
import { problemContent } from '../common/problem.openapi';
import { ADJUDICATION_REQUEST_EXAMPLES, ERROR_EXAMPLES } from '../common/openapi-examples';
import { AdjudicationService } from './adjudication.service';
import { AdjudicationBody, AdjudicationRequestDto } from './dto/adjudication-request.dto';
import { CharacteristicsOutputPipe } from './dto/answer-output';

@ApiTags('adjudication')
@Controller({ path: 'adjudications', version: '1' })
export class AdjudicationController {
  constructor(private readonly service: AdjudicationService) {}

  /** Judges a proposed action on a board: the verdict, the resulting board, and the rules cited. */
  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'adjudicate',
    summary: 'Judge an action (or a list of actions) on a board: the verdict, the board after it, and the rules cited',
  })
  @ApiBody({ schema: schemaRef('AdjudicationRequest'), examples: ADJUDICATION_REQUEST_EXAMPLES })
  @ApiQuery({
    name: 'characteristics',
    required: false,
    enum: ['all', 'changed', 'none'],
    description:
      'Which objects of the answer\'s board carry "characteristics": all (the default: every permanent and spell), changed (only those that differ from what their card prints; absent means exactly the printed values) or none (CONTRACT §3).',
  })
  @ApiOkResponse({ schema: schemaRef('Answer'), description: 'The verdict, legal or not.' })
  @ApiBadRequestResponse({
    description: 'Not a board or not an action: every bad field named.',
    content: problemContent(ERROR_EXAMPLES.adjudication400),
  })
  @ApiUnprocessableEntityResponse({
    description: 'A board the rules cannot hold, with the rule it breaks; or something not implemented yet (UNSUPPORTED_*).',
    content: problemContent(ERROR_EXAMPLES.impossible422),
  })
  @ApiPayloadTooLargeResponse({
    description: 'Body over the limit (1 MB by default).',
    content: problemContent(ERROR_EXAMPLES.tooLarge413),
  })
  @ApiServiceUnavailableResponse({
    description: 'The engine did not finish within its time budget (ENGINE_TIMEOUT_MS): type /problems/time-budget-exceeded.',
  })
  async adjudicate(
    @Body(AdjudicationBody) body: AdjudicationRequestDto,
    @Query('characteristics', CharacteristicsOutputPipe) characteristics: CharacteristicsOutput,
    @RequestLanguage() language: Language,
    @Res() res: Response,
  ): Promise<void> {
    // The answer (Wire.Answer) arrives as JSON text written in the engine's thread: sent as is,
    // without an ETag (a hash of every answer, which no client can revalidate on a POST).
    const json = await this.service.adjudicateJson(body, { characteristics }, language);
    res.status(200).setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(json));
    res.end(json);
  }
}
