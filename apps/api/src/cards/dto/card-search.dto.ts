import { PaginationQueryDto } from '../../common/pagination.dto';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Length } from 'class-validator';

export class CardSearchQueryDto extends PaginationQueryDto {
  @ApiProperty({
    description: 'Part of an English or French card name (case and accents ignored).',
    minLength: 1,
    maxLength: 100,
    example: 'bolt',
  })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Length(1, 100, { message: 'q must be 1 to 100 characters long, not blank' })
  q!: string;
}
