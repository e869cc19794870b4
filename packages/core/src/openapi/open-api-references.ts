import type { JsonSchema, OpenApiHeader, OpenApiMediaType, OpenApiReference } from './open-api-types.ts';

/**
 * A `$ref` to a schema under `components/schemas`.
 *
 * @example
 * ```ts
 * schemaRef('SpecialEvent'); // { $ref: '#/components/schemas/SpecialEvent' }
 * ```
 */
export const schemaRef = (id: string): JsonSchema => ({ $ref: `#/components/schemas/${id}` });

/**
 * A `$ref` to a shared response under `components/responses`.
 *
 * @example
 * ```ts
 * responseRef('NotFound'); // { $ref: '#/components/responses/NotFound' }
 * ```
 */
export const responseRef = (id: string): OpenApiReference => ({ $ref: `#/components/responses/${id}` });

/**
 * A JSON body of one component schema, as a `content` map.
 *
 * @example
 * ```ts
 * jsonContent('SpecialEvent'); // { 'application/json': { schema: { $ref: … } } }
 * ```
 */
export const jsonContent = (id: string): Record<string, OpenApiMediaType> => ({
  'application/json': { schema: schemaRef(id) },
});

/**
 * The problem-details body every error response of the mock carries.
 *
 * @example
 * ```ts
 * const notFound = { description: 'No such event.', content: problemContent };
 * ```
 */
export const problemContent: Record<string, OpenApiMediaType> = {
  'application/problem+json': { schema: schemaRef('ProblemDetails') },
};

/**
 * The `Allow` header of a 405 response: the methods the path accepts.
 *
 * @example
 * ```ts
 * const methodNotAllowed = { description: 'Wrong method.', headers: allowHeader, content: problemContent };
 * ```
 */
export const allowHeader: Record<string, OpenApiHeader> = {
  Allow: {
    description: 'Comma-separated methods the path supports.',
    required: true,
    schema: { type: 'string' },
  },
};
