import { formatBytes, markdownTable, type RunScale, type SuiteReport } from '../harness/report.ts';
import { bundleSize } from './client-size.ts';

/** The goal: what @museum-api/query adds on top of the client and query-core. */
const budgetBytes = 1500;

// What every app on TanStack Query and our client has anyway: a client, a QueryClient and the
// observers the framework adapters are built on.
const baseline = `
import { createMuseumClient } from '@museum-api/client';
import { InfiniteQueryObserver, MutationObserver, QueryClient, QueryObserver } from '@tanstack/query-core';
export const client = createMuseumClient({ baseUrl: 'https://museum.example/v1.1', credentials: { username: 'u', password: 'p' } });
export const queryClient = new QueryClient();
export { InfiniteQueryObserver, MutationObserver, QueryObserver };`;

// The same app using every query, infinite query and mutation the package offers.
const withQueries = `${baseline}
import { createMuseumQueries } from '@museum-api/query';
const museum = createMuseumQueries(client);
export const options = [
  museum.specialEvents.list({ limit: 10 }), museum.specialEvents.infinite(), museum.specialEvents.detail('id'),
  museum.museumHours.list(), museum.museumHours.infinite(), museum.tickets.code('id'),
  museum.specialEvents.create(), museum.specialEvents.update(), museum.specialEvents.delete(), museum.tickets.buy(),
];`;

/**
 * Part 5c: what `@museum-api/query` adds to a browser bundle that already holds the client and
 * TanStack's query-core, bundled from the built packages like the client-size suite.
 *
 * @example
 * ```ts
 * const report = await runQuerySize('full');
 * ```
 */
export async function runQuerySize(_scale: RunScale): Promise<SuiteReport> {
  const base = await bundleSize(baseline);
  const full = await bundleSize(withQueries);
  const added = { minified: full.minified - base.minified, gzip: full.gzip - base.gzip };
  const row = (label: string, size: { minified: number; gzip: number }) => [
    label,
    formatBytes(size.minified),
    formatBytes(size.gzip),
  ];
  return {
    id: 'query-size',
    title: 'Query package bundle size',
    markdown: [
      'An app on `@museum-api/client` and `@tanstack/query-core` (a `QueryClient` and the observers every framework adapter is built on), with and without every option factory of `@museum-api/query`; esbuild from the built packages, ESM, browser, minified, tree-shaken, then gzip -9.',
      '',
      markdownTable(
        ['bundle', '>minified', '>gzip'],
        [
          row('client + query-core (baseline)', base),
          row('client + query-core + `@museum-api/query`', full),
          row('added by `@museum-api/query`', added),
        ],
      ),
    ].join('\n'),
    targets: [
      {
        target: 'adds at most 1.5 kB gzip on top of client + query-core',
        met: added.gzip <= budgetBytes,
        measured: `${formatBytes(added.gzip)} gzip`,
      },
    ],
  };
}
