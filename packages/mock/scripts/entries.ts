/** The mock's entries as its builds name them: tsup's declarations and rollup's JavaScript. */
export const mockEntries = {
  index: 'src/index.ts',
  node: 'src/node.ts',
  browser: 'src/browser.ts',
  host: 'src/host.ts',
  options: 'src/options.ts',
};
