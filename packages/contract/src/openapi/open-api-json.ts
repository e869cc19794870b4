import type { MuseumApiVersion } from '@museum-api/core';
import { buildOpenApiDocument } from './build-open-api-document.ts';

/** A version's default document as the mock's committed file holds it (this package's `openapi` script). */
export function openApiJson(apiVersion: MuseumApiVersion = '1.1'): string {
  return `${JSON.stringify(buildOpenApiDocument({ apiVersion }), null, 2)}\n`;
}

/** The file in `packages/mock` that holds a version's document, served at `{base}/openapi.json`. */
export const openApiFileOf: Readonly<Record<MuseumApiVersion, string>> = {
  '1.1': 'openapi.json',
  '1.2': 'openapi-1.2.json',
};
