import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, DataSourceOptions } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../common/config';
import { ConfigModule } from '../common/config.module';
import { RulingCard } from '../rulings/entities/ruling-card.entity';
import { RulingRule } from '../rulings/entities/ruling-rule.entity';
import { Ruling } from '../rulings/entities/ruling.entity';
import { Init1764480000000 } from './1764480000000-init.migration';
import { Rulings1796019728323 } from './1796019728323-rulings.migration';
import { RulingFrench1796100000000 } from './1796100000000-ruling-french.migration';
import { ServiceMeta } from './service-meta.entity';

export const ENTITIES = [ServiceMeta, Ruling, RulingRule, RulingCard];
export const MIGRATIONS = [Init1764480000000, Rulings1796019728323, RulingFrench1796100000000];

/**
 * How long a SQLite statement waits for a lock another connection holds (a second process on the
 * same file, a backup, the sqlite3 shell) before it fails with SQLITE_BUSY, in milliseconds.
 */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/**
 * Key of the PostgreSQL advisory lock held while migrations run (any number, the same in every
 * process of this service).
 */
const MIGRATION_LOCK_KEY = 1796019728;

/** The TypeORM options of a configuration: PostgreSQL when DATABASE_URL is set, SQLite otherwise. */
export function dataSourceOptions(config: AppConfig): DataSourceOptions {
  const common = { entities: ENTITIES, migrations: MIGRATIONS, migrationsRun: false, synchronize: false, logging: false } as const;
  if (config.databaseUrl !== null) return { ...common, type: 'postgres', url: config.databaseUrl };
  if (config.databasePath !== ':memory:') mkdirSync(dirname(config.databasePath), { recursive: true });
  return {
    ...common,
    type: 'sqlite',
    database: config.databasePath,
    // WAL: a commit appends to the log and is durable once it returns (synchronous stays FULL,
    // SQLite's default), readers do not block the writer, and a killed process leaves nothing
    // half written: the next open replays committed frames and drops the rest.
    enableWAL: true,
    busyTimeout: SQLITE_BUSY_TIMEOUT_MS,
  };
}

/**
 * Connects, then brings the schema up to date one process at a time: API processes started
 * together on one database would otherwise race to create the same tables, and all but one fail.
 */
export async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = await new DataSource(options).initialize();
  try {
    if (options.type === 'postgres') {
      const lock = dataSource.createQueryRunner();
      try {
        await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await dataSource.runMigrations({ transaction: 'all' });
      } finally {
        await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
        await lock.release();
      }
    } else {
      // The driver's one connection: BEGIN IMMEDIATE takes the file's write lock before the
      // migrations look at what is applied (another process waits up to the busy timeout), and
      // they run inside this transaction.
      await dataSource.query('BEGIN IMMEDIATE');
      try {
        await dataSource.runMigrations({ transaction: 'none' });
        await dataSource.query('COMMIT');
      } catch (error) {
        await dataSource.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    }
    return dataSource;
  } catch (error) {
    await dataSource.destroy().catch(() => undefined);
    throw error;
  }
}

/** The schema comes from migrations, run at start; the same entities and migrations on both databases. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('no database options');
        return openDataSource(options);
      },
    }),
    TypeOrmModule.forFeature(ENTITIES),
  ],
  exports: [TypeOrmModule],
})
export class DatabaseModule {}
