import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../common/config';
import { ConfigModule } from '../common/config.module';
import { RulingCard } from '../rulings/entities/ruling-card.entity';
import { RulingRule } from '../rulings/entities/ruling-rule.entity';
import { Ruling } from '../rulings/entities/ruling.entity';
import { Init1764480000000 } from './1764480000000-init.migration';
import { Rulings1796019728323 } from './1796019728323-rulings.migration';
import { ServiceMeta } from './service-meta.entity';

export const ENTITIES = [ServiceMeta, Ruling, RulingRule, RulingCard];
export const MIGRATIONS = [Init1764480000000, Rulings1796019728323];

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
