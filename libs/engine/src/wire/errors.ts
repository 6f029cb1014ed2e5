import { TSchema } from '@sinclair/typebox';
import { TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';

/** A field refused by its schema: its path in the body ("action.attackers[0]") and why. */
export interface ShapeError {
  path: string;
  message: string;
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
  const push = (path: string, message: string) => {
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
      push(fieldPath(prefix, segments), (error.schema as Node)['x-unknown'] ?? 'unknown field');
      continue;
    }
    let node: Node | undefined = root as Node;
    let best: { depth: number; message: string } | null = null;
    for (let depth = 0; depth < segments.length && node; depth++) {
      const parent: Node = node;
      node = child(parent, segments[depth]);
      if (node?.['x-message']) best = { depth: depth + 1, message: node['x-message'] };
      else if (node?.description)
        best = {
          depth: depth + 1,
          message: `${parent.type === 'object' && parent.required?.includes(segments[depth]) ? 'required: ' : ''}${node.description}`,
        };
    }
    if (best) push(fieldPath(prefix, segments.slice(0, best.depth)), best.message);
    else push(fieldPath(prefix, segments), error.message);
  }
  return out;
}
