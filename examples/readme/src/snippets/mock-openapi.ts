// The mock README's OpenAPI block, run as a script.
// #region openapi
import { buildOpenApiDocument } from '@museum-api/contract';

const document = buildOpenApiDocument({ serverUrl: 'https://museum.example/v1.1' });
console.log(Object.keys(document.paths)); // ['/museum-hours', '/special-events', …]
// #endregion openapi

const paths = Object.keys(document.paths);
if (!paths.includes('/special-events/{eventId}') || document.servers[0]?.url !== 'https://museum.example/v1.1') {
  throw new Error(`Unexpected document: ${paths.join(', ')}`);
}
