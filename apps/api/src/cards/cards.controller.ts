import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { msg } from '@app/engine';
import type { Request } from 'express';
import { pageOf, STATIC_DATA_CACHE } from '../common/pagination.dto';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { problem } from '../common/problem';
import { PROBLEM_CONTENT } from '../common/problem.openapi';
import { CardsService } from './cards.service';
import { CardSearchQueryDto } from './dto/card-search.dto';
import { CardDto, CardSearchResultDto } from './dto/card.dto';

@ApiTags('cards')
@Controller({ path: 'cards', version: '1' })
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  @Get()
  @ApiOperation({ operationId: 'searchCards', summary: 'Search the card catalog by part of an English or French name' })
  @ApiOkResponse({ type: CardSearchResultDto, description: 'Matching cards, best matches first.' })
  @ApiBadRequestResponse({
    description: 'A query parameter is missing or out of range; each is named in `errors`.',
    content: PROBLEM_CONTENT,
  })
  @Header('Cache-Control', STATIC_DATA_CACHE)
  search(@Query() query: CardSearchQueryDto, @Req() req: Request): CardSearchResultDto {
    const found = this.cards.search(query.q, query.limit, query.offset);
    return { ...pageOf(req.originalUrl, found.total, query.limit, query.offset), results: found.results };
  }

  @Get(':name')
  @ApiOperation({ operationId: 'getCard', summary: 'One card by its English or French name (case-insensitive)' })
  @ApiParam({ name: 'name', example: 'Lightning Bolt' })
  @ApiOkResponse({ type: CardDto, description: 'The card: characteristics, Oracle text, and what of it the engine understands.' })
  @ApiNotFoundResponse({ description: 'No card has this name in the catalog.', content: PROBLEM_CONTENT })
  @Header('Cache-Control', STATIC_DATA_CACHE)
  get(@Param('name') name: string): CardDto {
    const card = this.cards.find(name);
    if (!card) throw problem(404, 'card not found', msg('problem.cardNotFound', { name: JSON.stringify(name), source: this.cards.source }));
    return card;
  }
}
