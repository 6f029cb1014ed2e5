import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { TSchema } from '@sinclair/typebox';
import { Wire } from '@app/engine';

/** A reference to a component schema. */
export const schemaRef = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });

type Json = unknown;

/**
 * A wire schema (TypeBox) as an OpenAPI 3.1 component: JSON Schema as it is, with each named
 * sub-schema (one with an `$id`) replaced by a reference to its own component, records written
 * as `additionalProperties`, and the validator's own keywords (`x-unknown`, `x-message`) left out.
 */
function component(schema: TSchema): SchemaObject {
  const visit = (node: Json, root: boolean): Json => {
    if (Array.isArray(node)) return node.map((n) => visit(n, false));
    if (typeof node !== 'object' || node === null) return node;
    const o = node as Record<string, Json>;
    if (!root && typeof o.$id === 'string') return schemaRef(o.$id);
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(o)) {
      if (key === '$id' || key === 'x-unknown' || key === 'x-message') continue;
      if (key === 'patternProperties') {
        // TypeBox writes a record of any key as the pattern ^(.*)$: that is additionalProperties.
        const [pattern, inner] = Object.entries(value as Record<string, Json>)[0];
        if (pattern === '^(.*)$') out.additionalProperties = visit(inner, false);
        else out.patternProperties = { [pattern]: visit(inner, false) };
        continue;
      }
      out[key] =
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as Record<string, Json>).map(([k, v]) => [k, visit(v, false)]))
          : visit(value, false);
    }
    // A union tagged by a discriminator is one of its variants, each with its own "type".
    if (out.discriminator && out.anyOf) {
      out.oneOf = out.anyOf;
      delete out.anyOf;
    }
    return out;
  };
  return visit(schema, true) as SchemaObject;
}

/** The app's own named schemas (bodies that embed the wire's), added by the modules that define them. */
const APP_SCHEMAS: TSchema[] = [];
export function registerSchema<T extends TSchema>(schema: T): T {
  APP_SCHEMAS.push(schema);
  return schema;
}

/** Every named wire schema, and the app's, as components. */
export function wireComponents(): Record<string, SchemaObject> {
  return Object.fromEntries([...Wire.WIRE_SCHEMAS, ...APP_SCHEMAS].map((s) => [s.$id as string, component(s)]));
}

/**
 * OpenAPI 3.0 as @nestjs/swagger writes it, made 3.1: `nullable` becomes a "null" type, the wire
 * schemas join the components.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  const fixNullable = (node: Json): Json => {
    if (Array.isArray(node)) return node.map(fixNullable);
    if (typeof node !== 'object' || node === null) return node;
    const o = Object.fromEntries(Object.entries(node as Record<string, Json>).map(([k, v]) => [k, fixNullable(v)]));
    if (o.nullable === true) {
      delete o.nullable;
      if (typeof o.type === 'string') return { ...o, type: [o.type, 'null'] };
      const { description, ...rest } = o;
      return { ...(description !== undefined ? { description } : {}), anyOf: [rest, { type: 'null' }] };
    }
    return o;
  };
  const out = fixNullable(document) as OpenAPIObject;
  out.openapi = '3.1.0';
  out.info.license = { name: 'UNLICENSED' };
  // Reads are open: an operation without a security requirement says so (only writes to /v1/rulings need the key).
  for (const item of Object.values(out.paths)) {
    for (const operation of [item.get, item.put, item.post, item.delete, item.patch])
      if (operation && !operation.security) operation.security = [];
  }
  out.components = { ...out.components, schemas: { ...wireComponents(), ...out.components?.schemas } };
  return out;
}
