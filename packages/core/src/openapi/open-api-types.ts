/**
 * The parts of an OpenAPI 3.1 document that the Museum description uses, typed just enough for
 * the builder and the contract validator to walk it safely. Every value is plain JSON.
 *
 * @example
 * ```ts
 * const schema: JsonSchema = { type: 'string', format: 'date' };
 * ```
 */
export type JsonSchema = { readonly [keyword: string]: unknown };

/**
 * A header of a response (`Location`, `Allow`, `WWW-Authenticate`).
 *
 * @example
 * ```ts
 * const allow: OpenApiHeader = { description: 'Methods the path supports', required: true, schema: { type: 'string' } };
 * ```
 */
export interface OpenApiHeader {
  description: string;
  required?: boolean;
  schema: JsonSchema;
}

/**
 * One media type of a request or response body.
 *
 * @example
 * ```ts
 * const json: OpenApiMediaType = { schema: { $ref: '#/components/schemas/SpecialEvent' } };
 * ```
 */
export interface OpenApiMediaType {
  schema: JsonSchema;
}

/**
 * A response: its description, headers and body by media type (no `content` for 204).
 *
 * @example
 * ```ts
 * const deleted: OpenApiResponse = { description: 'Deleted; no body' };
 * ```
 */
export interface OpenApiResponse {
  description: string;
  headers?: Record<string, OpenApiHeader>;
  content?: Record<string, OpenApiMediaType>;
}

/**
 * A reference to a shared component (`#/components/responses/NotFound`).
 *
 * @example
 * ```ts
 * const notFound: OpenApiReference = { $ref: '#/components/responses/NotFound' };
 * ```
 */
export interface OpenApiReference {
  $ref: string;
}

/**
 * A query, path or header parameter.
 *
 * @example
 * ```ts
 * const page: OpenApiParameter = { name: 'page', in: 'query', required: false, description: 'Page number', schema: { type: 'integer' } };
 * ```
 */
export interface OpenApiParameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  description: string;
  schema: JsonSchema;
}

/**
 * One operation (method of a path).
 *
 * @example
 * ```ts
 * const op: OpenApiOperation = document.paths['/special-events']?.get as OpenApiOperation;
 * ```
 */
export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  parameters?: OpenApiParameter[];
  requestBody?: {
    description: string;
    required: boolean;
    content: Record<string, OpenApiMediaType>;
  };
  responses: Record<string, OpenApiResponse | OpenApiReference>;
}

/**
 * The HTTP methods the Museum API uses, in the order OpenAPI lists them.
 *
 * @example
 * ```ts
 * for (const method of openApiMethods) console.log(document.paths['/tickets']?.[method]?.operationId);
 * ```
 */
export const openApiMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * A lower-case HTTP method as an OpenAPI path item key.
 *
 * @example
 * ```ts
 * const method: OpenApiMethod = 'patch';
 * ```
 */
export type OpenApiMethod = (typeof openApiMethods)[number];

/**
 * The operations of one path, by method, plus parameters they share.
 *
 * @example
 * ```ts
 * const item: OpenApiPathItem = document.paths['/special-events/{eventId}'] ?? {};
 * ```
 */
export type OpenApiPathItem = { parameters?: OpenApiParameter[] } & {
  [method in OpenApiMethod]?: OpenApiOperation;
};

/**
 * A whole OpenAPI 3.1 document, as `buildOpenApiDocument` (in `@museum-api/contract`) returns it. Plain JSON:
 * `JSON.stringify` gives the file that tools read.
 *
 * @example
 * ```ts
 * const document: OpenApiDocument = buildOpenApiDocument();
 * writeFileSync('openapi.json', JSON.stringify(document, null, 2));
 * ```
 */
export interface OpenApiDocument {
  openapi: '3.1.1';
  info: {
    title: string;
    version: string;
    summary: string;
    description: string;
    license: { name: string; identifier: string };
  };
  servers: Array<{ url: string; description: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, OpenApiPathItem>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'basic'; description: string }>;
  };
}
