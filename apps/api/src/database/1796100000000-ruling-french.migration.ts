import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The answer of a stored ruling rendered in French too (CONTRACT §languages): written with every
 * new or replaced ruling; null on the rulings stored before, which are served in English.
 */
export class RulingFrench1796100000000 implements MigrationInterface {
  name = 'RulingFrench1796100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ruling" ADD COLUMN "answer_fr" text NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "ruling" DROP COLUMN "answer_fr"`);
  }
}
