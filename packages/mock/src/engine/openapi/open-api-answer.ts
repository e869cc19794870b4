import { jsonAnswer, type MuseumAnswer } from '../http/museum-answer.ts';
import { buildOpenApiDocument } from './build-open-api-document.ts';
import type { OpenApiDocument } from './open-api-types.ts';

let document: OpenApiDocument | undefined;

/**
 * The answer to `GET <base>/openapi.json`: the interface description with its server URL
 * pointing at the base the request was matched under — whatever spelling of the document's
 * own path (a trailing slash, a percent-escape) reached it.
 *
 * @example
 * ```ts
 * openApiAnswer('http://127.0.0.1:4010/v1.1'); // servers: [{ url: 'http://127.0.0.1:4010/v1.1', … }]
 * ```
 */
export function openApiAnswer(baseUrl: string): MuseumAnswer {
  // Built once per process, on first request: it takes tens of milliseconds.
  document ??= buildOpenApiDocument();
  return jsonAnswer(
    200,
    { ...document, servers: [{ url: baseUrl, description: 'This mock of the Museum API' }] },
    { 'Cache-Control': 'no-cache' },
  );
}
