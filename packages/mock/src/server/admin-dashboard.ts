import { readFile } from 'node:fs/promises';
import type { MockRequest } from '../engine/http/mock-request.ts';
import { bytesAnswer, emptyAnswer, type MuseumAnswer } from '../engine/http/museum-answer.ts';
import { ProblemError } from '../engine/http/problem-error.ts';
import { adminMount } from '../engine/protocol.ts';

/**
 * The file tsup builds from `src/devtools/dashboard-page.ts`: the devtools panel and the session
 * picker in one self-contained script, served as the dashboard page's only script.
 */
export const dashboardScriptFile = 'devtools-dashboard.js';

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
const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Museum mock dashboard</title>
<script type="module" src="${dashboardScriptFile}"></script>
</head>
<body>
<noscript>The Museum mock dashboard needs JavaScript.</noscript>
</body>
</html>
`;

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
 * relative URL resolves under the mount), and its script, read once from the package's `dist`.
 *
 * @example
 * ```ts
 * if (isDashboardPath(path)) return answerDashboard(request, path);
 * ```
 */
export async function answerDashboard(request: MockRequest, path: string): Promise<MuseumAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    throw ProblemError.methodNotAllowed(request.method, ['GET', 'HEAD']);
  }
  if (path === '') return emptyAnswer(308, { Location: `${adminMount}/`, 'Cache-Control': 'no-store' });
  if (path === '/') {
    return bytesAnswer(200, new TextEncoder().encode(page), {
      ...pageHeaders,
      'Content-Type': 'text/html; charset=utf-8',
    });
  }
  return bytesAnswer(200, await dashboardScript(), {
    ...pageHeaders,
    'Content-Type': 'text/javascript; charset=utf-8',
  });
}

let script: Promise<Uint8Array<ArrayBuffer>> | undefined;

/**
 * The built script. Beside this module in the published `dist`; from the sources (tests, `pnpm
 * mock`), in the package's `dist` after `pnpm build`.
 */
function dashboardScript(): Promise<Uint8Array<ArrayBuffer>> {
  script ??= (async () => {
    const candidates = [
      new URL(`./${dashboardScriptFile}`, import.meta.url),
      new URL(`../../dist/${dashboardScriptFile}`, import.meta.url),
    ];
    for (const candidate of candidates) {
      try {
        return new Uint8Array(await readFile(candidate));
      } catch {
        // Not there: the next place.
      }
    }
    script = undefined;
    throw ProblemError.notFound(
      `The dashboard script ${dashboardScriptFile} is not built; run \`pnpm --filter @museum-api/mock build\``,
    );
  })();
  return script;
}
