// The mock README's "A host of your own" block, run as a script.
// #region host
import { answerHostRequest, createMockRuntime, fetchMockRequest, type MockHost, toResponse } from '@museum-api/mock/host';

// One session here; a Worker would keep one runtime per Durable Object, picked by `sessionIdOf`.
const runtime = createMockRuntime({ auth: false }, { anyOrigin: true });
const host: MockHost = { session: () => runtime, nextRequestId: () => crypto.randomUUID() };

// What `export default` hands to workerd, Deno.serve or Bun.serve: the API and the admin API.
const app = {
  fetch: async (request: Request) => toResponse(await answerHostRequest(host, fetchMockRequest(request))),
};
// #endregion host

const hours = await app.fetch(new Request('http://mock.test/v1.1/museum-hours?limit=2'));
const clock = await app.fetch(new Request('http://mock.test/__admin/clock'));
if (hours.status !== 200 || clock.status !== 200 || !hours.headers.has('X-Request-Id')) {
  throw new Error(`Expected the API and the admin API, got ${hours.status} and ${clock.status}`);
}
