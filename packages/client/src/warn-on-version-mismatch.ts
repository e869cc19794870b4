import type { MuseumApiVersion } from '@museum-api/core';

/**
 * The client's `versionCheck` option: given the `apiVersion` the client speaks, once per client,
 * it returns what reads each answer. {@link warnOnVersionMismatch} is the one this package offers.
 *
 * @example
 * ```ts
 * const strict: MuseumVersionCheck = (apiVersion) => (response) => {
 *   const stated = response.headers.get('museum-api-version');
 *   if (stated && !stated.startsWith(`${apiVersion}.`)) throw new Error(`server speaks ${stated}`);
 * };
 * ```
 */
export type MuseumVersionCheck = (apiVersion: MuseumApiVersion) => (response: Response) => void;

/**
 * A `versionCheck` that warns once, naming the older side, when a server states another published
 * version than the client's `apiVersion` in its `Museum-Api-Version` header (`1.2.1`); the call
 * goes on. `warn` gets the message (the console's by default).
 *
 * @example
 * ```ts
 * import { createMuseumClient } from '@museum-api/client';
 * import { warnOnVersionMismatch } from '@museum-api/client/features';
 *
 * const client = createMuseumClient({
 *   baseUrl: 'https://museum.example',
 *   apiVersion: '1.2',
 *   versionCheck: warnOnVersionMismatch,
 * });
 * ```
 */
export function warnOnVersionMismatch(
  apiVersion: MuseumApiVersion,
  warn: (message: string) => void = (message) => console.warn(message),
): (response: Response) => void {
  let warned = false;
  const ours = apiVersion.split('.').map(Number) as [number, number];
  return ({ headers }) => {
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
  };
}
