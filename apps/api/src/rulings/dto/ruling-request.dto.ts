import { ApiProperty } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsObject, IsString, Length, ValidateNested } from 'class-validator';
import { AdjudicationRequestDto } from '../../adjudication/dto/adjudication-request.dto';

const trim = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** POST /v1/rulings and PUT /v1/rulings/{id}: a titled question and the adjudication that answers it. */
export class RulingRequestDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'A second land in one turn' })
  @Transform(trim)
  @IsString()
  @Length(1, 200, { message: 'title must be 1 to 200 characters long, not blank' })
  title!: string;

  @ApiProperty({ minLength: 1, maxLength: 5000, example: 'Alice has played a Forest this turn. May she play a Mountain in the same main phase?' })
  @Transform(trim)
  @IsString()
  @Length(1, 5000, { message: 'question must be 1 to 5000 characters long, not blank' })
  question!: string;

  @ApiProperty({
    type: AdjudicationRequestDto,
    description: 'The adjudication body (as for POST /v1/adjudications): {state, action | actions, allowUnsupported?}. Judged now; stored with its answer.',
  })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => AdjudicationRequestDto)
  request!: AdjudicationRequestDto;
}
