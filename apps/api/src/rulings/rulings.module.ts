import { Module } from '@nestjs/common';
import { AdjudicationModule } from '../adjudication/adjudication.module';
import { RulingPageController } from '../pages/ruling-page.controller';
import { RulesModule } from '../rules/rules.module';
import { ENGINE_VERSION, readEngineVersion } from './engine-version';
import { RulingsController } from './rulings.controller';
import { RulingsService } from './rulings.service';
import { RulingsWriteGuard } from './rulings-write.guard';

/**
 * Stored rulings: /v1/rulings. The entities and their migration are registered in DatabaseModule;
 * the card catalog (CardsModule) and the configuration are global.
 */
@Module({
  imports: [RulesModule, AdjudicationModule],
  controllers: [RulingsController, RulingPageController],
  providers: [RulingsService, RulingsWriteGuard, { provide: ENGINE_VERSION, useFactory: () => readEngineVersion() }],
})
export class RulingsModule {}
