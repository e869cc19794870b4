import { utf8Decoder } from '../platform/text-codecs.ts';

/**
 * A user name and password from an HTTP Basic `Authorization` header.
 *
 * @example
 * ```ts
 * const credentials: BasicCredentials = { username: 'ada', password: 's3cret' };
 * ```
 */
export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * Decides whether credentials are accepted; may look at the request (e.g. its path).
 *
 * @example
 * ```ts
 * const verify: AuthVerifier = ({ username }) => username.endsWith('@museum.test');
 * ```
 */
export type AuthVerifier = (credentials: BasicCredentials, request: Request) => boolean | Promise<boolean>;

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Reads `Authorization: Basic …` (RFC 7617, strict base64, UTF-8); `undefined` when missing or malformed. */
export function parseBasicAuth(header: string | null): BasicCredentials | undefined {
  if (header === null) return undefined;
  // Clients send the same header on every request; parsing it (regex, base64, strict UTF-8)
  // once and handing out copies keeps it off the per-request path.
  if (header !== lastHeader) {
    lastCredentials = parseHeader(header);
    lastHeader = header;
  }
  return lastCredentials === undefined ? undefined : { ...lastCredentials };
}

let lastHeader: string | undefined;
let lastCredentials: BasicCredentials | undefined;

function parseHeader(header: string): BasicCredentials | undefined {
  const match = /^\s*basic\s+(\S*)\s*$/i.exec(header);
  const token = match?.[1];
  if (token === undefined || token.length % 4 !== 0 || !base64.test(token)) return undefined;
  // The token is well-formed base64 (tested above), so atob cannot refuse it: only bytes that
  // are not UTF-8 are the caller's fault. A platform without atob is the mock's own failure,
  // never a 401 the server would give.
  const binary = atob(token);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  let text: string;
  try {
    text = utf8Decoder({ fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  const colon = text.indexOf(':');
  if (colon === -1) return undefined;
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}

/**
 * Which credentials the mock accepts: `'any'` well-formed Basic credentials (empty user and
 * password included), exactly one user name and password, a verifier function, or `false`
 * for no authentication at all.
 *
 * @example
 * ```ts
 * const auth: MockAuth = { username: 'curator', password: 'dino' };
 * ```
 */
export type MockAuth = 'any' | false | BasicCredentials | AuthVerifier;
