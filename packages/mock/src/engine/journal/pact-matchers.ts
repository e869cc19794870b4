import type { JsonSchema, OpenApiDocument } from '@museum-api/core';
import type { PactRule } from './pact-schema.ts';

type PactMatcher = PactRule['matchers'][number];

const rule = (...matchers: PactMatcher[]): PactRule => ({ combine: 'AND', matchers });
const typeRule = rule({ match: 'type' });

// Formats of the descriptions that the pattern keyword does not already pin down.
const formatPatterns: Record<string, string> = {
  date: '^\\d{4}-\\d{2}-\\d{2}$',
  'date-time': '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  uuid: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
};

/** `text` as a regex that matches it literally. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A schema with its `$ref` followed, within the document (the descriptions have no other refs). */
export function resolveSchema(document: OpenApiDocument, schema: unknown): JsonSchema | undefined {
  let current = schema as JsonSchema | undefined;
  for (let hops = 0; hops < 10 && typeof current?.$ref === 'string'; hops += 1) {
    let target: unknown = document;
    for (const part of current.$ref.slice(2).split('/')) target = (target as Record<string, unknown>)?.[part];
    current = target as JsonSchema | undefined;
  }
  return current;
}

/** The regex a string of `schema` must match (enum, pattern, format); `undefined` for free text. */
export function stringPattern(schema: JsonSchema | undefined): string | undefined {
  if (Array.isArray(schema?.enum))
    return `^(${schema.enum.map((value) => escapeRegex(String(value))).join('|')})$`;
  if (typeof schema?.const === 'string') return `^${escapeRegex(schema.const)}$`;
  const { pattern, format } = schema ?? {};
  if (typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$')) return pattern;
  return typeof format === 'string' ? formatPatterns[format] : undefined;
}

/** The alternative of a `oneOf`/`anyOf` that `value` fits: an object's keys decide. */
function pickAlternative(
  document: OpenApiDocument,
  schema: JsonSchema,
  value: unknown,
): JsonSchema | undefined {
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives === undefined) return schema;
  const keys = typeof value === 'object' && value !== null ? Object.keys(value) : [];
  for (const alternative of alternatives) {
    const resolved = resolveSchema(document, alternative);
    const properties = (resolved?.properties ?? {}) as Record<string, unknown>;
    const required = (resolved?.required ?? []) as string[];
    if (required.every((key) => keys.includes(key)) && keys.every((key) => key in properties))
      return resolved;
  }
  return undefined;
}

/** The JSON path of `key` in the object at `path`, as Pact writes it. */
export const memberPath = (path: string, key: string): string =>
  /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) ? `${path}.${key}` : `${path}['${key}']`;

/**
 * A JSON body's example and matching rules from its description (pattern, format, enum, type; an
 * array like its first item), by type where it says nothing: shapes pinned, never random values.
 */
export function bodyRules(
  document: OpenApiDocument,
  schema: unknown,
  value: unknown,
): { example: unknown; rules: Record<string, PactRule> } {
  const rules: Record<string, PactRule> = {};
  const walk = (node: unknown, raw: unknown, path: string): unknown => {
    const resolved = resolveSchema(document, raw);
    const own = resolved === undefined ? undefined : pickAlternative(document, resolved, node);
    if (Array.isArray(node)) {
      rules[path] = rule({ match: 'type', min: node.length === 0 ? 0 : 1 });
      if (node.length === 0) return [];
      return [walk(node[0], own?.items, `${path}[*]`)];
    }
    if (typeof node === 'object' && node !== null) {
      const properties = (own?.properties ?? {}) as Record<string, unknown>;
      return Object.fromEntries(
        Object.entries(node).map(([key, item]) => [key, walk(item, properties[key], memberPath(path, key))]),
      );
    }
    if (typeof node === 'string') {
      const pattern = stringPattern(own);
      rules[path] = pattern === undefined ? typeRule : rule({ match: 'regex', regex: pattern });
    } else if (typeof node === 'number') {
      rules[path] = own?.type === 'integer' ? rule({ match: 'integer' }) : rule({ match: 'number' });
    } else {
      rules[path] = typeRule;
    }
    return node;
  };
  const example = walk(value, schema, '$');
  return { example, rules };
}
