import { PageDto, PaginationQueryDto } from '../../common/pagination.dto';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, Matches, NotContains } from 'class-validator';
import { RULE_NUMBER } from '../citations';
import { RulingSummaryDto } from './ruling.dto';

/** No stored text holds U+0000 (PostgreSQL's text cannot): a search for one is a bad request, on either database. */
const NUL = String.fromCharCode(0);

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** GET /v1/rulings: every filter given must hold (AND). */
export class RulingSearchQueryDto extends PaginationQueryDto {
  @ApiPropertyOptional({
    description: 'Rulings citing this rule or one of its sub-rules: 702.19 finds 702.19b, 305 finds 305.2a; 702.1 does not find 702.19b.',
    example: '305.2',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString()
  @Matches(RULE_NUMBER, { message: 'rule must be a rule number: 305, 305.2 or 305.2a' })
  rule?: string;

  @ApiPropertyOptional({
    description: 'Rulings whose board names this card (whole name, case-insensitive; a French catalog name finds the English one too).',
    example: 'Forest',
  })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 200, { message: 'card must be 1 to 200 characters long, not blank' })
  @NotContains(NUL, { message: 'card must not contain a NUL character (U+0000)' })
  card?: string;

  @ApiPropertyOptional({ description: 'Text found in the title or the question (case-insensitive).', example: 'land' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @Length(1, 200, { message: 'q must be 1 to 200 characters long, not blank' })
  @NotContains(NUL, { message: 'q must not contain a NUL character (U+0000)' })
  q?: string;
}

export class RulingSearchResultDto extends PageDto {
  @ApiProperty({
    type: [RulingSummaryDto],
    description: 'This page, newest first. GET /v1/rulings/{id} gives a ruling with its request and answer.',
  })
  results!: RulingSummaryDto[];
}
