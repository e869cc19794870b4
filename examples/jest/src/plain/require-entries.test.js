// Jest's default mode loads modules through its own `require()`, as an app on CommonJS or an
// older toolchain does, and without `--experimental-vm-modules` that `require()` loads no ES
// module: every entry of every published package must load that way, from its CommonJS build.
// The entries that load msw are in ../with-msw (msw ships ES-module-only dependencies).
const entries = {
  '@museum-api/core': ['MuseumStore', 'MuseumDomainError'],
  '@museum-api/core/http': [],
  '@museum-api/core/schemas': [],
  '@museum-api/core/published': [],
  '@museum-api/core/ticket-image': [],
  '@museum-api/core/webhooks': [],
  '@museum-api/client': ['createMuseumClient', 'isMuseumApiError'],
  '@museum-api/client/validate': [],
  '@museum-api/client/features': ['callDeadline', 'loggedFetch', 'warnOnVersionMismatch'],
  '@museum-api/client/webhooks': ['unwrapMuseumWebhook', 'isMuseumWebhookError'],
  '@museum-api/query': ['createMuseumQueries'],
  '@museum-api/contract': [],
  '@museum-api/contract/cli': [],
  '@museum-api/devtools': ['mountMuseumDevtools'],
  // The server loads the mock's ./host and ./options entries only, which import no msw.
  '@museum-api/mock/host': ['createMockRuntime', 'answerHostRequest'],
  '@museum-api/mock/options': ['MuseumMockOptionsSchema'],
  '@museum-api/mock-server': ['startMuseumServer'],
};

describe('require() of every published entry', () => {
  test.each(Object.entries(entries))('%s loads and exports its named values', (name, names) => {
    const loaded = require(name);

    expect(Object.keys(loaded).length).toBeGreaterThan(0);
    for (const exported of names) expect(loaded[exported]).toBeDefined();
  });
});
