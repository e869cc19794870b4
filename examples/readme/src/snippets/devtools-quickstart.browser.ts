// The devtools README's first block. Node cannot load msw's worker entry or define custom
// elements, so this file is only type-checked; examples/web mounts the same panel in Chromium
// in its Playwright suite (test/devtools-panel.e2e.ts).
declare function refetchEverything(): void;
// What Vite's client types declare, for this one flag.
declare global {
  interface ImportMeta {
    readonly env: { readonly DEV: boolean };
  }
}

// #region devtools
if (import.meta.env.DEV) {
  const { setupMuseumWorker } = await import('@museum-api/mock/browser');
  const { inProcessControls } = await import('@museum-api/mock');
  const { mountMuseumDevtools } = await import('@museum-api/devtools');
  const { mock, start } = setupMuseumWorker({ persist: 'sessionStorage' });
  await start();
  // A button in the corner opens the panel; after each change the app fetches again.
  mountMuseumDevtools(inProcessControls(mock), { onChange: () => refetchEverything() });
}
// #endregion devtools
