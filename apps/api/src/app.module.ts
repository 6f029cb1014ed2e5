import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AdjudicationModule } from './adjudication/adjudication.module';
import { CardsModule } from './cards/cards.module';
import { APP_CONFIG } from './common/config';
import { ConfigModule } from './common/config.module';
import { HttpDrain } from './common/http-drain';
import { ProblemFilter } from './common/problem.filter';
import { RateLimitGuard, rateLimitOptions } from './common/rate-limit';
import { createValidationPipe } from './common/validation';
import { DatabaseModule } from './database/database.module';
import { EnginePoolModule } from './engine-pool/engine-pool.module';
import { HealthController } from './health/health.controller';
import { ProblemsController } from './pages/problems.controller';
import { RulesModule } from './rules/rules.module';
import { RulingsModule } from './rulings/rulings.module';

/** Pipe and filter are providers, so a test app built from this module behaves as production. */
@Module({
  imports: [
    ConfigModule,
    ThrottlerModule.forRootAsync({ useFactory: rateLimitOptions, inject: [APP_CONFIG] }),
    DatabaseModule,
    EnginePoolModule,
    RulesModule,
    CardsModule,
    AdjudicationModule,
    RulingsModule,
  ],
  controllers: [HealthController, ProblemsController],
  providers: [
    { provide: APP_PIPE, useFactory: createValidationPipe },
    { provide: APP_FILTER, useClass: ProblemFilter },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    HttpDrain,
  ],
})
export class AppModule {}
