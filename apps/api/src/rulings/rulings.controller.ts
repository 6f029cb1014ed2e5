import { applyDecorators, Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiBody,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiSecurity,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { languageOf } from '../common/language';
import { pageOf } from '../common/pagination.dto';
import { EngineReplay } from '../common/rate-limit';
import { schemaRef } from '../common/openapi';
import { ERROR_EXAMPLES, RULING_REQUEST_EXAMPLES } from '../common/openapi-examples';
import { PROBLEM_CONTENT, problemContent } from '../common/problem.openapi';
import { RerunDto } from './dto/rerun.dto';
import { RulingBody, RulingRequestDto } from './dto/ruling-request.dto';
import { RulingSearchQueryDto, RulingSearchResultDto } from './dto/ruling-search.dto';
import { RulingDto } from './dto/ruling.dto';
import { RulingsService } from './rulings.service';
import { API_KEY_SCHEME, RulingsWriteGuard } from './rulings-write.guard';

/** What every write shares: the key, and the two ways of being refused for it. */
const WriteAccess = (): MethodDecorator =>
  applyDecorators(
    UseGuards(RulingsWriteGuard),
    // The key as a security scheme (configure-app.ts): Swagger UI's Authorize button sends it.
    ApiSecurity(API_KEY_SCHEME),
    ApiUnauthorizedResponse({ description: 'The x-api-key header is missing or wrong.', content: PROBLEM_CONTENT }),
    ApiForbiddenResponse({ description: 'Writes are disabled: the server has no RULINGS_API_KEY.', content: PROBLEM_CONTENT }),
  );

/** What a ruling's body may be refused for, before anything is stored. */
const Refusals = (): MethodDecorator =>
  applyDecorators(
    ApiBody({ schema: schemaRef('RulingRequest'), examples: RULING_REQUEST_EXAMPLES }),
    ApiBadRequestResponse({
      description:
        'Not a ruling, or its request is not a board and an action: every bad field named, under `request.` for the embedded request.',
      content: problemContent(ERROR_EXAMPLES.ruling400),
    }),
    ApiUnprocessableEntityResponse({
      description:
        'The embedded board is one the rules cannot hold, or needs what is not implemented yet (as POST /v1/adjudications). Nothing is stored.',
      content: problemContent(ERROR_EXAMPLES.ruling422),
    }),
    ApiPayloadTooLargeResponse({
      description: 'Body over the limit (1 MB by default).',
      content: problemContent(ERROR_EXAMPLES.tooLarge413),
    }),
  );

const IdParam = (): MethodDecorator =>
  ApiParam({
    name: 'id',
    format: 'uuid',
    example: '0b7d5c3e-8f43-4c8e-9a4e-2b1f6d0c9a11',
    description: 'The permanent id of the ruling (a UUID).',
  });
const NotFound = (): MethodDecorator =>
  ApiNotFoundResponse({ description: 'No ruling has this id (or it is not a UUID).', content: PROBLEM_CONTENT });

@ApiTags('rulings')
@Controller({ path: 'rulings', version: '1' })
export class RulingsController {
  constructor(private readonly rulings: RulingsService) {}

  @Post()
  @WriteAccess()
  @ApiOperation({ operationId: 'createRuling', summary: 'Judge an adjudication request and store it as a ruling with a permanent id' })
  @ApiCreatedResponse({ type: RulingDto, description: 'The stored ruling, legal or not; `Location` is its URL.' })
  @Refusals()
  async create(@Body(RulingBody) body: RulingRequestDto, @Res({ passthrough: true }) res: Response): Promise<RulingDto> {
    const { ruling, language } = await this.rulings.create(body, languageOf(res));
    res.location(`/v1/rulings/${ruling.id}`);
    res.setHeader('Content-Language', language);
    return ruling;
  }

  @Get()
  @ApiOperation({ operationId: 'searchRulings', summary: 'Search the stored rulings by rule cited, card involved and text, newest first' })
  @ApiOkResponse({ type: RulingSearchResultDto, description: 'One page of matching rulings, without their request and answer.' })
  @ApiBadRequestResponse({
    description: 'A query parameter is malformed or out of range; each is named in `errors`.',
    content: PROBLEM_CONTENT,
  })
  async search(
    @Query() query: RulingSearchQueryDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RulingSearchResultDto> {
    const requested = languageOf(res);
    const found = await this.rulings.search(query, requested);
    // The languages the page's texts are in: the one asked for, and English for rulings stored before French was.
    res.setHeader('Content-Language', (found.languages.length > 0 ? found.languages : [requested]).join(', '));
    return { ...pageOf(req.originalUrl, found.total, query.limit, query.offset), results: found.results };
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getRuling', summary: 'One stored ruling, with its request and answer' })
  @IdParam()
  @ApiOkResponse({ type: RulingDto, description: 'The ruling, with its request and answer as stored.' })
  @NotFound()
  async get(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<RulingDto> {
    const { ruling, language } = await this.rulings.get(id, languageOf(res));
    res.setHeader('Content-Language', language);
    return ruling;
  }

  @Put(':id')
  @WriteAccess()
  @ApiOperation({
    operationId: 'replaceRuling',
    summary: 'Replace the title, question and request of a ruling; the request is judged again and the ruling stored again',
  })
  @IdParam()
  @ApiOkResponse({ type: RulingDto, description: 'The ruling as now stored (same id and createdAt).' })
  @NotFound()
  @Refusals()
  async replace(
    @Param('id') id: string,
    @Body(RulingBody) body: RulingRequestDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RulingDto> {
    const { ruling, language } = await this.rulings.replace(id, body, languageOf(res));
    res.setHeader('Content-Language', language);
    return ruling;
  }

  @Delete(':id')
  @WriteAccess()
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteRuling', summary: 'Delete a ruling, with the rules and cards it is searched by' })
  @IdParam()
  @ApiNoContentResponse({ description: 'Deleted.' })
  @NotFound()
  remove(@Param('id') id: string): Promise<void> {
    return this.rulings.remove(id);
  }

  @Post(':id/rerun')
  @HttpCode(200)
  @EngineReplay()
  @ApiOperation({
    operationId: 'rerunRuling',
    summary: 'Judge the stored request again with the current engine and say what changed; stores nothing',
  })
  @IdParam()
  @ApiOkResponse({ type: RerunDto, description: 'The stored verdict and the current one, side by side; the stored ruling is unchanged.' })
  @NotFound()
  @ApiTooManyRequestsResponse({
    description: 'More than RERUN_RATE_LIMIT reruns from this client in the window; Retry-After says when to retry.',
    content: PROBLEM_CONTENT,
  })
  @ApiServiceUnavailableResponse({
    description: 'The engine did not finish within its time budget (ENGINE_TIMEOUT_MS).',
    content: PROBLEM_CONTENT,
  })
  async rerun(@Param('id') id: string, @Res({ passthrough: true }) res: Response): Promise<RerunDto> {
    const { ruling, language } = await this.rulings.rerun(id, languageOf(res));
    res.setHeader('Content-Language', language);
    return ruling;
  }
}
