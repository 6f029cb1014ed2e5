import { PageDto } from '../../common/pagination.dto';
import { ApiProperty } from '@nestjs/swagger';

const SUPPORT_LEVELS = ['full', 'partial', 'none'] as const;
export type SupportLevel = (typeof SUPPORT_LEVELS)[number];

/** One ability of the card as the engine compiled it. */
export class CardAbilityDto {
  @ApiProperty({ description: 'What the engine compiled the text to: keyword, spell, mana, activated, ...', example: 'spell' })
  kind!: string;

  @ApiProperty({
    description: 'The text of the card it comes from (current wording).',
    example: 'Lightning Bolt deals 3 damage to any target.',
  })
  text!: string;
}

/** How much of the card the engine understands: what it does with a card is never guessed. */
export class CardSupportDto {
  @ApiProperty({
    enum: SUPPORT_LEVELS,
    description: 'full: every line of its text is understood (blank text included); partial: some; none: nothing.',
    example: 'full',
  })
  level!: SupportLevel;

  @ApiProperty({ type: [CardAbilityDto], description: 'The abilities the engine compiled from the text, in order.' })
  understood!: CardAbilityDto[];

  @ApiProperty({ type: [String], description: 'The lines of text the engine does not understand yet (current wording).', example: [] })
  notUnderstood!: string[];
}

/** A card of the catalog: its printed characteristics, its Oracle text and how the engine understands it. */
export class CardDto {
  @ApiProperty({ description: 'English Oracle name.', example: 'Lightning Bolt' })
  name!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'French printed name, when the catalog has it (the bundled catalog does not).',
    example: null,
  })
  frenchName!: string | null;

  @ApiProperty({ description: 'Mana symbols (107.4); "" for no mana cost.', example: '{R}' })
  manaCost!: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Mana value of the mana cost (202.3); null when the cost has symbols the engine does not read.',
    example: 1,
  })
  manaValue!: number | null;

  @ApiProperty({ enum: ['W', 'U', 'B', 'R', 'G'], isArray: true, example: ['R'] })
  colors!: string[];

  @ApiProperty({ type: [String], example: [] })
  supertypes!: string[];

  @ApiProperty({ type: [String], example: ['Instant'] })
  types!: string[];

  @ApiProperty({ type: [String], example: [] })
  subtypes!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'Printed power: a string, as it can be "*" or "1+*".', example: null })
  power!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  toughness!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  loyalty!: string | null;

  @ApiProperty({
    description: 'Oracle text as the catalog has it; lines separated by "\\n".',
    example: 'Lightning Bolt deals 3 damage to target creature or player.',
  })
  text!: string;

  @ApiProperty({
    description:
      'The text in current Oracle wording, as the engine reads it ("creature or player" is "any target", reminder text left out).',
    example: 'Lightning Bolt deals 3 damage to any target.',
  })
  currentText!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'For a card with several faces, its MTGJSON layout (split, transform, modal_dfc, adventure, flip, meld...): the engine does not play those yet, and the definition is its front face only. Null for a one-faced card.',
    example: null,
  })
  layout!: string | null;

  @ApiProperty({
    type: [String],
    description: 'The names of its faces, front first, for a card with several faces; empty otherwise.',
    example: [],
  })
  faces!: string[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'When this is the entry under a front face\'s own name: the full name of its card ("Fire // Ice").',
    example: null,
  })
  faceOf!: string | null;

  @ApiProperty({ type: CardSupportDto })
  support!: CardSupportDto;
}

export class CardSearchHitDto {
  @ApiProperty({ example: 'Lightning Bolt' })
  name!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  frenchName!: string | null;

  @ApiProperty({ type: [String], example: ['Instant'] })
  types!: string[];

  @ApiProperty({ example: '{R}' })
  manaCost!: string;

  @ApiProperty({ enum: SUPPORT_LEVELS, description: 'How much of its text the engine understands (see CardSupportDto).', example: 'full' })
  support!: SupportLevel;
}

export class CardSearchResultDto extends PageDto {
  @ApiProperty({
    type: [CardSearchHitDto],
    description: 'Whole-name matches first, then names that start with the query, then words that do, then the rest; by name within each.',
  })
  results!: CardSearchHitDto[];
}
