import type { OpenApiDocument } from '@museum-api/core';
import { jsonAnswer, type MuseumAnswer } from '../http/museum-answer.ts';

let document: Promise<OpenApiDocument> | undefined;

/**
 * The answer to `GET <base>/openapi.json`: the interface description with its server URL
 * pointing at the base the request was matched under — whatever spelling of the document's
 * own path (a trailing slash, a percent-escape) reached it.
 *
 * @example
 * ```ts
 * await openApiAnswer('http://127.0.0.1:4010/v1.1'); // servers: [{ url: 'http://127.0.0.1:4010/v1.1', … }]
 * ```
 */
export async function openApiAnswer(baseUrl: string): Promise<MuseumAnswer> {
  // The document is the package's published openapi.json, which @museum-api/contract's builder
  // writes (and its test keeps equal to the builder's output): the mock serves it without
  // needing that package. Loaded on the first request, so a bundle that never serves it
  // (a browser app's) carries the 50 kB only as a chunk it does not fetch.
  document ??= import('../../../openapi.json', { with: { type: 'json' } }).then(
    (module) => module.default as unknown as OpenApiDocument,
  );
  return jsonAnswer(
    200,
    { ...(await document), servers: [{ url: baseUrl, description: 'This mock of the Museum API' }] },
    { 'Cache-Control': 'no-cache' },
  );
}
