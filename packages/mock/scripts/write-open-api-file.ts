// Writes packages/mock/openapi.json for people and tools that want the description as a file.
// Run it as `pnpm --filter @museum-api/mock run openapi`, which also formats the file with biome.
// (Node runs this TypeScript directly; the source condition makes @museum-api/core resolve to its
// source, so no build is needed first.)
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { openApiJson } from '../src/engine/openapi/open-api-json.ts';

const target = fileURLToPath(new URL('../openapi.json', import.meta.url));
await writeFile(target, openApiJson());
console.log(`Wrote ${target}`);
