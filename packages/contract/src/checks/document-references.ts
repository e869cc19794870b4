import type { OpenApiDocument } from '@museum-api/core';

/** An operation of the document. */
export type Operation = NonNullable<OpenApiDocument['paths'][string]['get']>;
/** A response of an operation as the document holds it: inline, or a `$ref` to a shared one. */
export type ResponseOrReference = Operation['responses'][string];
/** A `$ref` inside the document. */
export type Reference = Extract<ResponseOrReference, { $ref: string }>;

/** Whether a value of the document is a `$ref`. */
export function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
}

/** The segments of a local `$ref` (`#/components/responses/NotFound`), still JSON Pointer escaped. */
export function referenceSegments(reference: Reference): string[] {
  return reference.$ref.replace(/^#\//, '').split('/');
}

/** The value a local `$ref` points at (or the value itself); throws when it points at nothing. */
export function resolveReference<T>(document: OpenApiDocument, value: T | Reference): T {
  if (!isReference(value)) return value;
  let target: unknown = document;
  for (const segment of referenceSegments(value)) {
    const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
    target = (target as Record<string, unknown> | undefined)?.[key];
  }
  if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref} in the document`);
  return target as T;
}
