// The Museum mock as a Cloudflare Worker. The Worker picks a session's Durable Object by the
// session the request names (header or cookie; none: the default session), and the object
// answers with the standalone server's own `fetch` handler over its one runtime. A session's
// state is saved in the object's storage after every change and restored when the object
// starts again, so a redeploy or an evicted object keeps it; so are its journal and faults. Webhook deliveries go out with
// `fetch`; the object's alarm wakes the sender when the next one is due by the mock's clock,
// and the deliveries are kept in storage, so a retry outlives the object.
import {
  createMockRuntime,
  hostProtocol,
  type MockRuntime,
  ProblemError,
  sessionIdOf,
  sessionRefusals,
} from '@museum-api/mock/host';
import { dashboardAdminPage, museumFetch } from '@museum-api/mock-server/fetch';
import { dashboardScript } from './dashboard-script.ts';
import { keepJournal } from './kept-journal.ts';
import { keepStore } from './kept-store.ts';
import { forgetSession, reportEveryMs, reportSession } from './session-directory.ts';
import type { DurableObjectNamespace, DurableObjectState } from './workers-types.ts';

export { MuseumSessionDirectory } from './session-directory.ts';

/** The Worker's bindings (wrangler.jsonc). */
export interface Env {
  /** The sessions: one Durable Object per session id. */
  SESSIONS: DurableObjectNamespace;
  /** The sessions' directory, one object: what `GET /__admin/sessions` lists. */
  DIRECTORY: DurableObjectNamespace;
  /** The admin API's bearer token, a Worker secret (`wrangler secret put MUSEUM_ADMIN_TOKEN`). */
  MUSEUM_ADMIN_TOKEN?: string;
  /** The mock's options as JSON (`{"auth": false, "randomSeed": 1}`); JSON-safe options only. */
  MUSEUM_OPTIONS?: string;
  /**
   * The `whsec_` secret every session signs webhook deliveries with, a Worker secret; without
   * it each session object makes its own whenever it starts.
   */
  MUSEUM_WEBHOOK_SECRET?: string;
}

const { defaultSessionId, sessionIdPattern } = hostProtocol;
const webhooksKey = 'webhooks';
const faultsKey = 'faults';

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    const id = sessionIdOf(request) ?? defaultSessionId;
    if (new URL(request.url).pathname === '/__admin/sessions') {
      return env.DIRECTORY.get(env.DIRECTORY.idFromName('directory')).fetch(request);
    }
    // No object is made for an id no session can have: the default session's refuses it, as the
    // server does (a 400 stating the API version).
    const object = sessionIdPattern.test(id) ? id : defaultSessionId;
    return env.SESSIONS.get(env.SESSIONS.idFromName(object)).fetch(request);
  },
};

/** The mock's options from the Worker's variables. */
function mockOptions(env: Env): Record<string, unknown> {
  const options = (env.MUSEUM_OPTIONS === undefined ? {} : JSON.parse(env.MUSEUM_OPTIONS)) as Record<
    string,
    unknown
  >;
  const secret = env.MUSEUM_WEBHOOK_SECRET;
  return secret === undefined
    ? options
    : { ...options, webhooks: { ...(options.webhooks as object | undefined), secret } };
}

/**
 * One session of the mock: its runtime, with its store, clock, journal and webhook deliveries
 * kept in the object's storage.
 */
export class MuseumSession {
  readonly #runtime: MockRuntime;
  readonly #fetch: (request: Request) => Promise<Response>;
  readonly #saveWebhooks: () => void;
  readonly #directory: DurableObjectNamespace;
  #reportedAt = Number.NEGATIVE_INFINITY;
  #ended: Promise<void> | undefined;
  /** The options' scenario, which ending a session goes back to. */
  readonly #optionsScenario: MockRuntime['config']['scenario'];
  #savedFaults = '';
  #storage: DurableObjectState['storage'];
  #trimJournal = () => {};

  constructor(state: DurableObjectState, env: Env) {
    const { storage } = state;
    this.#storage = storage;
    this.#directory = env.DIRECTORY;
    let restored = false;
    this.#saveWebhooks = () => void storage.put(webhooksKey, this.#runtime.webhooks.state());
    const runtime: MockRuntime = createMockRuntime(mockOptions(env), {
      anyOrigin: true,
      // The sender's wake-up is the object's alarm, and every change of the deliveries is kept,
      // once what was kept before is back.
      scheduleWebhooks: (ms) => {
        if (!restored) return;
        this.#saveWebhooks();
        void (ms === undefined ? storage.deleteAlarm() : storage.setAlarm(Date.now() + ms));
      },
    });
    this.#runtime = runtime;
    this.#optionsScenario = runtime.config.scenario;
    // Nothing is answered before the saved state is back.
    void state.blockConcurrencyWhile(async () => {
      // Its store, and where its clock was moved to, kept change by change from then on.
      await keepStore(storage, runtime);
      const faults = await storage.get(faultsKey);
      if (faults !== undefined)
        runtime.resumeFaults(faults as ReturnType<MockRuntime['interventions']['faults']>);
      this.#savedFaults = JSON.stringify(runtime.interventions.faults());
      const webhooks = await storage.get(webhooksKey);
      if (webhooks !== undefined)
        runtime.webhooks.resume(webhooks as ReturnType<MockRuntime['webhooks']['state']>);
      this.#trimJournal = await keepJournal(storage, runtime.journal);
      restored = true;
      runtime.webhooks.flush();
    });
    this.#fetch = museumFetch(
      {
        session: (id) => {
          if (id !== undefined && !sessionIdPattern.test(id)) throw sessionRefusals.malformedId(id);
          return runtime;
        },
        sessions: {
          list: () => {
            throw ProblemError.notFound('The sessions are listed by their directory (GET /__admin/sessions)');
          },
          end: (id) => this.#end(id),
        },
        adminToken: env.MUSEUM_ADMIN_TOKEN,
        adminPage: dashboardAdminPage(async () => dashboardScript),
        nextRequestId: () => crypto.randomUUID(),
      },
      true,
    );
  }

  /**
   * Ends this session as the server ends one: back to the options (their scenario, seed, clock,
   * subscribers; no fault or journal), kept so in storage, and no longer listed. The object stays,
   * as a session the server makes afresh when a request names it again.
   */
  #end(id: string | undefined): void {
    if (id === undefined || id === defaultSessionId) throw sessionRefusals.defaultNotEnded();
    if (!sessionIdPattern.test(id)) throw sessionRefusals.malformedId(id);
    this.#runtime.mock.useScenario(this.#optionsScenario);
    this.#reportedAt = Number.NEGATIVE_INFINITY;
    this.#ended = forgetSession(this.#directory, id);
  }

  async fetch(request: Request): Promise<Response> {
    const response = await this.#fetch(request);
    this.#trimJournal();
    // A request may add, use up or remove a fault; kept only when that changed anything.
    const kept = this.#runtime.interventions.faults();
    const faults = JSON.stringify(kept);
    if (faults !== this.#savedFaults) {
      this.#savedFaults = faults;
      void this.#storage.put(faultsKey, kept);
    }
    // Subscribers and delivery faults change through the admin API only.
    if (new URL(request.url).pathname.startsWith('/__admin/')) this.#saveWebhooks();
    const ended = this.#ended;
    this.#ended = undefined;
    const id = sessionIdOf(request) ?? defaultSessionId;
    if (ended !== undefined) await ended;
    else if (Date.now() - this.#reportedAt >= reportEveryMs && sessionIdPattern.test(id)) {
      this.#reportedAt = Date.now();
      await reportSession(this.#directory, id, this.#runtime.journal.sequence);
    }
    return response;
  }

  /** The alarm: sends the deliveries that have come due, and waits for their attempts. */
  async alarm(): Promise<void> {
    this.#runtime.webhooks.flush();
    await this.#runtime.webhooks.idle();
  }
}
