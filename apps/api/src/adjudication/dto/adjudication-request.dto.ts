import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsArray, IsBoolean, IsIn, IsInt, IsObject, IsOptional, IsString, Min, MinLength, ValidateNested, ArrayMaxSize } from 'class-validator';
import { ACTION_TYPES } from '@app/engine';

/**
 * One action (CONTRACT §2). Fields that a type does not use are refused by the engine with
 * their path; here each field gets its type checked.
 */
export class ActionDto {
  @ApiProperty({ enum: ACTION_TYPES, example: 'playLand' })
  @IsIn(ACTION_TYPES as unknown as string[])
  type!: string;

  @ApiProperty({ example: 'alice', description: 'The player taking the action.' })
  @IsString()
  @MinLength(1)
  player!: string;

  @ApiPropertyOptional({ description: 'playLand, cast: the id of the card.' })
  @IsOptional()
  @IsString()
  card?: string;

  @ApiPropertyOptional({ type: [String], description: 'cast, activate: object or player ids.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  targets?: string[];

  @ApiPropertyOptional({ type: [Number], description: 'cast: the chosen modes (700.2).' })
  @IsOptional()
  @IsArray()
  @IsInt({ each: true })
  modes?: number[];

  @ApiPropertyOptional({ description: 'cast, activate: the value of X (107.3).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  x?: number;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'cast, activate, specialAction: {"tap": [ids], "pool": "{R}"}; cast also {"convoke": [creature ids]} (702.51a).' })
  @IsOptional()
  @IsObject()
  payment?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'cast: an alternative cost (118.9): "flashback" (702.34a), or "madness" (702.35a, only to answer the madness trigger of the card).' })
  @IsOptional()
  @IsString()
  alternativeCost?: string;

  @ApiPropertyOptional({ type: [String], description: 'cast: the optional additional costs paid (601.2b): "kicker" (once per time kicked, for multikicker), "buyback", "entwine".', example: ['kicker'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  additionalCosts?: string[];

  @ApiPropertyOptional({ description: 'cast: true to cast the card face down with morph, as a 2/2 creature spell for {3} (702.37c).' })
  @IsOptional()
  @IsBoolean()
  faceDown?: boolean;

  @ApiPropertyOptional({ description: 'activate: the id of the source.' })
  @IsOptional()
  @IsString()
  source?: string;

  @ApiPropertyOptional({ description: "activate: the index among the source's activated abilities." })
  @IsOptional()
  @IsInt()
  @Min(0)
  ability?: number;

  @ApiPropertyOptional({ type: [String], description: 'activate: the permanents sacrificed to pay a "Sacrifice a creature" cost (701.21a); cast: the one sacrificed for "As an additional cost to cast this spell, sacrifice a creature" (118.8, 601.2h).', example: ['c2'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  sacrifice?: string[];

  @ApiPropertyOptional({ type: [String], description: 'cast: the cards discarded from the hand for "As an additional cost to cast this spell, discard a card" (118.8, 601.2h, 701.9a).', example: ['h2'] })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  discard?: string[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: 'declareAttackers: [{id, attacking}].' })
  @IsOptional()
  @IsArray()
  @IsObject({ each: true })
  attackers?: Record<string, unknown>[];

  @ApiPropertyOptional({ type: 'array', items: { type: 'array', items: { type: 'string' } }, description: 'declareAttackers: attacking bands (702.22c), each a list of declared attackers\' ids.', example: [['a1', 'a2']] })
  @IsOptional()
  @IsArray()
  @IsArray({ each: true })
  bands?: string[][];

  @ApiPropertyOptional({ type: 'array', items: { type: 'object' }, description: 'declareBlockers: [{id, blocking: [ids]}].' })
  @IsOptional()
  @IsArray()
  @IsObject({ each: true })
  blockers?: Record<string, unknown>[];

  @ApiPropertyOptional({ type: 'object', additionalProperties: true, description: 'assignDamage: {creatureId: {targetId: n}}: an attacker, or a blocker whose damage is divided (510.1d, 702.22k).' })
  @IsOptional()
  @IsObject()
  assignments?: Record<string, unknown>;

  @ApiPropertyOptional({ description: 'choose: the id of the decision answered.' })
  @IsOptional()
  @IsString()
  decision?: string;

  @ApiPropertyOptional({ type: [String], description: 'choose: the ids chosen.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  choice?: string[];

  @ApiPropertyOptional({ description: 'specialAction: its kind: "turnFaceUp" (116.2b, 702.37e: turn a face-down permanent with morph face up by paying its morph cost).' })
  @IsOptional()
  @IsString()
  kind?: string;

  @ApiPropertyOptional({ description: 'specialAction: the id of the object (turnFaceUp: the face-down permanent).' })
  @IsOptional()
  @IsString()
  object?: string;

  @ApiPropertyOptional({ type: [String], description: 'mulligan/keep: cards put on the bottom.' })
  @IsOptional()
  @IsArray()
  @IsString({ each: true })
  bottom?: string[];
}

export class AdjudicationRequestDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'The board (CONTRACT §1): players, battlefield, stack, turn, ... Validated by the engine, every bad field named.',
  })
  @IsObject()
  state!: Record<string, unknown>;

  @ApiPropertyOptional({ type: ActionDto, description: 'One action. Give this or "actions".' })
  @IsOptional()
  @ValidateNested()
  @Type(() => ActionDto)
  action?: ActionDto;

  @ApiPropertyOptional({ type: [ActionDto], description: 'Actions applied in order, stopping at the first illegal one.' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => ActionDto)
  actions?: ActionDto[];

  @ApiPropertyOptional({ description: 'Accept cards whose text the engine does not understand: that text is ignored and listed in "warnings" (otherwise 422 UNSUPPORTED_CARD).' })
  @IsOptional()
  @IsBoolean()
  allowUnsupported?: boolean;
}
