// The mock README's devtools block. Node cannot load msw's worker entry or define custom
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
  const { inProcessControls, mountMuseumDevtools } = await import('@museum-api/mock/devtools');
  const { mock, start } = setupMuseumWorker({ persist: 'sessionStorage' });
  await start();
  // A button in the corner opens the panel; after each change the app fetches again.
  mountMuseumDevtools(inProcessControls(mock), { onChange: () => refetchEverything() });
}
// #endregion devtools
