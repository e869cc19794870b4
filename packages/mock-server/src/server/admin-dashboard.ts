import { readFile } from 'node:fs/promises';
import { dashboardScriptFile } from '../fetch/dashboard-page.ts';

// The page itself runs anywhere (fetch/dashboard-page.ts); only reading the installed script is Node's.
export { answerDashboard, dashboardContentSecurityPolicy } from '../fetch/dashboard-page.ts';

/** Where the page script is found, when `@museum-api/devtools` is installed beside the mock. */
export const dashboardScriptSpecifier = `@museum-api/devtools/${dashboardScriptFile}`;

let installed: Promise<Uint8Array<ArrayBuffer> | undefined> | undefined;

/**
 * The installed dashboard script, looked for on the first request to the dashboard, not when the
 * server starts, and then kept: a server whose dashboard nobody opens never touches the package.
 */
export function installedDashboardScript(): Promise<Uint8Array<ArrayBuffer> | undefined> {
  installed ??= readDashboardScript();
  return installed;
}

/** The dashboard's script from `@museum-api/devtools`, or `undefined` when it is not installed (or built). */
export async function readDashboardScript(
  resolve: (specifier: string) => string = (specifier) => import.meta.resolve(specifier),
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return new Uint8Array(await readFile(new URL(resolve(dashboardScriptSpecifier))));
  } catch {
    // Not installed (the specifier does not resolve) or not built (no file where it resolves).
    return undefined;
  }
}
