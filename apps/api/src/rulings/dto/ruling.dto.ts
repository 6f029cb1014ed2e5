import { ApiProperty } from '@nestjs/swagger';
import type { AdjudicationRequestDto } from '../../adjudication/dto/adjudication-request.dto';
import type { AnswerDto } from '../../adjudication/dto/answer.dto';
import type { Violation } from '@app/engine';
import { schemaRef } from '../../common/openapi';

/** A stored ruling without its request and answer: what a search lists. */
export class RulingSummaryDto {
  @ApiProperty({ format: 'uuid', example: '0b7d5c3e-8f43-4c8e-9a4e-2b1f6d0c9a11', description: 'Permanent id (a UUID v4).' })
  id!: string;

  @ApiProperty({ example: 'A second land in one turn' })
  title!: string;

  @ApiProperty({ example: 'Alice has played a Forest this turn. May she play a Mountain in the same main phase?' })
  question!: string;

  @ApiProperty({ description: 'The verdict of the stored answer.', example: false })
  legal!: boolean;

  @ApiProperty({ type: 'array', items: schemaRef('Violation'), description: 'Why the action is illegal; empty when legal.' })
  violations!: Violation[];

  @ApiProperty({
    type: [String],
    description: 'Every distinct rule the answer cites (trace and violations), in rule order.',
    example: ['116.3', '305.1', '305.2', '305.2a'],
  })
  rules!: string[];

  @ApiProperty({ type: [String], description: 'The cards named on the board, before and after, by name.', example: ['Forest', 'Mountain'] })
  cards!: string[];

  @ApiProperty({ description: 'Edition of the comprehensive rules the answer was given under.', example: '2026-06-19' })
  rulesEdition!: string;

  @ApiProperty({ description: 'Version of the engine that gave the answer.', example: '0.1.0' })
  engineVersion!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time', description: 'When the ruling was last stored (created or replaced).' })
  updatedAt!: string;
}

/** A stored ruling, whole. */
export class RulingDto extends RulingSummaryDto {
  @ApiProperty({ allOf: [schemaRef('AdjudicationRequest')], description: 'The adjudication request, as stored.' })
  request!: AdjudicationRequestDto;

  @ApiProperty({ allOf: [schemaRef('Answer')], description: "The engine's answer to it, as stored." })
  answer!: AnswerDto;
}
