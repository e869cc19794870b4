import { MockProxyOptionsSchema } from '@museum-api/mock/options';
import type { MuseumServer, MuseumServerOptions } from '@museum-api/mock-server';

/** What the CLI prints once listening: URLs, what the mock holds and lets in, files, forwarding. */
export function serveBanner(
  server: MuseumServer,
  options: MuseumServerOptions,
  files: { configFile: string | undefined; recordFile: string | undefined },
): string[] {
  const banner = [`Museum API mock listening on ${server.url}`];
  if (server.adminUrl !== undefined) {
    const guard = options.adminToken === undefined ? 'no token: loopback only' : 'Bearer token required';
    banner.push(`  admin API at ${server.adminUrl} (${guard}); dashboard at ${server.adminUrl}/`);
  }
  const { auth } = server.mock.options;
  const authNote =
    auth === false
      ? 'no credentials needed'
      : auth === 'any'
        ? 'any Basic credentials accepted'
        : 'Basic credentials from --auth';
  const scenario = server.mock.options.scenario.name;
  banner.push(
    `  ${server.mock.store.eventCount} events, ${server.mock.store.ticketCount} tickets; ${authNote}${scenario === 'default' ? '' : `; scenario ${scenario}`}`,
  );
  if (options.state !== undefined) banner.push(`  state kept in ${options.state}`);
  const subscribers = server.mock.webhooks.subscribers();
  if (subscribers.length > 0 || server.adminUrl !== undefined) {
    // A secret the user gave is theirs and stays out of the output; one made here must be
    // shown, or no receiver could check a delivery.
    const secret =
      options.webhooks?.secret === undefined
        ? `signed with ${server.mock.webhooks.secret} (made for this run; --webhook-secret keeps one)`
        : 'signed with the secret given';
    banner.push(
      `  webhooks (publishNewEvent) to ${subscribers.length === 0 ? 'subscribers added through the admin API' : subscribers.join(', ')}; ${secret}`,
    );
  }
  if (files.configFile !== undefined) banner.push(`  options from ${files.configFile}`);
  if (options.proxy !== undefined) {
    // Parsed for its defaults (every operation, not strict); the URL as the user wrote it.
    const { operations, strict } = MockProxyOptionsSchema.parse(options.proxy);
    banner.push(
      `  forwarding ${operations === 'all' ? 'every operation' : operations.join(', ')} to ${options.proxy.baseUrl}` +
        `${strict ? ' (strict: a contract violation is a 502)' : ''}`,
    );
    if (files.recordFile !== undefined) banner.push(`  recording a seed to ${files.recordFile}`);
  }
  return banner;
}
