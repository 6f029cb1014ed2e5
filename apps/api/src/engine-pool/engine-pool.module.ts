import { Global, Module } from '@nestjs/common';
import { EnginePool } from './engine-pool.service';

/** One pool of engine threads per process, shared by adjudications, legal actions and rulings. */
@Global()
@Module({
  providers: [EnginePool],
  exports: [EnginePool],
})
export class EnginePoolModule {}
