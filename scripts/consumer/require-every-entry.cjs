// A CommonJS consumer: `require()` of every entry of every package of ours, run by the consumer
// check on the lowest Node of every engines range. An entry that needs an optional peer the
// project did not install (the Playwright fixture without @playwright/test) must say which one,
// and a browser entry (the worker, Storybook) may fail only on msw's browser-only `msw/browser`.
// Run: node require-every-entry.cjs @museum-api/core @museum-api/client ...
const { readFileSync } = require('node:fs');
const { join } = require('node:path');

const problems = [];
for (const name of process.argv.slice(2)) {
  const manifest = JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8'));
  const optionalPeers = Object.keys(manifest.peerDependenciesMeta ?? {});
  for (const subpath of Object.keys(manifest.exports)) {
    // A bare path is a file read or served as it is (package.json, the OpenAPI documents, the
    // devtools dashboard's page script), not a module to load.
    if (typeof manifest.exports[subpath] === 'string') continue;
    const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
    try {
      const loaded = require(specifier);
      if (Object.keys(loaded).length === 0) problems.push(`${specifier} exports nothing`);
    } catch (error) {
      const peer = optionalPeers.find((candidate) => String(error.message).includes(`'${candidate}'`));
      const browserOnly =
        error.code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' && error.message.includes("'./browser'");
      if (error.code === 'MODULE_NOT_FOUND' && peer)
        console.log(`${specifier}: needs its optional peer ${peer}`);
      else if (browserOnly) console.log(`${specifier}: a browser entry (msw/browser is not for Node)`);
      else problems.push(`${specifier}: ${error.code ?? ''} ${error.message.split('\n')[0]}`);
    }
  }
}
if (problems.length > 0) {
  console.error(`require() failed on Node ${process.versions.node}:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `require() of every entry of ${process.argv.length - 2} packages on Node ${process.versions.node}`,
);
