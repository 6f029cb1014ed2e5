import { Controller, Get, VERSION_NEUTRAL } from '@nestjs/common';
import { msg } from '@app/engine';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { problem } from '../common/problem';
import { problemContent } from '../common/problem.openapi';

@ApiTags('health')
@Controller({ version: VERSION_NEUTRAL })
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Alive: the process answers. Touches nothing else, so a slow database or a busy engine never makes it fail. */
  @Get('health')
  @ApiOperation({ operationId: 'health', summary: 'Whether the process is up (it touches nothing else)' })
  @ApiOkResponse({
    description: 'The process is up.',
    schema: { type: 'object', required: ['status'], properties: { status: { enum: ['ok'] } } },
    example: { status: 'ok' },
  })
  health(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready to serve: the database answers a trivial query. */
  @Get('ready')
  @ApiOperation({ operationId: 'ready', summary: 'Whether the service can serve: its database answers' })
  @ApiOkResponse({
    description: 'The service and its database are up.',
    schema: { type: 'object', required: ['status', 'database'], properties: { status: { enum: ['ok'] }, database: { enum: ['ok'] } } },
    example: { status: 'ok', database: 'ok' },
  })
  @ApiServiceUnavailableResponse({
    description: 'The database does not answer.',
    content: problemContent({
      notReady: {
        summary: '503: the database does not answer',
        value: {
          type: '/problems/not-ready',
          title: 'not ready',
          status: 503,
          detail: 'The database does not answer; this instance should get no traffic until it does.',
          code: 'DATABASE_UNREACHABLE',
        },
      },
    }),
  })
  async ready(): Promise<{ status: 'ok'; database: 'ok' }> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw problem(503, 'not ready', msg('problem.notReady'), {
        code: 'DATABASE_UNREACHABLE',
      });
    }
    return { status: 'ok', database: 'ok' };
  }
}
