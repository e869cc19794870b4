import type { MuseumApiVersion } from '@museum-api/core';
import type { MuseumClient, MuseumClientWithResponse, WithResponse } from './client-interface.ts';
import { paginate } from './paginate.ts';

/**
 * The whole client from its `withResponse` operations: each plain operation resolves to its
 * `data`, and the iterators page through the plain list operations. Shared by the client and
 * the validating wrapper, so the two cannot drift apart.
 */
export function toMuseumClient<Version extends MuseumApiVersion>(
  withResponse: MuseumClientWithResponse<Version>,
  apiVersion: Version,
): MuseumClient<Version> {
  type Operation = (...args: unknown[]) => Promise<WithResponse<unknown>>;
  const operations = Object.entries(withResponse) as [string, Operation][];
  const client = Object.fromEntries(
    operations.map(([name, operation]) => [
      name,
      async (...args: unknown[]) => (await operation(...args)).data,
    ]),
  ) as Omit<
    MuseumClient<Version>,
    'apiVersion' | 'withResponse' | 'iterateSpecialEvents' | 'iterateMuseumHours'
  >;
  return {
    ...client,
    apiVersion,
    iterateSpecialEvents: (query = {}, call) =>
      paginate((page) => client.listSpecialEvents(page, call), query),
    iterateMuseumHours: (query = {}, call) => paginate((page) => client.getMuseumHours(page, call), query),
    withResponse,
  };
}
