import type { OpenApiDocument } from '@museum-api/core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  isReference,
  type Operation,
  type Reference,
  type ResponseOrReference,
  referenceSegments,
  resolveReference,
} from './document-references.ts';
import { isJsonMedia, mediaEssence } from './exchange.ts';

type OpenApiResponse = Exclude<ResponseOrReference, Reference>;
type OpenApiHeader = NonNullable<OpenApiResponse['headers']>[string];

/** One documented response, ready to check: a validator per JSON media type and per header. */
export interface CompiledResponse {
  /** By media-type essence; `validate` is undefined for bodies that are bytes, not JSON. */
  content: Map<string, { validate: ValidateFunction | undefined }>;
  headers: Array<{ name: string; required: boolean; validate: ValidateFunction }>;
}

/** One operation of the document with its responses compiled, by status (`201`, `4XX`, `DEFAULT`). */
export interface CompiledOperation {
  id: string;
  /** Its path template under the base path, `/special-events/{eventId}`. */
  template: string;
  /** Upper case, as requests spell it. */
  method: string;
  responses: Map<string, CompiledResponse>;
}

// The HTTP methods a path item may hold, as OpenAPI names them.
const pathItemMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

// Registered under an absolute URI so `$ref`s into it resolve from any compiled wrapper schema.
const documentUri = 'urn:museum-api:openapi-document';

// OpenAPI's own fields and schema keywords that are not JSON Schema; declared so strict mode
// accepts the document as a schema resource instead of rejecting unknown keywords.
const openApiKeywords = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

function pointer(...segments: string[]): string {
  const escaped = segments.map((segment) =>
    encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')),
  );
  return `${documentUri}#/${escaped.join('/')}`;
}

/** Compiles every body and header schema up front (Ajv 2020-12), each shared component once. */
export function compileDocument(document: OpenApiDocument): CompiledOperation[] {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  ajv.addSchema(document, documentUri);

  const validators = new Map<string, ValidateFunction>();
  const compileAt = (uri: string) => once(validators, uri, () => ajv.compile({ $ref: uri }));

  const compileResponse = (response: OpenApiResponse, at: string[]): CompiledResponse => {
    const content = new Map<string, { validate: ValidateFunction | undefined }>();
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      const essence = mediaEssence(mediaType);
      const schemaAt = isReference(media.schema)
        ? referenceSegments(media.schema)
        : [...at, 'content', mediaType, 'schema'];
      content.set(essence, { validate: isJsonMedia(essence) ? compileAt(pointer(...schemaAt)) : undefined });
    }
    const headers = Object.entries(response.headers ?? {}).map(([name, header]) => {
      const { required = false } = resolveReference<OpenApiHeader>(document, header);
      const headerAt = isReference(header) ? referenceSegments(header) : [...at, 'headers', name];
      return { name, required, validate: compileAt(pointer(...headerAt, 'schema')) };
    });
    return { content, headers };
  };

  const compiledResponses = new Map<string, CompiledResponse>();
  const compileResponseOnce = (response: ResponseOrReference, at: string[]) =>
    once(compiledResponses, at.join('/'), () => compileResponse(resolveReference(document, response), at));

  return Object.entries(document.paths).flatMap(([template, item]) =>
    pathItemMethods.flatMap((method) => {
      const operation: Operation | undefined = item[method];
      if (operation === undefined) return [];
      const responses = new Map<string, CompiledResponse>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const at = isReference(response)
          ? referenceSegments(response)
          : ['paths', template, method, 'responses', status];
        responses.set(status.toUpperCase(), compileResponseOnce(response, at));
      }
      return [{ id: operation.operationId, template, method: method.toUpperCase(), responses }];
    }),
  );
}

/** The value `cache` holds under `key`, made and kept on the first call. */
function once<T>(cache: Map<string, T>, key: string, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as T;
}

/** A failed validator's errors as one line for a report. */
export function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}
