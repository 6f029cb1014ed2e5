/** The rules engine's only import surface (@app/engine). Plain TypeScript: no Nest, no I/O. */
export { adjudicate } from './adjudicate';
export type { AdjudicationRequest, Answer, Outcome } from './adjudicate';
export { ACTION_TYPES, NOT_YET_SUPPORTED } from './actions/action';
export type { Action } from './actions/action';
export type { CardCatalog, CardDefinition, Color } from './cards/card';
export { InMemoryCatalog, normalizeName } from './cards/in-memory-catalog';
export { cardFromMtgJson, catalogFromAllSets } from './cards/mtgjson';
export type { Decision } from './decision';
export { parseBoard } from './state/parse';
export { serializeBoard } from './state/serialize';
export type { BoardJson } from './state/serialize';
export type { SetupError } from './state/setup-error';
export type { GameState, Step } from './state/types';
export { STEPS } from './state/types';
export type { GameEvent, TraceEntry } from './trace/trace';
export type { Violation } from './violation';
export type { GameOver } from './rules/104-ending-the-game';
