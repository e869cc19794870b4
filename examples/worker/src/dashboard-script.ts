// The dashboard's page script, put in the bundle by scripts/bundle-worker.ts (from the
// installed @museum-api/devtools); `undefined` here, when run unbundled, shows the install page.
declare const MUSEUM_DASHBOARD_SCRIPT: string | undefined;

/** The dashboard's script bytes, or `undefined` when the bundle has none. */
export const dashboardScript: Uint8Array<ArrayBuffer> | undefined =
  typeof MUSEUM_DASHBOARD_SCRIPT === 'string' ? new TextEncoder().encode(MUSEUM_DASHBOARD_SCRIPT) : undefined;
