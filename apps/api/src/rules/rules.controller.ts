import { Controller, Get, Header, Param, Query, Req } from '@nestjs/common';
import { msg } from '@app/engine';
import type { Request } from 'express';
import { pageOf, STATIC_DATA_CACHE } from '../common/pagination.dto';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RulesCorpus } from '@app/rules-text';
import { problem } from '../common/problem';
import { PROBLEM_CONTENT } from '../common/problem.openapi';
import { RuleDto } from './dto/rule.dto';
import { RuleSearchQueryDto, RuleSearchResultDto } from './dto/rule-search.dto';

@ApiTags('rules')
@Controller({ path: 'rules', version: '1' })
export class RulesController {
  constructor(private readonly corpus: RulesCorpus) {}

  @Get()
  @ApiOperation({ operationId: 'searchRules', summary: 'Search the comprehensive rules (French text, examples, titles)' })
  @ApiOkResponse({ type: RuleSearchResultDto, description: 'Matching rules, most relevant first.' })
  @ApiBadRequestResponse({
    description: 'A query parameter is missing or out of range; each is named in `errors`.',
    content: PROBLEM_CONTENT,
  })
  @Header('Cache-Control', STATIC_DATA_CACHE)
  search(@Query() query: RuleSearchQueryDto, @Req() req: Request): RuleSearchResultDto {
    const found = this.corpus.search(query.q, { limit: query.limit, offset: query.offset });
    return { ...pageOf(req.originalUrl, found.total, query.limit, query.offset), results: found.results };
  }

  @Get(':number')
  @ApiOperation({ operationId: 'getRule', summary: 'One rule by its number' })
  @ApiParam({ name: 'number', example: '117.3c' })
  @ApiOkResponse({ type: RuleDto, description: 'The rule, with its French text where the French source has it.' })
  @ApiNotFoundResponse({ description: 'No rule has this number.', content: PROBLEM_CONTENT })
  @Header('Cache-Control', STATIC_DATA_CACHE)
  get(@Param('number') number: string): RuleDto {
    const rule = this.corpus.get(number);
    if (!rule) {
      throw problem(404, 'rule not found', msg('problem.ruleNotFound', { number, edition: this.corpus.edition }));
    }
    return rule;
  }
}
