import { PipeTransform } from '@nestjs/common';
import { Static, TSchema } from '@sinclair/typebox';
import { TypeCheck, TypeCompiler } from '@sinclair/typebox/compiler';
import { msg, shapeErrors } from '@app/engine';
import { invalidRequest } from './problem';

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
      throw invalidRequest([{ field: 'body', message: msg('problem.bodyObject') }]);
    }
    this.prepare?.(value as Record<string, unknown>);
    if (this.check.Check(value)) return value;
    throw invalidRequest(shapeErrors(this.check, this.schema, value, '').map((e) => ({ field: e.path, message: e.message })));
  }
}
