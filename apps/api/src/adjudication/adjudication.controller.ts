import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiServiceUnavailableResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AdjudicationService } from './adjudication.service';
import { AdjudicationRequestDto } from './dto/adjudication-request.dto';
import { AnswerDto } from './dto/answer.dto';

@ApiTags('adjudication')
@Controller({ path: 'adjudications', version: '1' })
export class AdjudicationController {
  constructor(private readonly service: AdjudicationService) {}

  /** Judges a proposed action on a board: the verdict, the resulting board, and the rules cited. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: AnswerDto, description: 'The verdict, legal or not.' })
  @ApiBadRequestResponse({ description: 'Not a board or not an action: every bad field named (application/problem+json).' })
  @ApiUnprocessableEntityResponse({ description: 'A board the rules cannot hold, with the rule it breaks; or something not implemented yet (UNSUPPORTED_*).' })
  @ApiPayloadTooLargeResponse({ description: 'Body over the limit (1 MB by default).' })
  @ApiServiceUnavailableResponse({ description: 'The engine did not finish within its time budget (ENGINE_TIMEOUT_MS): type /problems/time-budget-exceeded.' })
  async adjudicate(@Body() body: AdjudicationRequestDto): Promise<AnswerDto> {
    return (await this.service.adjudicate(body)) as unknown as AnswerDto;
  }
}
