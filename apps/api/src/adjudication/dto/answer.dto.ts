import type { AnswerJson } from '@app/engine';

/** The answer of POST /v1/adjudications: Wire.Answer (openapi.yaml). */
export type AnswerDto = AnswerJson;
