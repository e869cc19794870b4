import type { MuseumApiVersion, OpenApiDocument } from '@museum-api/core';
import { jsonAnswer, type MuseumAnswer } from '../http/answer.ts';

const documents: Partial<Record<MuseumApiVersion, Promise<OpenApiDocument>>> = {};

// The documents are the package's published openapi.json (1.1) and openapi-1.2.json, which
// @museum-api/contract's builder writes (and its test keeps equal to the builder's output): the
// mock serves them without needing that package. Each is loaded on the first request for it, so
// a bundle that never serves one (a browser app's) carries its 50 kB only as a chunk it does not
// fetch.
const loaders: Record<MuseumApiVersion, () => Promise<{ default: unknown }>> = {
  '1.1': () => import('../../../openapi.json', { with: { type: 'json' } }),
  '1.2': () => import('../../../openapi-1.2.json', { with: { type: 'json' } }),
};

/**
 * The interface description of `apiVersion` as the package publishes it, loaded on first use.
 */
export function openApiDocument(apiVersion: MuseumApiVersion): Promise<OpenApiDocument> {
  documents[apiVersion] ??= loaders[apiVersion]().then((module) => module.default as OpenApiDocument);
  return documents[apiVersion];
}

/** `GET <base>/openapi.json`: the version's description, its server URL the base it was reached under. */
export async function openApiAnswer(baseUrl: string, apiVersion: MuseumApiVersion): Promise<MuseumAnswer> {
  return jsonAnswer(
    200,
    {
      ...(await openApiDocument(apiVersion)),
      servers: [{ url: baseUrl, description: 'This mock of the Museum API' }],
    },
    { 'Cache-Control': 'no-cache' },
  );
}
