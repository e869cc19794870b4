import type { MuseumApiVersion } from '@museum-api/core';

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
  const ours = apiVersion.split('.').map(Number) as [number, number];
  return {
    honoursKeys: () => honours,
    observe({ headers }) {
      if (
        headers.has('idempotent-replayed') ||
        /^\s*honoured\s*$/i.test(headers.get('museum-idempotency') ?? '')
      ) {
        honours = true;
      }
      const stated = headers.get('museum-api-version')?.trim();
      const server = stated && /^(\d+)\.(\d+)/.exec(stated);
      if (warned || !server) return;
      const order = Number(server[1]) - ours[0] || Number(server[2]) - ours[1];
      if (!order) return;
      warned = true;
      warn(
        `Museum API: the server speaks ${stated}, this client ${apiVersion}: ` +
          `${order > 0 ? 'the client' : 'the server'} is older. Set apiVersion to the server's.`,
      );
    },
  };
}
