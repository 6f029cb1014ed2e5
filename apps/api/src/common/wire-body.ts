import { PipeTransform } from '@nestjs/common';
import { Static, TSchema } from '@sinclair/typebox';
import { TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { shapeErrors } from '@app/engine';
import { problem } from './problem';

/**
 * Checks a JSON body against a compiled schema, in place: no copy of the body (a board can be
 * large, and the engine's parser reads it once, naming every bad field). Unknown fields are
 * refused; every bad field is named in one 400, like the engine's.
 */
export class WireBodyPipe<T extends TSchema> implements PipeTransform<unknown, Static<T>> {
  private readonly check: TypeCheck<T>;

  constructor(
    private readonly schema: T,
    /** Normalizes the body before the check (e.g. trims titles). */
    private readonly prepare?: (body: Record<string, unknown>) => void,
  ) {
    this.check = TypeCompiler.Compile(schema);
  }

  transform(value: unknown): Static<T> {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw problem(400, 'invalid request', '1 invalid field(s): body', {
        errors: [{ field: 'body', message: 'the body must be a JSON object' }],
      });
    }
    this.prepare?.(value as Record<string, unknown>);
    if (this.check.Check(value)) return value;
    const list = shapeErrors(this.check, this.schema, value, '').map((e) => ({ field: e.path, message: e.message }));
    throw problem(400, 'invalid request', `${list.length} invalid field(s): ${list.map((e) => e.field).join(', ')}`, { errors: list });
  }
}
