import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsObject, IsOptional, Max, Min } from 'class-validator';
import { DecisionDto } from './answer.dto';

export class LegalActionsRequestDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The board (CONTRACT §1).' })
  @IsObject()
  state!: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'Accept cards whose text the engine does not understand (that text is ignored).' })
  @IsOptional()
  @IsBoolean()
  allowUnsupported?: boolean;

  @ApiPropertyOptional({ minimum: 1, maximum: 2000, default: 500, description: 'How many candidate actions to try at most; past it the answer says truncated.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(2000)
  limit?: number;
}

export class LegalActionDto {
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'An action ready to send to POST /v1/adjudications.' })
  action!: Record<string, unknown>;

  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'For each target: every legal choice.' })
  targetOptions?: string[][];
}

export class LegalActionsDto {
  @ApiProperty({ type: DecisionDto, nullable: true })
  decision!: DecisionDto | null;

  @ApiProperty({ type: [LegalActionDto] })
  actions!: LegalActionDto[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'declareAttackers: per creature, what it may attack.' })
  attackers?: Record<string, unknown>[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'declareBlockers: per creature, the attackers it may block (canBlock), and those it must block if able (mustBlock, 509.1c).' })
  blockers?: Record<string, unknown>[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: { type: 'number' }, description: 'declareBlockers: the fewest blockers each attacker may have when blocked (menace: 2).' })
  minimumBlockers?: Record<string, number>;

  @ApiPropertyOptional({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'assignDamage: per attacker, where its damage may go and what is lethal.' })
  damage?: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Casts and activations allowed now but that cannot be paid for.' })
  notPayable!: Record<string, unknown>[];

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true }, description: 'Actions the engine cannot judge (UNSUPPORTED_*).' })
  unsupported!: Record<string, unknown>[];

  @ApiProperty()
  truncated!: boolean;
}
