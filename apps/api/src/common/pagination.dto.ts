import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * Deepest page start: past it a search is a scan of a million rows, and far past it (1e20) no
 * database integer holds it. A filter finds what a deeper page would.
 */
export const MAX_OFFSET = 1_000_000;

/** `limit` and `offset` of every paginated search: 1 to 100 results, 20 by default; offset up to MAX_OFFSET. */
export class PaginationQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 20;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(MAX_OFFSET)
  offset: number = 0;
}
