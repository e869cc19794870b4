import type { MuseumApiVersion } from './museum-api-version.ts';

/**
 * What a client learns from the answers of its server: whether it honours `Idempotency-Key`,
 * and which published version it speaks. The published API states neither, so both come from
 * headers a server may add: `Museum-Idempotency: honoured` on any answer (or
 * `Idempotent-Replayed`, which only a server keeping keys sends), and `Museum-Api-Version`
 * with the published version it serves (`1.2.1`).
 */
export interface ServerSignals {
  /** Whether an answer has shown that the server honours `Idempotency-Key`. */
  honoursKeys(): boolean;
  /** Reads one answer's headers; warns once when the server states another version. */
  observe(response: Response): void;
}

const majorMinor = (version: string) => /^(\d+)\.(\d+)/.exec(version.trim());

/**
 * The signals of one client, for the version it speaks; `warn` gets the one version warning.
 *
 * @example
 * ```ts
 * const signals = createServerSignals('1.1', console.warn);
 * signals.observe(response);
 * if (signals.honoursKeys()) headers.set('idempotency-key', key);
 * ```
 */
export function createServerSignals(
  apiVersion: MuseumApiVersion,
  warn: (message: string) => void,
): ServerSignals {
  let honours = false;
  let warned = false;
  return {
    honoursKeys: () => honours,
    observe(response) {
      const { headers } = response;
      if (/^\s*honoured\s*$/i.test(headers.get('museum-idempotency') ?? '')) honours = true;
      if (headers.has('idempotent-replayed')) honours = true;
      const stated = headers.get('museum-api-version');
      const server = stated ? majorMinor(stated) : null;
      if (warned || !server) return;
      const [, major = '0', minor = '0'] = server;
      const [ourMajor = 0, ourMinor = 0] = apiVersion.split('.').map(Number);
      const order = Number(major) - ourMajor || Number(minor) - ourMinor;
      if (order === 0) return;
      warned = true;
      const older = order > 0 ? 'this client is older' : 'the server is older';
      warn(
        `Museum API: the server at ${new URL(response.url || 'http://unknown').origin} speaks ` +
          `${stated?.trim()} and this client ${apiVersion}: ${older}. Calls go on; ` +
          `create the client with apiVersion: '${major}.${minor}' to read that version's shapes.`,
      );
    },
  };
}
