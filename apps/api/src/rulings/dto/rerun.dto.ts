import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { AnswerDto } from '../../adjudication/dto/answer.dto';
import { schemaRef } from '../../common/openapi';
import type { Violation } from '@app/engine';
import type { ProblemDetails } from '../../common/problem';

export class RerunBeforeDto {
  @ApiProperty()
  legal!: boolean;

  @ApiProperty({ type: 'array', items: schemaRef('Violation') })
  violations!: Violation[];

  @ApiProperty({ type: [String], description: 'Rules the stored answer cites.' })
  rules!: string[];

  @ApiProperty({ description: 'Engine version of the stored answer.', example: '0.1.0' })
  engineVersion!: string;

  @ApiProperty({ description: 'Rules edition of the stored answer.', example: '2026-06-19' })
  rulesEdition!: string;
}

export class RerunAfterDto {
  @ApiProperty({
    type: Boolean,
    nullable: true,
    description: 'The verdict now; null when the current engine refuses the stored request (see `problem`).',
  })
  legal!: boolean | null;

  @ApiProperty({ type: 'array', items: schemaRef('Violation') })
  violations!: Violation[];

  @ApiProperty({ type: [String], description: 'Rules the answer now cites.' })
  rules!: string[];

  @ApiProperty({ oneOf: [schemaRef('Answer'), { type: 'null' }], description: 'The answer now; null when refused.' })
  answer!: AnswerDto | null;

  @ApiPropertyOptional({
    allOf: [schemaRef('ProblemDetails')],
    description: 'When the current engine refuses the stored request (400 or 422 for a new adjudication): its problem details.',
  })
  problem?: ProblemDetails;
}

/** POST /v1/rulings/{id}/rerun: the stored request judged again by the current engine; nothing is stored. */
export class RerunDto {
  @ApiProperty({ description: 'Whether the verdict (legal) differs from the stored one.' })
  verdictChanged!: boolean;

  @ApiProperty({ description: 'Whether the answer differs in anything (verdict, board, trace, ...) from the stored one.' })
  answerChanged!: boolean;

  @ApiProperty({ type: RerunBeforeDto, description: 'The stored ruling.' })
  before!: RerunBeforeDto;

  @ApiProperty({ type: RerunAfterDto, description: 'The answer of the current engine.' })
  after!: RerunAfterDto;

  @ApiProperty({ description: 'Version of the current engine.', example: '0.1.0' })
  engineVersion!: string;

  @ApiProperty({ description: 'Edition of the rules the current engine uses.', example: '2026-06-19' })
  rulesEdition!: string;
}
