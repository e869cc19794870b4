import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { benchDir } from '../harness/package-paths.ts';
import {
  formatBytes,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';

// The same small program written against each client: list, get, buy a ticket, fetch its QR.
const museumCalls = (factory: string) => `
const client = ${factory}({ baseUrl: 'https://museum.example/v1.1', credentials: { username: 'u', password: 'p' } });
export async function visit(eventId, ticketDate) {
  const events = await client.listSpecialEvents({ startDate: ticketDate, limit: 10 });
  const event = await client.getSpecialEvent(eventId);
  const ticket = await client.buyMuseumTickets({ ticketType: 'event', eventId, ticketDate, email: 'ada@example.com' });
  const image = await client.getTicketCode(ticket.ticketId);
  return { events, event, ticket, image };
}`;

const programs = {
  client: `import { createMuseumClient } from '@museum-api/client';${museumCalls('createMuseumClient')}`,
  validating: `import { createValidatingMuseumClient } from '@museum-api/client/validate';${museumCalls('createValidatingMuseumClient')}`,
  openapiFetch: `import createClient from 'openapi-fetch';
const client = createClient({ baseUrl: 'https://museum.example/v1.1', headers: { Authorization: 'Basic ' + btoa('u:p') } });
export async function visit(eventId, ticketDate) {
  const events = await client.GET('/special-events', { params: { query: { startDate: ticketDate, limit: 10 } } });
  const event = await client.GET('/special-events/{eventId}', { params: { path: { eventId } } });
  const ticket = await client.POST('/tickets', { body: { ticketType: 'event', eventId, ticketDate, email: 'ada@example.com' } });
  const image = await client.GET('/tickets/{ticketId}/qr', { params: { path: { ticketId: ticket.data.ticketId } }, parseAs: 'blob' });
  return { events, event, ticket, image };
}`,
  ky: `import ky from 'ky';
export const visit = (url) => ky.get(url).json();`,
  // What the client takes from ky: the program on the client minus this is the client's own code.
  kyAsUsed: "export { default, isHTTPError, isNetworkError, isTimeoutError } from 'ky';",
  // Issue 43's measure of the client's own code: every export of the default entry, less the ky it uses.
  everyExport: "export * from '@museum-api/client';",
} as const;

/** The default entry's own code, gzip, at most (issue 43; the client's `check:size` enforces it). */
const ownBudgetBytes = 2_560;

interface Size {
  minified: number;
  gzip: number;
  /** The files esbuild read for the bundle, as its metafile names them. */
  inputs: string[];
}

/**
 * Bundles a program as an app's bundler would (esbuild: ESM, browser, minified, tree-shaken)
 * from the packages' built `dist`, and gzips it at level 9.
 *
 * @example
 * ```ts
 * const { gzip } = await bundleSize("import ky from 'ky'; export default ky;");
 * ```
 */
export async function bundleSize(contents: string, external: readonly string[] = []): Promise<Size> {
  const result = await build({
    stdin: { contents, resolveDir: benchDir, loader: 'js' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: [...external],
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.contents;
  if (!code) throw new Error('esbuild produced no output');
  return {
    minified: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    inputs: Object.keys(result.metafile.inputs),
  };
}

/**
 * Part 5a: bundle size of a small program on our client (default entry with and without ky, and
 * the validating entry) next to the same program on openapi-fetch, measured the same way.
 *
 * @example
 * ```ts
 * const report = await runClientSize('full');
 * ```
 */
export async function runClientSize(_scale: RunScale): Promise<SuiteReport> {
  const sizes = {
    client: await bundleSize(programs.client),
    clientWithoutKy: await bundleSize(programs.client, ['ky']),
    validating: await bundleSize(programs.validating),
    openapiFetch: await bundleSize(programs.openapiFetch),
    ky: await bundleSize(programs.ky),
    kyAsUsed: await bundleSize(programs.kyAsUsed),
    everyExport: await bundleSize(programs.everyExport),
  };
  const own = sizes.client.gzip - sizes.kyAsUsed.gzip;
  const ownEveryExport = sizes.everyExport.gzip - sizes.kyAsUsed.gzip;
  const zodIn = (size: Size) => size.inputs.filter((input) => /node_modules\/zod\//.test(input)).length;
  const reference = sizes.openapiFetch.gzip;
  const row = (label: string, size: Size) => [
    label,
    formatBytes(size.minified),
    formatBytes(size.gzip),
    formatRatio(size.gzip / reference),
  ];
  return {
    id: 'client-size',
    title: 'Client bundle size',
    markdown: [
      'A small program (list, get, buy a ticket, fetch its QR image) bundled by esbuild from the built packages: ESM, browser, minified, tree-shaken, then gzip -9.',
      '',
      markdownTable(
        ['bundle', '>minified', '>gzip', '>gzip vs openapi-fetch'],
        [
          row('`@museum-api/client` (default entry, ky included)', sizes.client),
          row('`@museum-api/client` (default entry, ky external)', sizes.clientWithoutKy),
          row(
            '`@museum-api/client/validate` (ky, `@museum-api/core/schemas` and zod/mini included)',
            sizes.validating,
          ),
          row('openapi-fetch 0.17.0, same program (reference)', sizes.openapiFetch),
          row('ky alone, one GET (reference)', sizes.ky),
          row('ky, the parts the client uses (reference)', sizes.kyAsUsed),
        ],
      ),
      '',
      `The client's own code in that program (with ky, minus the parts of ky it uses): ${formatBytes(own)} gzip (${own} B); every export of the default entry, the same way: ${ownEveryExport} B.`,
    ].join('\n'),
    targets: [
      {
        target: 'default entry carries no zod (no file of zod in the bundle; the validating entry has some)',
        met: zodIn(sizes.client) === 0 && zodIn(sizes.validating) > 0,
        measured: `${zodIn(sizes.client)} zod files vs ${zodIn(sizes.validating)}`,
      },
      {
        target: `default entry's own code (every export with ky, minus the ky it uses) at most ${ownBudgetBytes} B gzip (issue 43)`,
        met: ownEveryExport <= ownBudgetBytes,
        measured: `${ownEveryExport} B gzip; the program above ${own} B`,
      },
      {
        target: 'validating entry, same program, at most 25 kB gzip (issue 14)',
        met: sizes.validating.gzip <= 25_000,
        measured: `${formatBytes(sizes.validating.gzip)} gzip`,
      },
    ],
  };
}
