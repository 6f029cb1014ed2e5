import { ValidationError, ValidationPipe } from '@nestjs/common';
import { problem } from './problem';

/** Flattens class-validator's tree into one entry per bad field, by its path in the body. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): { field: string; message: string }[] {
  const out: { field: string; message: string }[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // One entry per field: `limit=abc` breaks isInt, min and max at once, which is one mistake.
    const messages = [...new Set(Object.values(error.constraints ?? {}))];
    if (messages.length > 0) out.push({ field, message: messages.join('; ') });
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

/** Unknown fields are refused; every bad field is named in one 400. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => {
      const list = flattenValidationErrors(errors);
      return problem(400, 'invalid request', `${list.length} invalid field(s): ${list.map((e) => e.field).join(', ')}`, { errors: list });
    },
  });
}
