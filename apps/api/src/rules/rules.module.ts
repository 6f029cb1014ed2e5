import { Module } from '@nestjs/common';
import { RulesCorpus } from '@app/rules-text';
import { RulesController } from './rules.controller';

/** Serves the rules and provides the corpus to other modules (inject `RulesCorpus`). */
@Module({
  controllers: [RulesController],
  providers: [{ provide: RulesCorpus, useFactory: () => RulesCorpus.shared() }],
  exports: [RulesCorpus],
})
export class RulesModule {}
