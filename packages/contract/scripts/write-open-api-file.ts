// Writes packages/mock/openapi.json (1.1) and openapi-1.2.json, the documents the mock serves at
// `{base}/openapi.json` (by its apiVersion) and
// publishes for people and tools that want the description as a file. The builder lives here,
// and the mock reads the written file, so the mock needs this package at no point at runtime.
// Run it as `pnpm --filter @museum-api/contract run openapi`, which also formats the file with
// biome; `src/openapi/open-api-json.test.ts` fails when the committed file falls behind.
// (Node runs this TypeScript directly; the source condition makes @museum-api/core resolve to its
// source, so no build is needed first.)
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { museumApiVersions } from '@museum-api/core';
import { openApiFileOf, openApiJson } from '../src/openapi/open-api-json.ts';

for (const apiVersion of museumApiVersions) {
  const target = fileURLToPath(new URL(`../../mock/${openApiFileOf[apiVersion]}`, import.meta.url));
  await writeFile(target, openApiJson(apiVersion));
  console.log(`Wrote ${target}`);
}
