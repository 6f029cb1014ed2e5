/**
 * A typed client of the adjudicator, generated from openapi.yaml: `schema.ts` is written by
 * `npm run client` (openapi-typescript), the requests go through openapi-fetch. A misspelled
 * field of the board, an action or the answer is a compile error.
 */
import createClient, { type ClientOptions } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths } from './schema';
export type Schemas = components['schemas'];
export type Board = Schemas['Board'];
export type Action = Schemas['Action'];
export type Answer = Schemas['Answer'];
export type LegalActions = Schemas['LegalActions'];

export function createAdjudicatorClient(baseUrl: string, options: Omit<ClientOptions, 'baseUrl'> = {}) {
  return createClient<paths>({ ...options, baseUrl });
}
