import { buildOpenApiDocument } from './build-open-api-document.ts';

/**
 * The default document (server `http://127.0.0.1:4010/v1.1`) as two-space indented JSON with a
 * final newline: what `packages/mock/openapi.json` holds. This package's `openapi` script writes it
 * and lets biome format it; a test fails when the committed file no longer parses to this.
 *
 * @example
 * ```ts
 * import { writeFile } from 'node:fs/promises';
 * await writeFile('openapi.json', openApiJson());
 * ```
 */
export function openApiJson(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
