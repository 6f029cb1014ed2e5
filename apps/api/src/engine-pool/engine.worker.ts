import { workerData } from 'node:worker_threads';
import { loadCatalog } from '../cards/catalog-file';
import { EngineResult, EngineTask, runEngineTask } from './engine-tasks';

/**
 * One thread of the engine pool (piscina calls the exported function once per task). The
 * catalog is read once, when the thread starts: loadConfig in the main thread has already
 * checked the file, so a failure here is a bug, not a client's problem.
 */
export interface EngineWorkerData {
  catalogFile: string | null;
}

const loaded = loadCatalog((workerData as EngineWorkerData).catalogFile);
if (!loaded.ok) throw new Error(`engine worker: cannot load the catalog: ${loaded.errors.join('; ')}`);
const catalog = loaded.value.catalog;

export default function engineWorker(task: EngineTask): EngineResult {
  return runEngineTask(task, catalog);
}
