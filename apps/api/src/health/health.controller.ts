import { Controller, Get, VERSION_NEUTRAL } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';

@ApiTags('health')
@Controller({ path: 'health', version: VERSION_NEUTRAL })
export class HealthController {
  constructor(private readonly dataSource: DataSource) {}

  /** Up when the process answers and its database answers a query. */
  @Get()
  @ApiOperation({ operationId: 'health', summary: 'Whether the service and its database are up' })
  @ApiOkResponse({
    description: 'The service and its database are up.',
    schema: { type: 'object', required: ['status', 'database'], properties: { status: { enum: ['ok'] }, database: { enum: ['ok'] } } },
  })
  async health(): Promise<{ status: 'ok'; database: 'ok' }> {
    await this.dataSource.query('SELECT 1');
    return { status: 'ok', database: 'ok' };
  }
}
