import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Ruling } from './ruling.entity';

/** One rule a ruling cites (in its trace or its violations): one row per distinct number. */
@Entity('ruling_rule')
@Index('IDX_ruling_rule_number', ['number'])
export class RulingRule {
  @PrimaryColumn({ name: 'ruling_id', type: 'varchar', length: 36 })
  rulingId!: string;

  /** A rule number as the corpus writes it: `305.1`, `702.19b`. */
  @PrimaryColumn({ type: 'varchar', length: 32 })
  number!: string;

  @ManyToOne(() => Ruling, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'ruling_id', foreignKeyConstraintName: 'FK_ruling_rule_ruling' })
  ruling?: Ruling;
}
