import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { AdjudicationController } from './adjudication.controller';
import { AdjudicationService } from './adjudication.service';
import { LegalActionsController } from './legal-actions.controller';

@Module({
  imports: [CardsModule],
  controllers: [AdjudicationController, LegalActionsController],
  exports: [AdjudicationService],
  providers: [AdjudicationService],
})
export class AdjudicationModule {}
