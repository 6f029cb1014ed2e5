import * as path from 'node:path';
import { msg } from '@app/engine';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import Piscina from 'piscina';
import type { CardCatalog } from '@app/engine';
import { CARD_CATALOG } from '../cards/catalog.provider';
import { APP_CONFIG, AppConfig } from '../common/config';
import { problem } from '../common/problem';
import { EngineResult, EngineTask, runEngineTask } from './engine-tasks';
import type { EngineWorkerData } from './engine.worker';

/** The problem type of an engine task stopped at its time budget (CONTRACT §5). */
export const TIME_BUDGET_TYPE = '/problems/time-budget-exceeded';
export const TIME_BUDGET_CODE = 'ENGINE_TIME_BUDGET_EXCEEDED';

/**
 * Runs the engine off the event loop, in a piscina pool of worker threads: a long board
 * stalls one thread, not the server. Each task has a time budget (ENGINE_TIMEOUT_MS, queue wait
 * included); past it piscina terminates the thread running it (a synchronous engine cannot be
 * interrupted any other way) and starts a new one, and the client gets a 503.
 *
 * From the compiled app (dist/) the workers load the compiled engine; from TypeScript sources
 * (Jest, ts-node) they register ts-node and tsconfig-paths first. ENGINE_WORKERS=0 runs the
 * engine in this thread, with no budget: for tests that do not test the pool, and for debugging.
 */
@Injectable()
export class EnginePool implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('EnginePool');
  private readonly pool: Piscina | null;
  private closing = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CARD_CATALOG) private readonly catalog: CardCatalog,
  ) {
    this.pool = config.engineWorkers === 0 ? null : createPool(config);
  }

  /** Waits for every thread to have loaded the engine and the catalog: the first requests' budgets are not spent on start-up. */
  async onModuleInit(): Promise<void> {
    if (this.pool === null) return;
    await Promise.all(Array.from({ length: this.config.engineWorkers }, () => this.pool!.run({ kind: 'ping' })));
  }

  /** After the HTTP server has drained (Nest calls this once it is closed): in-flight tasks finish first. */
  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await this.pool?.close();
  }

  /** Threads alive now (a terminated one is replaced by a new one). */
  get threads(): number {
    return this.pool?.threads.length ?? 0;
  }

  async run(task: EngineTask): Promise<EngineResult> {
    if (this.pool === null) return runEngineTask(task, this.catalog);
    if (this.closing) throw shuttingDown();
    const budget = this.config.engineTimeoutMs;
    try {
      return (await this.pool.run(task, { signal: AbortSignal.timeout(budget) })) as EngineResult;
    } catch (error) {
      if (this.closing) throw shuttingDown();
      if ((error as Error | undefined)?.name === 'AbortError') {
        this.logger.warn(`${task.kind} stopped at its time budget of ${budget} ms; its worker thread is replaced`);
        throw problem(503, 'time budget exceeded', msg('problem.timeBudget', { budget }), {
          code: TIME_BUDGET_CODE,
          budgetMs: budget,
        });
      }
      throw error;
    }
  }
}

function shuttingDown() {
  return problem(503, 'shutting down', msg('problem.shuttingDown'), {
    code: 'SHUTTING_DOWN',
  });
}

function createPool(config: AppConfig): Piscina {
  const fromSource = __filename.endsWith('.ts');
  const workerData: EngineWorkerData = { catalogFile: config.catalogFile };
  return new Piscina({
    filename: path.join(__dirname, `engine.worker${fromSource ? '.ts' : '.js'}`),
    minThreads: config.engineWorkers,
    maxThreads: config.engineWorkers,
    // A thread holds the whole catalog: it lives as long as the pool, never reaped for idleness.
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // The budget bounds how long a task waits; one task at a time per thread (the engine is synchronous).
    concurrentTasksPerWorker: 1,
    workerData,
    // From a build, the thread runs with the process's own flags (a test that starts the build with
    // `-r tsconfig-paths/register` needs it in the thread too; `node dist/...` has none).
    execArgv: fromSource
      ? ['--require', require.resolve('ts-node/register/transpile-only'), '--require', require.resolve('tsconfig-paths/register')]
      : process.execArgv,
    env: fromSource ? { ...process.env, TS_NODE_PROJECT: path.resolve(__dirname, '../../../../tsconfig.json') } : process.env,
  });
}
