import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../common/config';
import { LoadedCatalog } from './catalog-file';
import { CARD_CATALOG, LOADED_CATALOG, loadAppCatalog } from './catalog.provider';
import { CardsController } from './cards.controller';
import { CardsService } from './cards.service';

/** The card catalog (inject CARD_CATALOG) and GET /v1/cards. */
@Global()
@Module({
  controllers: [CardsController],
  providers: [
    { provide: LOADED_CATALOG, useFactory: (config: AppConfig) => loadAppCatalog(config), inject: [APP_CONFIG] },
    { provide: CARD_CATALOG, useFactory: (loaded: LoadedCatalog) => loaded.catalog, inject: [LOADED_CATALOG] },
    CardsService,
  ],
  exports: [CARD_CATALOG, LOADED_CATALOG, CardsService],
})
export class CardsModule {}
