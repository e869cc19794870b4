/// <reference types="node" />
// Holds each version's restated schemas equal to its published description in the shared spec
// folder: for every component schema and parameter, the JSON Schema of ours (zod's
// toJSONSchema) must state the same types, formats, patterns, enums, bounds, properties and
// required lists as the description's, after its $refs are resolved and its allOf written out.

import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toJSONSchema } from 'zod';
import { museumApi11 } from './api-1-1.ts';
import { museumApi12 } from './api-1-2.ts';

type Json = Record<string, unknown>;

const specDir = process.env.MUSEUM_SPEC_DIR ?? resolve(import.meta.dirname, '../../../../../shared/spec');
const found = existsSync(specDir);
if (!found) {
  if (process.env.CI) throw new Error(`The published descriptions are missing: no folder ${specDir}`);
  console.warn(
    `published-schemas.test.ts: skipped, no published descriptions at ${specDir} (set MUSEUM_SPEC_DIR)`,
  );
}

/** The facts a schema states, $refs resolved and allOf merged; prose and examples left out. */
function facts(schema: Json, document: Json): Json {
  if (typeof schema.$ref === 'string') {
    const target = schema.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], document) as Json;
    return facts(target, document);
  }
  if (Array.isArray(schema.allOf)) {
    const parts = (schema.allOf as Json[]).map((part) => facts(part, document));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: [...new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []))],
      open: parts.every((part) => part.open),
    };
  }
  const out: Json = {};
  for (const key of ['type', 'format', 'enum', 'maximum', 'minimum']) {
    if (schema[key] !== undefined) out[key] = schema[key];
  }
  if (schema.pattern !== undefined) out.pattern = schema.pattern;
  if (schema.items) out.items = facts(schema.items as Json, document);
  if (schema.type === 'object') {
    out.properties = Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, property]) => [
        name,
        facts(property, document),
      ]),
    );
    out.required = [...((schema.required as string[] | undefined) ?? [])];
    // A description that says nothing of extra properties allows them.
    out.open = schema.additionalProperties !== false;
  }
  return out;
}

/**
 * Our schema's facts, in the same terms. A pattern that only restates a format (the uuid,
 * e-mail and date checks) is ours to choose, so a pattern counts only beside no format; zod's
 * safe-integer bounds are not a published bound.
 */
function ourFacts(schema: Json): Json {
  const out: Json = {};
  for (const key of ['type', 'format', 'enum']) if (schema[key] !== undefined) out[key] = schema[key];
  if (schema.pattern !== undefined && schema.format === undefined) out.pattern = schema.pattern;
  for (const key of ['maximum', 'minimum']) {
    const bound = schema[key];
    if (typeof bound === 'number' && Math.abs(bound) !== Number.MAX_SAFE_INTEGER) out[key] = bound;
  }
  if (schema.items) out.items = ourFacts(schema.items as Json);
  if (schema.type === 'object') {
    out.properties = Object.fromEntries(
      Object.entries((schema.properties ?? {}) as Record<string, Json>).map(([name, property]) => [
        name,
        ourFacts(property),
      ]),
    );
    out.required = [...((schema.required as string[] | undefined) ?? [])];
    out.open = schema.additionalProperties !== false;
  }
  return out;
}

const sorted = (value: Json): Json =>
  JSON.parse(
    JSON.stringify(value, (_key, node) =>
      Array.isArray(node) && node.every((item) => typeof item === 'string') ? [...node].sort() : node,
    ),
  );

const versions = [
  { file: 'museum-openapi-1.1.1.yaml', api: museumApi11 },
  { file: 'museum-openapi-1.2.1.yaml', api: museumApi12 },
];

describe.skipIf(!found).each(versions)('the restated schemas of $file', ({ file, api }) => {
  const document = found ? (parse(readFileSync(resolve(specDir, file), 'utf8')) as Json) : {};
  const components = (document.components ?? {}) as {
    schemas: Record<string, Json>;
    parameters: Record<string, Json>;
  };

  it('are of the description’s version', () => {
    expect((document.info as Json).version).toBe(api.version);
  });

  it('name every component schema of the description, and no other', () => {
    expect(Object.keys(api.schemas).sort()).toEqual(Object.keys(components.schemas).sort());
  });

  it.each(Object.keys(api.schemas))('state what the description states of %s', (name) => {
    const ours = toJSONSchema(api.schemas[name as keyof typeof api.schemas] as never, {
      io: 'output',
    }) as Json;
    expect(sorted(ourFacts(ours))).toEqual(sorted(facts({ $ref: `#/components/schemas/${name}` }, document)));
  });

  it('state what the description states of each parameter', () => {
    const published = Object.fromEntries(
      Object.entries(components.parameters).map(([name, parameter]) => [
        name,
        sorted(facts(parameter.schema as Json, document)),
      ]),
    );
    const ours = Object.fromEntries(
      Object.entries(api.parameters).map(([name, schema]) => [
        name,
        sorted(ourFacts(toJSONSchema(schema as never) as Json)),
      ]),
    );
    expect(ours).toEqual(published);
  });

  it('state the refusals each operation declares, their media type and body, and the security', () => {
    type Operation = { operationId: string; responses: Record<string, Json> };
    const operations = Object.values(document.paths as Record<string, Record<string, Operation>>).flatMap(
      (path) => Object.values(path),
    );
    const declared = Object.fromEntries(
      operations.map((operation) => [
        operation.operationId,
        Object.keys(operation.responses)
          .filter((status) => status.startsWith('4'))
          .map(Number),
      ]),
    );
    expect(declared).toEqual(api.refusals.statuses);
    const responses = (document.components as { responses: Record<string, { content: Json }> }).responses;
    for (const response of Object.values(responses)) {
      expect(Object.keys(response.content)).toEqual([api.refusals.mediaType]);
      const body = (response.content[api.refusals.mediaType] as Json).schema as Json;
      expect(sorted(facts(body, document))).toEqual(
        sorted(ourFacts(toJSONSchema(api.schemas.Error as never) as Json)),
      );
    }
    const schemes = (document.components as { securitySchemes: Record<string, Json> }).securitySchemes;
    const [requirement] = document.security as Record<string, unknown>[];
    const [scheme] = Object.keys(requirement ?? {});
    expect(schemes[scheme as string]).toEqual({ type: 'http', scheme: api.refusals.security });
    expect(operations.some((operation) => 'security' in operation)).toBe(false);
  });

  it('accept an answer with a field the description does not name', () => {
    const event = {
      name: 'n',
      location: 'l',
      eventDescription: 'd',
      dates: ['2026-12-05'],
      price: -1,
      extra: 1,
    };
    const schema =
      'SpecialEventResponse' in api.schemas ? api.schemas.SpecialEventResponse : api.schemas.SpecialEvent;
    expect(schema.safeParse({ ...event, eventId: '00000000-0000-0000-0000-000000000000' }).success).toBe(
      true,
    );
  });
});
