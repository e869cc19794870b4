import { buildOpenApiDocument } from '@museum-api/contract';
import { createMuseumMock, museumOperations } from '@museum-api/mock';
import { describe, expect, it } from 'vitest';
import { startMuseumServer } from '../../../src/index.ts';

describe('the OpenAPI document route', () => {
  it('serves the document under the base URL, pointing its server at the mock', async () => {
    const mock = createMuseumMock();
    const response = await mock.fetch('https://museum.test/v1.1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    const document = await response.json();
    expect(document.servers).toEqual([{ url: 'https://museum.test/v1.1', description: expect.any(String) }]);
    expect(document.paths).toEqual(buildOpenApiDocument().paths);
  });

  it.each(['/openapi.json/', '/openapi%2Ejson', '/openapi%2ejson/'])(
    'names the base URL as its server whichever spelling of its path (%s) reached it',
    async (path) => {
      const mock = createMuseumMock();
      const response = await mock.fetch(`https://museum.test/api/v1.1${path}?x=1`);
      expect(response.status).toBe(200);
      expect((await response.json()).servers[0].url).toBe('https://museum.test/api/v1.1');
    },
  );

  it('is served by the standalone server too, without credentials', async () => {
    const server = await startMuseumServer({ port: 0 });
    try {
      const response = await fetch(`${server.url}/openapi.json`);
      expect(response.status).toBe(200);
      expect((await response.json()).servers[0].url).toBe(server.url);
    } finally {
      await server.close();
    }
  });
});

describe('the document and the mock', () => {
  it('name the same operations at the same methods and paths', async () => {
    const documented = Object.entries(buildOpenApiDocument().paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { operationId?: string }>).flatMap(([method, operation]) =>
        operation?.operationId
          ? [[operation.operationId, method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1')]]
          : [],
      ),
    );
    const served = Object.entries(museumOperations).map(([name, { method, path }]) => [name, method, path]);
    expect(documented.sort()).toEqual(served.sort());
  });
});
