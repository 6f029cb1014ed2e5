import { ApiProperty } from '@nestjs/swagger';
import type { Rule, RuleKind, RuleSummary } from '@app/rules-text';

const RULE_KINDS: RuleKind[] = ['section', 'rule', 'subrule', 'lettered'];

/** The project's own short summary of a rule the French source lacks: never the rules' text. */
export class RuleSummaryDto implements RuleSummary {
  @ApiProperty({
    description: "A short summary in French, in the project's own words (not the rules' text, nor a translation of it).",
    example: 'Un joueur à 0 point de vie ou moins perd la partie.',
  })
  text!: string;

  @ApiProperty({
    type: Boolean,
    enum: [false],
    description: 'Always false: an unofficial summary, not the comprehensive rules.',
    example: false,
  })
  official!: false;
}

/** One numbered rule of the comprehensive rules, in French where the French source has it. */
export class RuleDto implements Rule {
  @ApiProperty({ example: '117.3c' })
  number!: string;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'French title when the source has one, else English; null for untitled rules.',
    example: 'Le déroulement et la priorité',
  })
  title!: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Timing and Priority' })
  titleEnglish!: string | null;

  @ApiProperty({ enum: RULE_KINDS, example: 'lettered' })
  kind!: RuleKind;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'French text: "" for a section or rule heading, null where the French source stops short (after 702.42).',
    example:
      'Si un joueur a la priorité quand il lance un sort, active une capacité ou accomplit une action spéciale, il reçoit la priorité ensuite.',
  })
  text!: string | null;

  @ApiProperty({
    type: RuleSummaryDto,
    nullable: true,
    description:
      'Where `text` is null (a rule after 702.42 that the engine cites or may cite): an unofficial summary in French, marked `official: false`. null wherever `text` is not null, and for the rules not summarized.',
  })
  summary!: RuleSummaryDto | null;

  @ApiProperty({ type: [String], description: 'French examples, in order.' })
  examples!: string[];

  @ApiProperty({ type: String, nullable: true, description: 'The enclosing rule or section; null for a section.', example: '117.3' })
  parent!: string | null;

  @ApiProperty({ type: [String], description: 'Direct sub-rules, in order.', example: [] })
  children!: string[];

  @ApiProperty({ type: [String], description: 'Rules the text or examples refer to, in order of first mention.', example: ['601.2b'] })
  references!: string[];

  @ApiProperty({ description: 'Edition of the comprehensive rules.', example: '2026-06-19' })
  edition!: string;
}
