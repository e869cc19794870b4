import type { MuseumApiVersion } from '@museum-api/core';
import { buildOpenApiDocument } from './build-open-api-document.ts';

/**
 * The default document of a version (server `http://127.0.0.1:4010/v1.1` for 1.1, the origin's
 * root for 1.2) as two-space indented JSON with a final newline: what `packages/mock/openapi.json`
 * (1.1) and `packages/mock/openapi-1.2.json` hold. This package's `openapi` script writes them
 * and lets biome format them; a test fails when a committed file no longer parses to this.
 */
export function openApiJson(apiVersion: MuseumApiVersion = '1.1'): string {
  return `${JSON.stringify(buildOpenApiDocument({ apiVersion }), null, 2)}\n`;
}

/**
 * The file in `packages/mock` that holds a version's document: the mock serves it at
 * `{base}/openapi.json`.
 */
export const openApiFileOf: Readonly<Record<MuseumApiVersion, string>> = {
  '1.1': 'openapi.json',
  '1.2': 'openapi-1.2.json',
};
