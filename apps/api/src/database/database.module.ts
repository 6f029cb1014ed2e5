import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../common/config';
import { ConfigModule } from '../common/config.module';
import { Init1764480000000 } from './1764480000000-init.migration';
import { ServiceMeta } from './service-meta.entity';

export const ENTITIES = [ServiceMeta];
export const MIGRATIONS = [Init1764480000000];

/** SQLite through TypeORM's sqlite3 driver; the schema comes from migrations, run at start. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ConfigModule],
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        if (config.databasePath !== ':memory:') mkdirSync(dirname(config.databasePath), { recursive: true });
        return {
          type: 'sqlite' as const,
          database: config.databasePath,
          entities: ENTITIES,
          migrations: MIGRATIONS,
          migrationsRun: true,
          synchronize: false,
          logging: false,
        };
      },
    }),
    TypeOrmModule.forFeature(ENTITIES),
  ],
  exports: [TypeOrmModule],
})
export class DatabaseModule {}
