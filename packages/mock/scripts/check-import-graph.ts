// Run after the build (`pnpm run check:package`): importing `@museum-api/mock/node` may load the
// mock's own files and what msw's Node entry and its `http` and `bypass` load, and nothing else:
// not msw's root, which loads every handler kind (src/node/msw-api.ts). The build bundles zod and core into the
// mock's files, so no zod entry loads its 64 locale modules and no core chunk is read on import
// (BENCHMARKS.md, "the mock's import"); a dependency that slipped out of the bundle, or a ticket
// image or webhook library imported at the top, fails here, not in a user's slower first test.
import { readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';

const loaded: string[] = [];
registerHooks({
  load(url, context, nextLoad) {
    loaded.push(url);
    return nextLoad(url, context);
  },
});

await import('msw/node');
await import('msw/http');
await import('msw/utils/bypass');
const msw = new Set(loaded);
const dist = new URL('../dist/', import.meta.url).href;
await import(new URL('node.js', dist).href);
const extra = loaded.filter((url) => !msw.has(url) && !url.startsWith(dist) && !url.startsWith('node:'));
if (extra.length > 0) {
  console.error(`Importing @museum-api/mock/node loaded what msw does not:\n${extra.join('\n')}`);
  process.exit(1);
}
// The mock's schemas are all zod/mini, the admin API's and Pact's too: zod's chained classes were
// 69 kB more to compile on a test's import, and kept more of zod's core alive in every chunk.
const built = readdirSync(new URL(dist), { recursive: true, encoding: 'utf8' }).filter((file) =>
  /\.c?js$/.test(file),
);
const chained = built.filter((file) =>
  readFileSync(new URL(file, dist), 'utf8').includes('$constructor("ZodType"'),
);
if (chained.length > 0) {
  console.error(`The mock's build holds zod's chained API, in:\n${chained.join('\n')}`);
  process.exit(1);
}
// Core's one side effect, zod's English messages (core's src/schemas/zod-mini.ts), has to survive
// the bundle: without it a 400 says "Invalid input" and not why. Nothing else in this process
// sets zod's locale, which is global, so only the mock's own files can have set it.
const { setupMuseumMock } = (await import(new URL('node.js', dist).href)) as typeof import('../src/node.ts');
const refused = await setupMuseumMock().mock.fetch('https://museum.test/v1.1/special-events', {
  method: 'POST',
  headers: { authorization: `Basic ${btoa('check:check')}`, 'content-type': 'application/json' },
  body: JSON.stringify({ name: 5, location: 'Hall', eventDescription: 'x', dates: ['2099-01-02'], price: 1 }),
});
const { detail } = (await refused.json()) as { detail: string };
if (!detail.includes('expected string, received number')) {
  console.error(`The built ./node lost zod's English messages; a 400 said: ${detail}`);
  process.exit(1);
}
console.log(`@museum-api/mock/node imports ${loaded.length - msw.size} files of its own beyond msw's.`);
