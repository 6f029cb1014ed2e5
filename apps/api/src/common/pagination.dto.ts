import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * Deepest page start: past it a search is a scan of a million rows, and far past it (1e20) no
 * database integer holds it. A filter finds what a deeper page would.
 */
export const MAX_OFFSET = 1_000_000;

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';
const OFFSET_MESSAGE = `offset must be a whole number from 0 to ${MAX_OFFSET}`;

/** `limit` and `offset` of every paginated search: 1 to 100 results, 20 by default; offset up to MAX_OFFSET. */
export class PaginationQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(100, { message: LIMIT_MESSAGE })
  limit: number = 20;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_OFFSET, default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: OFFSET_MESSAGE })
  @Min(0, { message: OFFSET_MESSAGE })
  @Max(MAX_OFFSET, { message: OFFSET_MESSAGE })
  offset: number = 0;
}

/** The page fields every paginated answer shares (rules, cards, rulings). */
export class PageDto {
  @ApiProperty({ description: 'Number of matching results, all pages together.', example: 1 })
  total!: number;

  @ApiProperty({ description: 'The page size asked for (or the default).', example: 20 })
  limit!: number;

  @ApiProperty({ description: 'How many results come before this page.', example: 0 })
  offset!: number;

  @ApiProperty({ description: 'Whether results come after this page: offset + limit < total.', example: false })
  hasMore!: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The URL of the next page (same query, offset moved by limit), or null on the last page.',
    example: null,
  })
  next!: string | null;
}

/** The page fields of an answer to `url` (the request's path and query, as received). */
export function pageOf(url: string, total: number, limit: number, offset: number): PageDto {
  const hasMore = offset + limit < total;
  let next: string | null = null;
  if (hasMore) {
    const target = new URL(url, 'http://host');
    target.searchParams.set('limit', String(limit));
    target.searchParams.set('offset', String(offset + limit));
    next = `${target.pathname}${target.search}`;
  }
  return { total, limit, offset, hasMore, next };
}

/** Rules and cards change only when the server is deployed again: caches may keep them an hour (ETag revalidates). */
export const STATIC_DATA_CACHE = 'public, max-age=3600';
