import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module';
import { AdjudicationController } from './adjudication.controller';
import { AdjudicationService } from './adjudication.service';

@Module({
  imports: [CardsModule],
  controllers: [AdjudicationController],
  providers: [AdjudicationService],
})
export class AdjudicationModule {}
