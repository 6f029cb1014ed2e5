import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class ViolationDto {
  @ApiProperty({ example: 'LAND_ALREADY_PLAYED', description: 'Stable code clients switch on.' })
  code!: string;

  @ApiProperty({ example: '305.2', description: 'The rule that forbids the action (GET /v1/rules/{number}).' })
  rule!: string;

  @ApiProperty()
  message!: string;
}

export class TraceEntryDto {
  @ApiProperty({ example: '305.1' })
  rule!: string;

  @ApiProperty({ example: 'playLand' })
  event!: string;

  @ApiProperty()
  text!: string;

  @ApiPropertyOptional({ type: [String] })
  objects?: string[];
}

export class DecisionDto {
  @ApiProperty({ example: 't3.first-main.priority', description: 'Stable id; a "choose" action names it.' })
  id!: string;

  @ApiProperty({ example: 'alice' })
  player!: string;

  @ApiProperty({ enum: ['priority', 'declareAttackers', 'declareBlockers', 'assignDamage', 'discard', 'legendRule', 'orderTriggers', 'chooseMode', 'chooseTargets', 'payCost', 'chooseDiscard', 'chooseReplacement', 'chooseOptional', 'chooseReveal', 'chooseCopy', 'chooseWords'] })
  kind!: string;

  @ApiProperty({ example: '117.3' })
  rule!: string;

  @ApiPropertyOptional({ type: [String] })
  options?: string[];

  @ApiPropertyOptional()
  count?: number;
}

export class LoserDto {
  @ApiProperty()
  player!: string;

  @ApiProperty({ example: '104.3b' })
  rule!: string;
}

export class GameOverDto {
  @ApiProperty({ type: [String] })
  winners!: string[];

  @ApiProperty({ example: '104.3b' })
  rule!: string;

  @ApiProperty({ type: [LoserDto] })
  losers!: LoserDto[];
}

export class AnswerDto {
  @ApiProperty({ description: 'The verdict.' })
  legal!: boolean;

  @ApiProperty({ type: [ViolationDto] })
  violations!: ViolationDto[];

  @ApiPropertyOptional({ description: 'With "actions": the index of the illegal one.' })
  failedAction?: number;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The board after the action (or as it was, when illegal: 733).' })
  state!: Record<string, unknown>;

  @ApiProperty({ type: DecisionDto, nullable: true })
  decision!: DecisionDto | null;

  @ApiProperty({ type: [TraceEntryDto] })
  trace!: TraceEntryDto[];

  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } })
  events!: Record<string, unknown>[];

  @ApiProperty({ type: GameOverDto, nullable: true })
  gameOver!: GameOverDto | null;

  @ApiPropertyOptional({ type: [String], description: 'Card text ignored because the request set allowUnsupported.' })
  warnings?: string[];
}
