import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Length, Max, Min } from 'class-validator';
import type { SearchHit, SearchResult } from '@app/rules-text';

export class RuleSearchQueryDto {
  @ApiProperty({ description: 'Words to look for (accents and case ignored), or a rule number.', minLength: 1, maxLength: 200, example: "mal d'invocation" })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, 200, { message: 'q must be 1 to 200 characters long, not blank' })
  q!: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 20;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset: number = 0;
}

export class RuleSearchHitDto implements SearchHit {
  @ApiProperty({ example: '302.6' })
  number!: string;

  @ApiProperty({ type: String, nullable: true })
  title!: string | null;

  @ApiProperty({ description: 'The part of the text around the first match.', example: "…Cette règle est appelée familièrement règle du « mal d'invocation »." })
  snippet!: string;

  @ApiProperty({ description: 'Relevance; higher first.', example: 17.133 })
  score!: number;
}

export class RuleSearchResultDto implements SearchResult {
  @ApiProperty({ description: 'Number of matching rules, all pages together.', example: 1 })
  total!: number;

  @ApiProperty({ type: [RuleSearchHitDto] })
  results!: RuleSearchHitDto[];
}
