import type { ProblemDetails } from '@museum-api/core';
import { MuseumAdminError, type MuseumAdminRequestInfo } from '../engine/controls/admin-error.ts';
import { type ControlRoute, controlPath, takesBody } from '../engine/controls/define-control.ts';
import { adminMount, sessionHeader } from '../engine/protocol.ts';

/**
 * How {@link adminSender} reaches a server's admin API: its token, the session, and the `fetch`.
 *
 * @example
 * ```ts
 * const options: AdminSenderOptions = { token: 's3cret', session: 'agent' };
 * ```
 */
export interface AdminSenderOptions {
  /** Sent as `Authorization: Bearer <token>`. @default none */
  token?: string | undefined;
  /** Sent as `X-Museum-Session`. @default the server's default session */
  session?: string | undefined;
  /** @default globalThis.fetch, read at each request */
  fetch?: ((input: Request | string | URL, init?: RequestInit) => Promise<Response>) | undefined;
}

/**
 * What {@link adminSender} gives: the admin root it calls, and `send`, which runs one call of the
 * control table there with its input as it travels and resolves to its output as it travelled.
 *
 * @example
 * ```ts
 * const { send }: AdminSender = adminSender('http://127.0.0.1:4010');
 * ```
 */
export interface AdminSender {
  /** The admin API root, e.g. `http://127.0.0.1:4010/__admin`. */
  readonly adminUrl: string;
  /**
   * Sends one call with its input as it travels; resolves to its output as it travelled
   * (`undefined` for a 204), or rejects with a `MuseumAdminError`.
   */
  send(control: ControlRoute, input: unknown, signal?: AbortSignal): Promise<unknown>;
}

/**
 * Sends the control table's entries to a server's admin API, one request per call: its path
 * filled from the input, the rest of the input as the query string (GET, DELETE) or the JSON
 * body (POST, PUT), as the admin router reads it. A refusal or no answer rejects with a
 * `MuseumAdminError`. The remote handle and `@museum-api/mcp` both send through it.
 *
 * `url` is the server's root or any URL on it; a URL whose path already ends in `/__admin` is
 * used as it is (a server behind a path prefix).
 *
 * @example
 * ```ts
 * const { send } = adminSender('http://127.0.0.1:4010', { session: 'agent' });
 * await send(museumControls.clock.advance, { days: 1 }); // { now: '…' }
 * ```
 */
export function adminSender(url: string | URL, options: AdminSenderOptions = {}): AdminSender {
  const { token, session } = options;
  const adminUrl = adminRootOf(url);
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token !== undefined) headers.Authorization = `Bearer ${token}`;
  if (session !== undefined) headers[sessionHeader] = session;

  const send = async (control: ControlRoute, input: unknown, signal?: AbortSignal): Promise<unknown> => {
    const path = controlPath(control, input);
    const withBody = takesBody(control);
    const search = new URLSearchParams();
    if (!withBody && input !== undefined) {
      for (const [name, value] of Object.entries(input as Record<string, unknown>)) {
        if (value !== undefined && !control.path.includes(`{${name}}`)) search.set(name, String(value));
      }
    }
    const query = search.toString();
    const request: MuseumAdminRequestInfo = {
      method: control.method,
      url: `${adminUrl}${path}${query === '' ? '' : `?${query}`}`,
    };
    const body = withBody && input !== undefined ? JSON.stringify(input) : undefined;
    let response: Response;
    try {
      response = await doFetch(request.url, {
        method: control.method,
        headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
        ...(signal === undefined ? {} : { signal }),
      });
    } catch (error) {
      throw new MuseumAdminError(request, 0, undefined, { cause: error });
    }
    if (!response.ok) throw new MuseumAdminError(request, response.status, await problemOf(response));
    if (response.status === 204) return undefined;
    return response.json();
  };
  return { adminUrl, send };
}

function adminRootOf(url: string | URL): string {
  const parsed = new URL(url);
  const path = parsed.pathname.replace(/\/+$/, '');
  return path.endsWith(adminMount) ? `${parsed.origin}${path}` : `${parsed.origin}${adminMount}`;
}

/** The problem details of an error answer, or ones made up from the status when it sent none. */
async function problemOf(response: Response): Promise<ProblemDetails> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ProblemDetails>;
    if (typeof body.title === 'string' && typeof body.status === 'number') {
      return { type: 'about:blank', detail: '', ...body } as ProblemDetails;
    }
  } catch {
    // Not JSON: a proxy's page, or a server without the admin API. Described from the status below.
  }
  return {
    type: 'about:blank',
    title: response.statusText || `HTTP ${response.status}`,
    status: response.status,
    detail: text.slice(0, 200) || `The admin API answered ${response.status} with no problem details`,
  };
}
