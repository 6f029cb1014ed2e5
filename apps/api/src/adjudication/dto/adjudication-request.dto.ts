import { Static, Type } from '@sinclair/typebox';
import { WireBodyPipe } from '../../common/wire-body';

/**
 * The body of POST /v1/adjudications as HTTP checks it: its own fields only. The board and the
 * actions are read once, by the engine's parser, which names every bad field (400) and every
 * broken rule (422); their schema is Wire.AdjudicationRequest (openapi.yaml).
 */
export const AdjudicationEnvelope = Type.Object(
  {
    state: Type.Unknown({ 'x-message': 'required: the board (CONTRACT §1)' }),
    action: Type.Optional(Type.Unknown()),
    actions: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 500, 'x-message': 'a list of at most 500 actions' })),
    allowUnsupported: Type.Optional(Type.Boolean({ 'x-message': 'must be true or false' })),
  },
  { additionalProperties: false, 'x-unknown': 'unknown field', 'x-message': 'an object {state, action | actions, allowUnsupported?}' },
);
export type AdjudicationRequestDto = Static<typeof AdjudicationEnvelope>;
export const AdjudicationBody = new WireBodyPipe(AdjudicationEnvelope);
