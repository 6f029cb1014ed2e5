/** The rules engine's only import surface (@app/engine). Plain TypeScript: no Nest, no I/O. */
import './keywords/phrases'; // the keywords written in the card language (cards/keyword-table.ts)
export { adjudicate, tryAction } from './adjudicate';
export { legalActions, legalActionsFor } from './legal-actions';
export type { LegalAction, LegalActions } from './legal-actions';
export type { AdjudicationRequest, Answer, Outcome } from './adjudicate';
export { ACTION_TYPES, NOT_YET_SUPPORTED } from './actions/action';
export type { Action } from './actions/action';
export type { CardCatalog, CardDefinition, Color } from './cards/card';
export { InMemoryCatalog, normalizeName } from './cards/in-memory-catalog';
export { cardFromMtgJson, catalogFromAllSets } from './cards/mtgjson';
export type { Decision } from './decision';
export { parseBoard } from './state/parse';
export { CHARACTERISTICS_OUTPUTS, printedCharacteristics, serializeBoard } from './state/serialize';
export type { BoardJson, CharacteristicsOutput, SerializeOptions } from './state/serialize';
export type { SetupError } from './state/setup-error';
export type { GameState, Step } from './state/types';
export { STEPS } from './state/types';
export type { GameEvent, TraceEntry } from './trace/trace';
export type { RenderedViolation as Violation } from './violation';
export { CATALOGS, joined, LANGUAGES, listed, msg, negotiateLanguage, render } from './trace/message';
export type { Language, Message, MessageKey } from './trace/message';
export type { GameOver } from './rules/104-ending-the-game';
export { compiled } from './cards/compiled';
export { compileCard, currentWording } from './cards/oracle-compiler';
export type { Ability, CompiledCard } from './cards/ability';
export { manaValue, parseManaCost } from './cards/mana-cost';
export {
  MULTI_FACE_LAYOUTS,
  cardsFromAtomicCards,
  catalogFromAtomicCards,
  parseCatalogJson,
  serializeCompactCatalog,
  toCompactCatalog,
} from './cards/mtgjson';
export type { AtomicCardsFile, CatalogCard, CatalogFormat, CompactCatalog, ParsedCatalog } from './cards/mtgjson';
export type { Result } from './result';
export { simulate, invariants, seededRandom, SAMPLE_DECKS } from './simulator';
export type { SimulationReport, SimulationProblem } from './simulator';
/** The wire format as JSON Schema (TypeBox): the one description of the board, the action and the answer. */
export * as Wire from './wire/schema';
export { fieldPath, shapeErrors } from './wire/errors';
export type { ShapeError } from './wire/errors';
export type {
  ActionJson,
  AdjudicationRequestJson,
  AnswerJson,
  BoardAnswerJson,
  BoardJsonIn,
  LegalActionsJson,
  LegalActionsRequestJson,
} from './wire/schema';
