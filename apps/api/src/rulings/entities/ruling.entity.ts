import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A stored adjudication: the request as the client sent it, the engine's answer, and what the
 * answer was made with (rules edition, engine version). Rules cited and cards involved are
 * child rows (RulingRule, RulingCard), so that both can be searched through an index.
 */
@Entity('ruling')
@Index('IDX_ruling_created_at', ['createdAt', 'id'])
export class Ruling {
  /** A UUID (v4), lower case: the permanent id of the ruling. */
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id!: string;

  @Column({ type: 'varchar', length: 200 })
  title!: string;

  @Column({ type: 'text' })
  question!: string;

  /** Title and question lower-cased (NFC), for the case-insensitive `q` search beyond ASCII. */
  @Column({ name: 'search_text', type: 'text' })
  searchText!: string;

  /** The adjudication request (JSON text), as validated. */
  @Column({ type: 'text' })
  request!: string;

  /** The engine's answer (JSON text), byte for byte as the engine gave it. */
  @Column({ type: 'text' })
  answer!: string;

  /**
   * The same answer with its texts in French (JSON text): the engine's one ruling rendered in the
   * other language. Null for a ruling stored before French was stored (served in English).
   */
  @Column({ name: 'answer_fr', type: 'text', nullable: true })
  answerFr!: string | null;

  /** The verdict, also inside `answer`: kept as a column to be read without parsing it. */
  @Column({ type: 'boolean' })
  legal!: boolean;

  @Column({ name: 'rules_edition', type: 'varchar', length: 32 })
  rulesEdition!: string;

  @Column({ name: 'engine_version', type: 'varchar', length: 32 })
  engineVersion!: string;

  /**
   * A Date: each driver's own type for it (SQLite `datetime`, UTC text; PostgreSQL a timestamp,
   * which the migration makes `timestamp with time zone`: TypeORM reads and writes a Date the same
   * way for either timestamp type, and node-postgres sends it with its offset).
   */
  @Column({ name: 'created_at', type: Date })
  createdAt!: Date;

  @Column({ name: 'updated_at', type: Date })
  updatedAt!: Date;
}
