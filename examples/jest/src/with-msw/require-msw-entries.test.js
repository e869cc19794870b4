// The mock's entries that load msw, and the packages built on them. msw (2.15 and 3) ships dependencies that are ES modules
// only, so Jest needs `--experimental-vm-modules` (Node 24.9+) to `require()` them: with that
// flag, Jest's own `require()` loads ES modules as Node's does. The tests stay CommonJS.
const entries = {
  '@museum-api/mock': ['createMuseumMock'],
  '@museum-api/mock/node': ['setupMuseumMock'],
  '@museum-api/mock/browser': ['setupMuseumWorker'],
  '@museum-api/playwright': ['test'],
  '@museum-api/storybook': [],
  '@museum-api/mcp': ['runMcpCommand', 'createMuseumMcpServer'],
  // The CLI starts the MCP server too, which loads the mock's root entry.
  '@museum-api/cli': ['defineMockConfig', 'runCli'],
};

test.each(Object.entries(entries))(
  '%s loads through require() and exports its named values',
  (name, names) => {
    const loaded = require(name);

    expect(Object.keys(loaded).length).toBeGreaterThan(0);
    for (const exported of names) expect(loaded[exported]).toBeDefined();
  },
);
