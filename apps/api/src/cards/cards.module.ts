import { Global, Module } from '@nestjs/common';
import { CARD_CATALOG, loadDefaultCatalog } from './catalog.provider';

@Global()
@Module({
  providers: [{ provide: CARD_CATALOG, useFactory: loadDefaultCatalog }],
  exports: [CARD_CATALOG],
})
export class CardsModule {}
