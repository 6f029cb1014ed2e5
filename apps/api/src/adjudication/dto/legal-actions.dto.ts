import { Static, Type } from '@sinclair/typebox';
import type { LegalActionsJson } from '@app/engine';
import { WireBodyPipe } from '../../common/wire-body';

/** The body of POST /v1/legal-actions as HTTP checks it: its own fields; the board is the engine's to read (Wire.LegalActionsRequest). */
export const LegalActionsEnvelope = Type.Object(
  {
    state: Type.Unknown({ 'x-message': 'required: the board (CONTRACT §1)' }),
    allowUnsupported: Type.Optional(Type.Boolean({ 'x-message': 'must be true or false' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 2000, 'x-message': 'an integer from 1 to 2000' })),
  },
  { additionalProperties: false, 'x-unknown': 'unknown field' },
);
export type LegalActionsRequestDto = Static<typeof LegalActionsEnvelope>;
export const LegalActionsBody = new WireBodyPipe(LegalActionsEnvelope);

/** The answer: Wire.LegalActions (openapi.yaml). */
export type LegalActionsDto = LegalActionsJson;
