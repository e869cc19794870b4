// `msw-api.ts` in the CommonJS build, which cannot wait for an `import()` at the top: msw's root.
export { mswRootApi as mswApi } from '../msw/create-museum-mock.ts';
