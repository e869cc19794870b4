// docs/preview-environments.md's blocks, run as a script against a standalone mock started here
// with an admin token, as the deployed Worker would have one.
import { startMuseumServer } from '@museum-api/mock-server';

process.env.MUSEUM_ADMIN_TOKEN = 'preview-token';
const server = await startMuseumServer({ admin: true, adminToken: process.env.MUSEUM_ADMIN_TOKEN });
const mockOrigin = new URL(server.url).origin; // https://museum-mock.<account>.workers.dev
const request = new Request('https://pr-123.app.pages.dev/?scenario=empty'); // the preview's page

// #region session
import { createMuseumClient } from '@museum-api/client';

// One session per pull request: `pr-123` (1 to 64 letters, digits, `_` or `-`).
const previewSession = `pr-${process.env.PR_NUMBER ?? '123'}`;
const client = createMuseumClient({
  baseUrl: `${mockOrigin}/v1.1`,
  credentials: { username: 'preview', password: 'preview' },
  headers: { 'X-Museum-Session': previewSession },
});
// #endregion session

// #region scenario
const scenario = new URL(request.url).searchParams.get('scenario');
if (scenario !== null) {
  const switched = await fetch(`${mockOrigin}/__admin/scenario`, {
    method: 'PUT',
    headers: {
      'X-Museum-Session': previewSession,
      Authorization: `Bearer ${process.env.MUSEUM_ADMIN_TOKEN}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ name: scenario }), // default, empty, busy, closed, flaky, slow
  });
  if (!switched.ok) throw new Error(`The mock refused the scenario: ${await switched.text()}`);
}
// #endregion scenario

const events = await client.listSpecialEvents();
await server.close();
if (events.length !== 0) throw new Error(`expected the empty scenario in ${previewSession}, got ${events.length} events`);
