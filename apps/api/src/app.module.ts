import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { AdjudicationModule } from './adjudication/adjudication.module';
import { CardsModule } from './cards/cards.module';
import { ConfigModule } from './common/config.module';
import { ProblemFilter } from './common/problem.filter';
import { createValidationPipe } from './common/validation';
import { DatabaseModule } from './database/database.module';
import { HealthController } from './health/health.controller';
import { RulesModule } from './rules/rules.module';
import { RulingsModule } from './rulings/rulings.module';

/** Pipe and filter are providers, so a test app built from this module behaves as production. */
@Module({
  imports: [ConfigModule, DatabaseModule, RulesModule, CardsModule, AdjudicationModule, RulingsModule],
  controllers: [HealthController],
  providers: [
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: ProblemFilter },
  ],
})
export class AppModule {}
