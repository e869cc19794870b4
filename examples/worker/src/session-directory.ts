// The sessions' directory: one Durable Object that the session objects report to (on first use,
// then at most once a minute), so `GET /__admin/sessions` can list what no single session sees.
// It answers that path with the same admin router as the Node server, over the sessions kept.
import { hostProtocol, type MockHost, ProblemError } from '@museum-api/mock/host';
import { museumFetch } from '@museum-api/mock-server/fetch';
import type { DurableObjectNamespace, DurableObjectState } from './workers-types.ts';

/** A session as the directory keeps it and `GET /__admin/sessions` lists it. */
type Listed = ReturnType<NonNullable<MockHost['sessions']>['list']>[number];

/** Where a session object reports to; reached only through the binding, never from outside. */
const reportUrl = 'https://directory.internal/report';
/** How often, at most, a session object reports its last use and request count. */
export const reportEveryMs = 60_000;

/**
 * Tells the directory that session `id` was used now and has answered `requests` requests.
 *
 * @example
 * ```ts
 * await reportSession(env.DIRECTORY, 'pr-7', runtime.journal.sequence);
 * ```
 */
export async function reportSession(
  directory: DurableObjectNamespace,
  id: string,
  requests: number,
): Promise<void> {
  const body = JSON.stringify({ id, lastUsed: new Date().toISOString(), requests });
  await directory
    .get(directory.idFromName('directory'))
    .fetch(new Request(reportUrl, { method: 'POST', body }));
}

/**
 * Tells the directory that session `id` was ended: it is no longer listed.
 *
 * @example
 * ```ts
 * await forgetSession(env.DIRECTORY, 'pr-7');
 * ```
 */
export async function forgetSession(directory: DurableObjectNamespace, id: string): Promise<void> {
  await directory
    .get(directory.idFromName('directory'))
    .fetch(new Request(reportUrl, { method: 'DELETE', body: JSON.stringify({ id }) }));
}

/**
 * The Durable Object that lists the sessions: what each session object reported, kept in its
 * storage, the default session first and then by first use.
 */
export class MuseumSessionDirectory {
  readonly #storage: DurableObjectState['storage'];
  readonly #sessions = new Map<string, Listed>();
  readonly #fetch: (request: Request) => Promise<Response>;

  constructor(state: DurableObjectState, env: { MUSEUM_ADMIN_TOKEN?: string }) {
    this.#storage = state.storage;
    void state.blockConcurrencyWhile(async () => {
      for (const [id, listed] of await state.storage.list()) this.#sessions.set(id, listed as Listed);
    });
    const list = () =>
      [...this.#sessions.values()].sort(
        (a, b) =>
          Number(b.id === hostProtocol.defaultSessionId) - Number(a.id === hostProtocol.defaultSessionId) ||
          a.created.localeCompare(b.created),
      );
    this.#fetch = museumFetch(
      {
        // Only the sessions' list is served here: no mock lives in this object.
        session: () => {
          throw ProblemError.notFound('The sessions directory holds no session');
        },
        sessions: {
          list,
          end: () => {
            throw ProblemError.notFound('A session is ended by its own object (the Worker sends it there)');
          },
        },
        adminToken: env.MUSEUM_ADMIN_TOKEN,
        nextRequestId: () => crypto.randomUUID(),
      },
      true,
    );
  }

  async fetch(request: Request): Promise<Response> {
    if (request.url !== reportUrl) return this.#fetch(request);
    if (request.method === 'DELETE') {
      const { id } = (await request.json()) as Pick<Listed, 'id'>;
      this.#sessions.delete(id);
      await this.#storage.delete([id]);
      return new Response(null, { status: 204 });
    }
    const { id, lastUsed, requests } = (await request.json()) as Omit<Listed, 'created'>;
    const listed = { id, created: this.#sessions.get(id)?.created ?? lastUsed, lastUsed, requests };
    this.#sessions.set(id, listed);
    await this.#storage.put(id, listed);
    return new Response(null, { status: 204 });
  }
}
