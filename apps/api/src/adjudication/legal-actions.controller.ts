import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiServiceUnavailableResponse, ApiOkResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { AdjudicationService } from './adjudication.service';
import { LegalActionsDto, LegalActionsRequestDto } from './dto/legal-actions.dto';

@ApiTags('adjudication')
@Controller({ path: 'legal-actions', version: '1' })
export class LegalActionsController {
  constructor(private readonly service: AdjudicationService) {}

  /** Every action the deciding player may take now, each judged legal by the adjudicator itself. */
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: LegalActionsDto })
  @ApiBadRequestResponse({ description: 'Not a board: every bad field named.' })
  @ApiUnprocessableEntityResponse({ description: 'A board the rules cannot hold, or one the engine does not support.' })
  @ApiServiceUnavailableResponse({ description: 'The engine did not finish within its time budget (ENGINE_TIMEOUT_MS): type /problems/time-budget-exceeded.' })
  async legalActions(@Body() body: LegalActionsRequestDto): Promise<LegalActionsDto> {
    return (await this.service.legalActions(body)) as unknown as LegalActionsDto;
  }
}
