import { Static, Type } from '@sinclair/typebox';
import { Wire } from '@app/engine';
import { AdjudicationEnvelope } from '../../adjudication/dto/adjudication-request.dto';
import { registerSchema } from '../../common/openapi';
import { WireBodyPipe } from '../../common/wire-body';

const text = (name: string, max: number, example: string) =>
  Type.String({ minLength: 1, maxLength: max, examples: [example], 'x-message': `${name} must be 1 to ${max} characters long, not blank` });

const fields = {
  title: text('title', 200, 'A second land in one turn'),
  question: text('question', 5000, 'Alice has played a Forest this turn. May she play a Mountain in the same main phase?'),
};

/** POST /v1/rulings and PUT /v1/rulings/{id}: a titled question and the adjudication that answers it (openapi.yaml). */
export const RulingRequest = registerSchema(
  Object.assign(
    Type.Object(
      {
        ...fields,
        request: Type.Union([Wire.AdjudicationRequest], {
          description:
            'The adjudication body (as for POST /v1/adjudications): {state, action | actions, allowUnsupported?}. Judged now; stored with its answer.',
        }),
      },
      { additionalProperties: false },
    ),
    { $id: 'RulingRequest' },
  ),
);

/** The same body as HTTP checks it: title and question trimmed; the request's own fields (the engine reads its board). */
const RulingEnvelope = Type.Object(
  { ...fields, request: AdjudicationEnvelope },
  { additionalProperties: false, 'x-unknown': 'unknown field' },
);
export type RulingRequestDto = Static<typeof RulingEnvelope>;

const trim = (body: Record<string, unknown>): void => {
  for (const key of ['title', 'question']) if (typeof body[key] === 'string') body[key] = (body[key] as string).trim();
};
export const RulingBody = new WireBodyPipe(RulingEnvelope, trim);
