import {
  hostProtocol,
  type MockHost,
  type MockRequest,
  type MuseumAnswer,
  ProblemError,
} from '@museum-api/mock/host';

/**
 * The dashboard's page script: `@museum-api/devtools` builds the devtools panel and the session
 * picker into this one self-contained file, served as the page's only script.
 */
export const dashboardScriptFile = 'dashboard.js';

/**
 * What the dashboard's own answers may load: its one script and requests to its own origin (the
 * admin API). No inline script or style, no framing, no form posts, no other origin. The panel's
 * styles are constructed stylesheets, which `style-src` does not govern.
 */
export const dashboardContentSecurityPolicy = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const pageHeaders = {
  'Content-Security-Policy': dashboardContentSecurityPolicy,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cache-Control': 'no-store',
} as const;

// The page itself holds no secret and no script: the token is asked for by the script, kept in
// sessionStorage and sent as a header, never put in a URL.
const page = (body: string, head = '') => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Museum mock dashboard</title>
${head}</head>
<body>
${body}
</body>
</html>
`;

const dashboardPage = page(
  '<noscript>The Museum mock dashboard needs JavaScript.</noscript>',
  `<script type="module" src="${dashboardScriptFile}"></script>\n`,
);

// Served in the dashboard's place when its script cannot be found: the admin API itself works
// without it, and the page says what to install.
const installPage = page(`<h1>Museum mock dashboard</h1>
<p>The dashboard is the devtools panel of <code>@museum-api/devtools</code>, which is not installed
beside <code>@museum-api/mock</code>. Install it (<code>npm install --save-dev @museum-api/devtools</code>)
and start the server again; in the Museum SDK repository, build it first
(<code>pnpm --filter @museum-api/devtools build</code>). The admin API at this address works without it.</p>`);

/**
 * Whether an admin path is the dashboard's (its page or its script), which the server answers
 * without the admin token: they hold nothing secret, and the page asks for the token itself.
 *
 * @example
 * ```ts
 * isDashboardPath('/'); // true
 * ```
 */
export function isDashboardPath(path: string): boolean {
  return path === '' || path === '/' || path === `/${dashboardScriptFile}`;
}

/**
 * Answers the dashboard at `/__admin/`: the page (`/__admin` redirects there, so the script's
 * relative URL resolves under the mount), and its script from `@museum-api/devtools`. Without
 * that package, the page says to install it, and the script's path is a 404.
 *
 * @param readScript - the script's bytes, or `undefined` when it is not installed (Node reads the
 *   installed package's, server/admin-dashboard.ts; a Worker bundles them).
 */
export async function answerDashboard(
  request: MockRequest,
  path: string,
  readScript: () => Promise<Uint8Array<ArrayBuffer> | undefined>,
): Promise<MuseumAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw ProblemError.methodNotAllowed(request.method, ['GET', 'HEAD']);
  }
  if (path === '')
    return {
      kind: 'empty',
      status: 308,
      headers: { Location: `${hostProtocol.adminMount}/`, 'Cache-Control': 'no-store' },
    };
  const script = await readScript();
  if (path === '/') {
    return bytesAnswer(new TextEncoder().encode(script ? dashboardPage : installPage), {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
    });
  }
  if (script === undefined) {
    throw ProblemError.notFound(
      `The dashboard script comes from @museum-api/devtools/${dashboardScriptFile}, which is not installed`,
    );
  }
  return bytesAnswer(script, { ...pageHeaders, 'Content-Type': 'text/javascript; charset=utf-8' });
}

/**
 * A host's `adminPage` that serves the dashboard (its page and script) and leaves every other
 * admin path to the admin API.
 *
 * @param readScript - the script's bytes, or `undefined` when it is not installed.
 * @example
 * ```ts
 * const host: MockHost = { session: () => runtime, nextRequestId, adminPage: dashboardAdminPage(async () => script) };
 * ```
 */
export function dashboardAdminPage(
  readScript: () => Promise<Uint8Array<ArrayBuffer> | undefined>,
): NonNullable<MockHost['adminPage']> {
  return (request, path) => (isDashboardPath(path) ? answerDashboard(request, path, readScript) : undefined);
}

/** A page or script as the dashboard serves it. */
function bytesAnswer(bytes: Uint8Array<ArrayBuffer>, headers: Record<string, string>): MuseumAnswer {
  return { kind: 'bytes', status: 200, headers, bytes };
}
