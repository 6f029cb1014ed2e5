import { TSchema } from '@sinclair/typebox';
import { TypeCheck } from '@sinclair/typebox/compiler';
import { ValueError, ValueErrorType } from '@sinclair/typebox/errors';
import { enRequests } from '../trace/messages/en-requests';
import { Message, MessageKey, msg } from '../trace/message';

/** A field refused by its schema: its path in the body ("action.attackers[0]") and why (a message of the catalog). */
export interface ShapeError {
  path: string;
  message: Message;
}

/**
 * The catalog key of a schema's text (a description, `x-message` or `x-unknown`): the schema says it
 * once in English (openapi.yaml shows it), the catalog's `schema.*` keys say it in every language;
 * a text without a key is shown as it is (messages.spec.ts lists the texts the checks can show).
 */
const SCHEMA_KEYS = new Map<string, MessageKey>(
  (Object.entries(enRequests) as [MessageKey, string][]).filter(([key]) => key.startsWith('schema.')).map(([key, text]) => [text, key]),
);

/** A schema's text as a message: its catalog key, or the English text itself when the catalog has none. */
export function schemaText(text: string): Message {
  const key = SCHEMA_KEYS.get(text);
  return key ? msg(key) : msg('wire.text', { text });
}

/** TypeBox's own reason, for a field whose schema says nothing: one catalog key per kind of error. */
function reason(error: ValueError): Message {
  const schema = error.schema as Record<string, unknown>;
  switch (error.type) {
    case ValueErrorType.String:
      return msg('parse.mustBeAString');
    case ValueErrorType.Integer:
      return msg('parse.mustBeAnInteger');
    case ValueErrorType.Number:
      return msg('wire.number');
    case ValueErrorType.Boolean:
      return msg('parse.mustBeTrueOrFalse');
    case ValueErrorType.Array:
      return msg('parse.mustBeAList');
    case ValueErrorType.Object:
      return msg('wire.object');
    case ValueErrorType.Literal:
      return msg('wire.literal', { value: JSON.stringify(schema.const) });
    case ValueErrorType.StringMinLength:
      return msg('wire.minLength', { min: Number(schema.minLength) });
    case ValueErrorType.StringMaxLength:
      return msg('wire.maxLength', { max: Number(schema.maxLength) });
    case ValueErrorType.ArrayMinItems:
      return msg('wire.minItems', { min: Number(schema.minItems) });
    case ValueErrorType.ArrayMaxItems:
      return msg('wire.maxItems', { max: Number(schema.maxItems) });
    case ValueErrorType.IntegerMinimum:
    case ValueErrorType.NumberMinimum:
      return msg('wire.minimum', { min: Number(schema.minimum) });
    case ValueErrorType.IntegerMaximum:
    case ValueErrorType.NumberMaximum:
      return msg('wire.maximum', { max: Number(schema.maximum) });
    case ValueErrorType.ObjectRequiredProperty:
      return msg('wire.requiredField');
    default:
      return msg('wire.invalid');
  }
}

type Node = TSchema & { description?: string; required?: string[]; 'x-unknown'?: string; 'x-message'?: string };

/** Appends JSON pointer segments to a body path: ["attackers", "0", "id"] -> "action.attackers[0].id". */
export function fieldPath(prefix: string, segments: string[]): string {
  let out = prefix;
  for (const s of segments) out = /^\d+$/.test(s) ? `${out}[${s}]` : out ? `${out}.${s}` : s;
  return out;
}

/** The schema a segment leads to from an object, record or list schema (none past a union). */
function child(node: Node, segment: string): Node | undefined {
  if (node.type === 'array') return node.items as Node | undefined;
  if (node.type !== 'object') return undefined;
  if (node.properties && Object.prototype.hasOwnProperty.call(node.properties, segment)) return node.properties[segment] as Node;
  if (node.patternProperties) return Object.values(node.patternProperties)[0] as Node;
  if (typeof node.additionalProperties === 'object') return node.additionalProperties as Node;
  return undefined;
}

/**
 * The schema's errors for a value, one per field: each is named at the deepest field on its path
 * whose schema has a message (`x-message`) or a description, and that is its message ("required: ..."
 * before a required field's description); an unknown field gets its object's `x-unknown` message.
 */
export function shapeErrors(check: TypeCheck<TSchema>, root: TSchema, value: unknown, prefix: string): ShapeError[] {
  const out: ShapeError[] = [];
  const seen = new Set<string>();
  const push = (path: string, message: Message) => {
    if (seen.has(path)) return;
    seen.add(path);
    out.push({ path, message });
  };
  for (const error of check.Errors(value)) {
    const segments = error.path
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    if (error.type === ValueErrorType.ObjectAdditionalProperties) {
      const unknown = (error.schema as Node)['x-unknown'];
      push(fieldPath(prefix, segments), unknown ? schemaText(unknown) : msg('parse.unknownField'));
      continue;
    }
    let node: Node | undefined = root as Node;
    let best: { depth: number; message: Message } | null = null;
    for (let depth = 0; depth < segments.length && node; depth++) {
      const parent: Node = node;
      node = child(parent, segments[depth]);
      if (node?.['x-message']) best = { depth: depth + 1, message: schemaText(node['x-message']) };
      else if (node?.description) {
        const text = schemaText(node.description);
        const required = parent.type === 'object' && parent.required?.includes(segments[depth]);
        best = { depth: depth + 1, message: required ? msg('wire.required', { what: text }) : text };
      }
    }
    if (best) push(fieldPath(prefix, segments.slice(0, best.depth)), best.message);
    else push(fieldPath(prefix, segments), reason(error));
  }
  return out;
}
