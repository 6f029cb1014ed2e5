import type { ContentObject, OpenAPIObject, ResponseObject, SchemaObject } from '@nestjs/swagger';
import type { ExamplesObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

/** The OpenAPI schema of ProblemDetails (problem.ts), declared once under components. */
const PROBLEM_SCHEMA: SchemaObject = {
  type: 'object',
  description: 'RFC 9457 problem details: the one error shape of the API.',
  required: ['type', 'title', 'status', 'detail'],
  properties: {
    type: { type: 'string', example: '/problems/invalid-request' },
    title: { type: 'string', example: 'invalid request' },
    status: { type: 'integer', example: 400 },
    detail: { type: 'string' },
    code: { type: 'string', description: 'For some problems, a code a program can test: UNSUPPORTED_CARD, DATABASE_UNREACHABLE, ...' },
    errors: {
      type: 'array',
      description: '400: every bad field, by its path in the body.',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: {
          field: { type: 'string' },
          message: { type: 'string' },
          code: { type: 'string', description: 'For the board: INVALID_FIELD, UNKNOWN_FIELD, ...' },
          rule: { type: 'string' },
        },
      },
    },
    violations: {
      type: 'array',
      description: '422: the rule the board or action breaks, and what broke it.',
      items: {
        type: 'object',
        required: ['code', 'rule', 'message'],
        properties: { code: { type: 'string' }, rule: { type: 'string' }, message: { type: 'string' }, path: { type: 'string' } },
      },
    },
  },
};

/** Content of an error response, for `@ApiXxxResponse({ content: PROBLEM_CONTENT })`. */
export const PROBLEM_CONTENT: ContentObject = {
  'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } },
};

/** PROBLEM_CONTENT with examples: the bodies the server really answers (common/openapi-examples.ts). */
export const problemContent = (examples: ExamplesObject): ContentObject => ({
  'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' }, examples },
});

/**
 * Adds the ProblemDetails schema, and gives every declared 4xx/5xx response that names no
 * content the problem+json content: the filter answers every error that way.
 */
export function declareProblemResponses(document: OpenAPIObject): OpenAPIObject {
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ProblemDetails: PROBLEM_SCHEMA } };
  for (const pathItem of Object.values(document.paths)) {
    for (const operation of [pathItem.get, pathItem.put, pathItem.post, pathItem.delete, pathItem.patch]) {
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (Number(status) >= 400 && response && !('$ref' in response)) (response as ResponseObject).content ??= PROBLEM_CONTENT;
      }
    }
  }
  return document;
}
