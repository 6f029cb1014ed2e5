import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Ruling } from './ruling.entity';

/** One card a ruling involves (named on its board, before or after): one row per distinct name. */
@Entity('ruling_card')
@Index('IDX_ruling_card_name_key', ['nameKey'])
export class RulingCard {
  @PrimaryColumn({ name: 'ruling_id', type: 'varchar', length: 36 })
  rulingId!: string;

  /** The name lower-cased (NFC): what the `card` search compares, case-insensitively. */
  @PrimaryColumn({ name: 'name_key', type: 'varchar', length: 200 })
  nameKey!: string;

  /** The name as written on the board (or the catalog's English name for a card named in French). */
  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @ManyToOne(() => Ruling, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'ruling_id', foreignKeyConstraintName: 'FK_ruling_card_ruling' })
  ruling?: Ruling;
}
