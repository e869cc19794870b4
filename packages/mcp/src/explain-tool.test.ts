import { adminSender, museumControls } from '@museum-api/mock';
import { type MuseumServer, startMuseumServer } from '@museum-api/mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { explainRequest } from './explain-tool.ts';

describe('explainRequest', () => {
  let server: MuseumServer;
  let admin: ReturnType<typeof adminSender>;
  beforeAll(async () => {
    server = await startMuseumServer({ admin: true, clock: '2026-12-01T10:00:00Z' });
    admin = adminSender(server.url);
  });
  afterAll(() => server?.close());

  it('routes a request not in the journal with the mock itself, to the operation it reaches', async () => {
    const answer = await explainRequest(admin, '/v1.1', {
      method: 'PATCH',
      path: '/special-events/anything',
    });
    expect(answer).toMatchObject({ inJournal: false, operation: 'updateSpecialEvent' });
    // Routing asked nothing of the server: its journal is as it was.
    expect(await admin.send(museumControls.journal.entries, {})).toEqual([]);
  });

  it('names the allowed methods of a known path, the nearest path of an unknown one, and the document', async () => {
    expect(await explainRequest(admin, '/v1.1', { method: 'DELETE', path: '/v1.1/tickets' })).toMatchObject({
      inJournal: false,
      allowed: ['POST'],
    });
    expect(await explainRequest(admin, '/v1.1', { method: 'GET', path: '/museum-hour' })).toMatchObject({
      inJournal: false,
      nearest: { path: '/museum-hours', methods: ['GET'] },
    });
    const document = await explainRequest(admin, '/v1.1', { path: '/openapi.json' });
    expect(document.summary).toBe("/v1.1/openapi.json is the API's OpenAPI document.");
  });

  it('explains the newest journal entry that matches, once the request was sent', async () => {
    await fetch(`${server.url}/museum-hours`);
    const answer = await explainRequest(admin, '/v1.1', { path: '/museum-hours' });
    expect(answer).toMatchObject({ inJournal: true, cause: 'unauthenticated', status: 401 });
  });
});
