/// <reference types="node" />
// Bundle-size check of @museum-api/client, run by `pnpm run check:size` (and so by the root `test`).
// Bundles entries the way an app's bundler would (esbuild, minified, ESM, browser), gzips them and
// fails when the client's own code adds more than its budget on top of ky, or when a small program
// on the validating entry (ky, core's schemas and zod included) outgrows its budget.

import { fileURLToPath } from 'node:url';
import { kB, measureBundle } from './measure-bundle.ts';

// The goals of issue 43: 2.56 kB of the client's own code and 25.6 kB for a program on the
// validating entry. What only some programs use is a value they pass (the deadline, the logger,
// the version warning, the house level of validation) or an entry they import (webhooks), so a
// program that does not use it ships none of its code; the table below says what each adds.
const budgetBytes = 2_560;
const validatingBudgetBytes = 25_600;
// The webhook entry: core's signature check on Web Crypto, and the published event schema with
// zod/mini and its English messages (most of its 12.1 kB). Server code imports it; no app pays
// for it unless it does.
const webhooksBudgetBytes = 12_800;
const packageDir = fileURLToPath(new URL('..', import.meta.url));
const measure = (contents: string, external: string[] = [], stubs: Record<string, string> = {}) =>
  measureBundle(contents, { resolveDir: packageDir, external, stubs });

const client = "export * from './src/index.ts';";
// What the client takes from ky, so the difference below is the client's own code.
const kyAsUsed = "export { default, isHTTPError, isNetworkError, isTimeoutError } from 'ky';";

const withKy = await measure(client);
const withoutKy = await measure(client, ['ky']);
const kyUsed = await measure(kyAsUsed);
const kyWhole = await measure("export * from 'ky'; export { default } from 'ky';");
const validate = await measure("export * from './src/validate.ts';");
// What an app ships for the program the benchmarks measure (list, get, buy a ticket, fetch its
// QR), so a budget is about calls an app makes, not every export: `create` from `entry`, with
// `options` after the base URL and `imports` for them.
const program = (entry: string, create: string, options = '', imports = '') => `
import { ${create} } from './src/${entry}';
${imports}
const client = ${create}({ baseUrl: 'https://museum.example/v1.1'${options} });
export async function visit(eventId: string, ticketDate: string) {
  const events = await client.listSpecialEvents({ startDate: ticketDate, limit: 10 });
  const event = await client.getSpecialEvent(eventId);
  const ticket = await client.buyMuseumTickets({ ticketType: 'event', eventId, ticketDate, email: 'ada@example.com' });
  const image = await client.getTicketCode(ticket.ticketId);
  return { events, event, ticket, image };
}`;
const validatingProgram = await measure(program('validate.ts', 'createValidatingMuseumClient'));
const houseProgram = await measure(
  program(
    'validate.ts',
    'createValidatingMuseumClient',
    ', level: houseRules',
    "import { houseRules } from './src/validate.ts';",
  ),
);
// The report that an unkeyed purchase may have happened is on in every program, as the safe
// answer: its error class and guard, measured against a bare stand-in.
const withoutUnknownOutcome = await measure(client, [], {
  'src/errors/unknown-outcome-error.ts':
    'export class MuseumUnknownOutcomeError extends Error {}; export const isMuseumUnknownOutcomeError = () => false;',
});
// The same program on the default entry, and what each optional feature adds to it when the app
// passes it: the cost of a feature is paid only by the programs that use it.
const defaultProgram = (options = '', imports = '') =>
  program('index.ts', 'createMuseumClient', options, imports);
const features = "import { callDeadline, loggedFetch, warnOnVersionMismatch } from './src/features.ts';";
const plainProgram = await measure(defaultProgram());
const featureCosts = Object.fromEntries(
  await Promise.all(
    Object.entries({
      'deadline: callDeadline(15_000)': ', deadline: callDeadline(15_000)',
      'fetch: loggedFetch(console.debug)': ', fetch: loggedFetch(console.debug)',
      'versionCheck: warnOnVersionMismatch': ', versionCheck: warnOnVersionMismatch',
      'all three':
        ', deadline: callDeadline(15_000), fetch: loggedFetch(console.debug), versionCheck: warnOnVersionMismatch',
    }).map(async ([name, options]) => [
      name,
      (await measure(defaultProgram(options, features))).gzip - plainProgram.gzip,
    ]),
  ),
) as Record<string, number>;
// The same program as an app bundles it: from the built files, this package's and core's. How
// the build splits and marks code can keep there what the sources let go (core's problem tables
// once cost 418 B so).
const builtProgram = await measureBundle(
  defaultProgram().replace("from './src/index.ts'", "from '@museum-api/client'"),
  { resolveDir: packageDir, built: true },
);
const builtAdded = builtProgram.gzip - kyUsed.gzip;
const added = withKy.gzip - kyUsed.gzip;
const programAdded = plainProgram.gzip - kyUsed.gzip;
const webhooks = await measure("export * from './src/webhooks.ts';");

console.table({
  'client + ky': { minified: kB(withKy.minified), gzip: kB(withKy.gzip) },
  'client, ky external': { minified: kB(withoutKy.minified), gzip: kB(withoutKy.gzip) },
  'ky (the parts the client uses)': { minified: kB(kyUsed.minified), gzip: kB(kyUsed.gzip) },
  'ky (whole)': { minified: kB(kyWhole.minified), gzip: kB(kyWhole.gzip) },
  'client/validate + ky + core + zod': { minified: kB(validate.minified), gzip: kB(validate.gzip) },
  'list, get, buy, QR on client/validate': {
    minified: kB(validatingProgram.minified),
    gzip: kB(validatingProgram.gzip),
  },
  'client/webhooks + core + zod': { minified: kB(webhooks.minified), gzip: kB(webhooks.gzip) },
});
console.log(`client adds ${added} B gzip on top of ky (budget ${budgetBytes} B)`);
console.log(`list, get, buy, QR on the default entry: ${programAdded} B gzip on top of ky`);
console.log(`the same, from the built packages: ${builtAdded} B gzip on top of ky (budget ${budgetBytes} B)`);
console.log(
  `list, get, buy, QR on client/validate: ${validatingProgram.gzip} B gzip (budget ${validatingBudgetBytes} B)`,
);
console.log(`client/webhooks: ${webhooks.gzip} B gzip (budget ${webhooksBudgetBytes} B)`);
// What each feature adds to the program above when it is used; nothing when it is not.
console.table(
  Object.fromEntries(
    Object.entries({
      ...featureCosts,
      'level: houseRules (client/validate)': houseProgram.gzip - validatingProgram.gzip,
      'webhooks: its own entry, when imported': webhooks.gzip,
      'unknown-outcome error and guard (always on)': withKy.gzip - withoutUnknownOutcome.gzip,
    }).map(([name, bytes]) => [name, { 'adds to the program (gzip)': `${bytes} B` }]),
  ),
);

const failures: string[] = [];
if (added > budgetBytes)
  failures.push(`the client adds ${added} B gzip on top of ky, over the ${budgetBytes} B budget`);
if (builtAdded > budgetBytes)
  failures.push(
    `the list-get-buy-QR program bundled from the built packages adds ${builtAdded} B gzip on top of ky, over the ${budgetBytes} B budget`,
  );
// A feature left out must cost nothing: its module must not reach the default entry's bundle.
const featureStowaways = withKy.shipped.filter((input) =>
  /src\/(call-deadline|logged-fetch|warn-on-version-mismatch)\.ts$/.test(input),
);
if (featureStowaways.length > 0)
  failures.push(`the default entry ships optional features: ${featureStowaways.join(', ')}`);
// Of core, the default entry ships the operation table alone: no zod, no schema.
const stowaways = withKy.shipped.filter(
  (input) => /\/zod\/|core\/src\//.test(input) && !input.endsWith('core/src/http/operation-table.ts'),
);
if (stowaways.length > 0) failures.push(`the default entry bundles ${stowaways.join(', ')}`);
if (validatingProgram.gzip > validatingBudgetBytes)
  failures.push(
    `a program on client/validate is ${validatingProgram.gzip} B gzip, over the ${validatingBudgetBytes} B budget`,
  );
// A program at the published levels ships none of the house level's schemas.
const houseStowaways = validatingProgram.shipped.filter((input) =>
  /src\/house-rules\.ts$|core\/src\/schemas\/(special-event|ticket|opening-hours)\.ts$/.test(input),
);
if (houseStowaways.length > 0)
  failures.push(`a program at the spec level ships the house rules: ${houseStowaways.join(', ')}`);
// The validating entry needs core's schemas only; the ticket renderer's libraries must stay out.
const renderer = validate.inputs.filter((input) =>
  /qrcode|fast-png|core\/src\/(ticket-image|store\.ts)/.test(input),
);
if (renderer.length > 0)
  failures.push(`client/validate imports the store or the ticket renderer: ${renderer.join(', ')}`);
if (webhooks.gzip > webhooksBudgetBytes)
  failures.push(`client/webhooks is ${webhooks.gzip} B gzip, over the ${webhooksBudgetBytes} B budget`);
// A receiver makes no API calls: ky, the store and the ticket renderer have no business there.
const webhookStowaways = webhooks.shipped.filter((input) =>
  /\/ky\/|qrcode|fast-png|core\/src\/(ticket-image|store\.ts)/.test(input),
);
if (webhookStowaways.length > 0) failures.push(`client/webhooks bundles ${webhookStowaways.join(', ')}`);
if (failures.length > 0) {
  console.error(failures.join('\n'));
  process.exitCode = 1;
}
