import { ValidationError, ValidationPipe } from '@nestjs/common';
import { joined, Message, msg } from '@app/engine';
import { invalidRequest } from './problem';

/**
 * A query parameter's validation message as a message of the catalog: the sentences the query DTOs
 * and class-validator write, read back into a key and its parameters (the field name stays as is).
 */
export function validationMessage(text: string): Message {
  let m: RegExpExecArray | null;
  if ((m = /^(\S+) must be a whole number from (\d+) to (\d+)$/.exec(text)))
    return msg('query.wholeNumber', { field: m[1], min: +m[2], max: +m[3] });
  if ((m = /^(\S+) must be 1 to (\d+) characters long, not blank$/.exec(text))) return msg('query.length', { field: m[1], max: +m[2] });
  if ((m = /^(\S+) must be a rule number: (.+)$/.exec(text))) return msg('query.ruleNumber', { field: m[1], examples: m[2] });
  if ((m = /^property (\S+) should not exist$/.exec(text))) return msg('query.unknown', { field: m[1] });
  if ((m = /^(\S+) must be a string$/.exec(text))) return msg('query.string', { field: m[1] });
  return msg('wire.text', { text });
}

/** Flattens class-validator's tree into one entry per bad field, by its path in the body. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): { field: string; message: Message }[] {
  const out: { field: string; message: Message }[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // One entry per field: `limit=abc` breaks isInt, min and max at once, which is one mistake.
    const messages = [...new Set(Object.values(error.constraints ?? {}))];
    if (messages.length > 0)
      out.push({
        field,
        message:
          messages.length === 1
            ? validationMessage(messages[0])
            : msg('adjudicate.list', { items: joined(messages.map(validationMessage), '; ') }),
      });
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
    exceptionFactory: (errors) => invalidRequest(flattenValidationErrors(errors)),
  });
}
