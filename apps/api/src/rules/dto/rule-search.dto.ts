import { PageDto, PaginationQueryDto } from '../../common/pagination.dto';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';
import type { SearchHit, SearchResult } from '@app/rules-text';

export class RuleSearchQueryDto extends PaginationQueryDto {
  @ApiProperty({
    description: 'Words to look for (accents and case ignored), or a rule number.',
    minLength: 1,
    maxLength: 200,
    example: "mal d'invocation",
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, 200, { message: 'q must be 1 to 200 characters long, not blank' })
  q!: string;
}

export class RuleSearchHitDto implements SearchHit {
  @ApiProperty({ example: '302.6' })
  number!: string;

  @ApiProperty({ type: String, nullable: true })
  title!: string | null;

  @ApiProperty({
    description:
      'The part of the text around the first match; it starts with "(résumé non officiel) " when taken from an unofficial summary (see `RuleDto.summary`).',
    example: "…Cette règle est appelée familièrement règle du « mal d'invocation ».",
  })
  snippet!: string;

  @ApiProperty({ description: 'Relevance; higher first.', example: 17.133 })
  score!: number;
}

export class RuleSearchResultDto extends PageDto implements SearchResult {
  @ApiProperty({ type: [RuleSearchHitDto] })
  results!: RuleSearchHitDto[];
}
