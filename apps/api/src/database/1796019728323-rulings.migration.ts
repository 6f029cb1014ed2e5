import { MigrationInterface, QueryRunner } from 'typeorm';

/** Stored rulings (POST /v1/rulings): the ruling, the rules it cites and the cards it involves. */
export class Rulings1796019728323 implements MigrationInterface {
  name = 'Rulings1796019728323';

  async up(queryRunner: QueryRunner): Promise<void> {
    // An instant: SQLite has no timestamp type (TypeORM writes `datetime` columns as UTC text);
    // on PostgreSQL `timestamp with time zone`, so that no server's time zone shifts it. SQLite
    // databases keep the SQL this migration always ran there: it is never run twice.
    const instant = queryRunner.connection.driver.options.type === 'postgres' ? 'timestamp with time zone' : 'datetime';
    await queryRunner.query(
      `CREATE TABLE "ruling" (` +
        `"id" varchar(36) PRIMARY KEY NOT NULL, ` +
        `"title" varchar(200) NOT NULL, ` +
        `"question" text NOT NULL, ` +
        `"search_text" text NOT NULL, ` +
        `"request" text NOT NULL, ` +
        `"answer" text NOT NULL, ` +
        `"legal" boolean NOT NULL, ` +
        `"rules_edition" varchar(32) NOT NULL, ` +
        `"engine_version" varchar(32) NOT NULL, ` +
        `"created_at" ${instant} NOT NULL, ` +
        `"updated_at" ${instant} NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ruling_created_at" ON "ruling" ("created_at", "id") `);
    await queryRunner.query(
      `CREATE TABLE "ruling_rule" (` +
        `"ruling_id" varchar(36) NOT NULL, ` +
        `"number" varchar(32) NOT NULL, ` +
        `CONSTRAINT "FK_ruling_rule_ruling" FOREIGN KEY ("ruling_id") REFERENCES "ruling" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, ` +
        `PRIMARY KEY ("ruling_id", "number"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ruling_rule_number" ON "ruling_rule" ("number") `);
    await queryRunner.query(
      `CREATE TABLE "ruling_card" (` +
        `"ruling_id" varchar(36) NOT NULL, ` +
        `"name_key" varchar(200) NOT NULL, ` +
        `"name" varchar(200) NOT NULL, ` +
        `CONSTRAINT "FK_ruling_card_ruling" FOREIGN KEY ("ruling_id") REFERENCES "ruling" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, ` +
        `PRIMARY KEY ("ruling_id", "name_key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_ruling_card_name_key" ON "ruling_card" ("name_key") `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_ruling_card_name_key"`);
    await queryRunner.query(`DROP TABLE "ruling_card"`);
    await queryRunner.query(`DROP INDEX "IDX_ruling_rule_number"`);
    await queryRunner.query(`DROP TABLE "ruling_rule"`);
    await queryRunner.query(`DROP INDEX "IDX_ruling_created_at"`);
    await queryRunner.query(`DROP TABLE "ruling"`);
  }
}
