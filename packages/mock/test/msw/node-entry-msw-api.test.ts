import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

// In a fresh Node process, as a test file meets the Node entry (from source): which of msw's files
// it loads, and an answer through `setupServer`. With `onMsw2`, a resolve hook sends the mock's own
// imports of `msw` and `msw/*` to the `msw2` package (msw 2.15), as a project on msw 2 resolves them.
const program = (onMsw2: boolean) => `
import { registerHooks } from 'node:module';
const loaded = [];
registerHooks({
  resolve(specifier, context, nextResolve) {
    const ours = ${onMsw2} && /^msw(\\/|$)/.test(specifier) && !context.parentURL?.includes('/node_modules/');
    const resolved = nextResolve(ours ? specifier.replace(/^msw/, 'msw2') : specifier, context);
    loaded.push(resolved.url);
    return resolved;
  },
});
const { createServer } = await import('node:http');
const upstream = createServer((req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('[]'));
await new Promise((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const { setupMuseumMock } = await import('@museum-api/mock/node');
const { listen, close } = setupMuseumMock({
  onUnhandledRequest: 'error',
  proxy: { baseUrl: 'http://127.0.0.1:' + upstream.address().port + '/v1.1', operations: ['getMuseumHours'] },
});
listen();
const headers = { Authorization: 'Basic ' + btoa('a:b') };
const response = await fetch('https://api.museum.test/v1.1/special-events', { headers });
const mswOf = () => loaded.filter((url) => url.includes('/msw@')).map((url) => url.replace(/^.*\\/(msw@\\d+)[^/]*\\/node_modules\\/msw\\//, '$1 '));
const msw = mswOf();
// A proxied operation sends on through msw's bypass, loaded then.
const proxied = await fetch('https://api.museum.test/v1.1/museum-hours', { headers });
close();
upstream.close();
console.log(JSON.stringify({ status: response.status, msw, proxied: proxied.status, afterProxy: mswOf() }));
`;

function run(onMsw2: boolean): { status: number; msw: string[]; proxied: number; afterProxy: string[] } {
  const output = execFileSync(
    process.execPath,
    ['--conditions=@museum-api/source', '--input-type=module', '-e', program(onMsw2)],
    { cwd: packageDir, encoding: 'utf8', timeout: 30_000 },
  );
  return JSON.parse(output);
}

describe("the Node entry's msw functions", () => {
  it("come from msw 3's narrow entries, not from its root, which loads every handler kind", () => {
    const { status, msw, proxied, afterProxy } = run(false);
    expect(status).toBe(200);
    expect(msw).toContain('msw@3 lib/http/index.js');
    expect(msw).not.toContain('msw@3 lib/core/index.js');
    // `bypass` only once something is sent on: a test that proxies nothing never loads it.
    expect(msw).not.toContain('msw@3 lib/utils/bypass.js');
    expect(proxied).toBe(200);
    expect(afterProxy).toContain('msw@3 lib/utils/bypass.js');
    expect(afterProxy).not.toContain('msw@3 lib/core/index.js');
  });

  it("come from msw 2's root, which has no narrow entries and which its msw/node loads anyway", () => {
    const { status, msw, proxied } = run(true);
    expect(status).toBe(200);
    expect(proxied).toBe(200);
    expect(msw).toContain('msw@2 lib/core/index.mjs');
    expect(msw.filter((file) => file.startsWith('msw@3'))).toEqual([]);
  });
});
