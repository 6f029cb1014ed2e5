import { MigrationInterface, QueryRunner } from 'typeorm';

export class Init1764480000000 implements MigrationInterface {
  name = 'Init1764480000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "service_meta" ("key" varchar(64) PRIMARY KEY NOT NULL, "value" text NOT NULL)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "service_meta"`);
  }
}
