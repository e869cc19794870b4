// museum-mock.config.ts: `npx museum-mock` reads it from the working directory.
import { defineMockConfig } from '@museum-api/cli';

export default defineMockConfig({
  port: 4010,
  randomSeed: 'qa',
  clock: '2026-12-01T10:00:00Z',
  admin: true,
  // Only the curator gets in, whatever the password.
  auth: ({ username }) => username === 'curator',
  scenarios: [
    {
      name: 'sold-out',
      description: 'Every ticket purchase is refused',
      setup: (mock) =>
        mock.fault('buyMuseumTickets', { status: 409, problem: { title: 'Sold out' } }, { times: 'always' }),
    },
  ],
  scenario: 'sold-out',
  // Arranged on every session at start and after each reset, after the scenario's setup.
  overrides: [{ operation: 'listSpecialEvents', resolver: () => Response.json([]), times: 'always' }],
});
