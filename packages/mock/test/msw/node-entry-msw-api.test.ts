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
const { setupMuseumMock } = await import('@museum-api/mock/node');
const { listen, close } = setupMuseumMock({ onUnhandledRequest: 'error' });
listen();
const response = await fetch('https://api.museum.test/v1.1/museum-hours', { headers: { Authorization: 'Basic ' + btoa('a:b') } });
close();
const msw = loaded.filter((url) => url.includes('/msw@')).map((url) => url.replace(/^.*\\/(msw@\\d+)[^/]*\\/node_modules\\/msw\\//, '$1 '));
console.log(JSON.stringify({ status: response.status, msw }));
`;

function run(onMsw2: boolean): { status: number; msw: string[] } {
  const output = execFileSync(
    process.execPath,
    ['--conditions=@museum-api/source', '--input-type=module', '-e', program(onMsw2)],
    { cwd: packageDir, encoding: 'utf8', timeout: 30_000 },
  );
  return JSON.parse(output);
}

describe("the Node entry's msw functions", () => {
  it("come from msw 3's narrow entries, not from its root, which loads every handler kind", () => {
    const { status, msw } = run(false);
    expect(status).toBe(200);
    expect(msw).toEqual(expect.arrayContaining(['msw@3 lib/http/index.js', 'msw@3 lib/utils/bypass.js']));
    expect(msw).not.toContain('msw@3 lib/core/index.js');
  });

  it("come from msw 2's root, which has no narrow entries and which its msw/node loads anyway", () => {
    const { status, msw } = run(true);
    expect(status).toBe(200);
    expect(msw).toContain('msw@2 lib/core/index.mjs');
    expect(msw.filter((file) => file.startsWith('msw@3'))).toEqual([]);
  });
});
