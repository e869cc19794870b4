import {
  type AdminSender,
  createMuseumResponder,
  type JournalEntry,
  type MuseumResponder,
  museumControls,
} from '@museum-api/mock';
import * as z from 'zod';
import { allowedMethods, type Explanation, explainJournalEntry } from './explain-journal-entry.ts';
import { nearestRoute } from './nearest-route.ts';

/** The input of `explain`: a journal entry (`sequence`, `requestId`) or a request (the newest match). */
export const ExplainInputSchema = z
  .strictObject({
    sequence: z.int().min(1).optional().meta({ description: "A journal entry's `sequence`." }),
    requestId: z
      .string()
      .min(1)
      .optional()
      .meta({ description: "A journal entry's `requestId` (the answer's X-Request-Id)." }),
    method: z
      .string()
      .min(1)
      .optional()
      .meta({ description: 'The request method, with `path`. Default GET.' }),
    path: z.string().regex(/^\//, 'Must start with /').optional().meta({
      description: 'The request path, with or without the base path (`/tickets` or `/v1.1/tickets`).',
    }),
    body: z
      .unknown()
      .optional()
      .meta({ description: 'The JSON body, to tell apart requests to the same path.' }),
  })
  .refine((input) => [input.sequence, input.requestId, input.path].some((value) => value !== undefined), {
    message: 'Give sequence, requestId, or path (with method)',
    path: ['path'],
  });

/** What `explain` answers: the journal entry explained, or how the mock routes a request not in it. */
export type ExplainAnswer =
  | (Explanation & { inJournal: true })
  | {
      inJournal: false;
      summary: string;
      operation?: string;
      nearest?: { path: string; methods: string[] };
      allowed?: string[];
    };

/** Explains a journal entry or a request on the admin API's session; `basePath` is the API's (`/v1.1`). */
export async function explainRequest(
  admin: AdminSender,
  basePath: string,
  input: z.output<typeof ExplainInputSchema>,
): Promise<ExplainAnswer> {
  const entries = (await admin.send(museumControls.journal.entries, {})) as JournalEntry[];
  const base = basePath.replace(/\/+$/, '');
  const path =
    input.path === undefined || input.path.startsWith(`${base}/`) ? input.path : `${base}${input.path}`;
  const method = (input.method ?? 'GET').toUpperCase();
  const found = entries.findLast((entry) => {
    if (input.sequence !== undefined) return entry.sequence === input.sequence;
    if (input.requestId !== undefined) return entry.requestId === input.requestId;
    return (
      entry.method === method &&
      new URL(entry.url).pathname === path &&
      (input.body === undefined || JSON.stringify(entry.requestBody) === JSON.stringify(input.body))
    );
  });
  if (found !== undefined) return { ...explainJournalEntry(found), inJournal: true };
  if (path === undefined) {
    const which =
      input.sequence === undefined ? `requestId ${input.requestId}` : `sequence ${input.sequence}`;
    return {
      inJournal: false,
      summary: `No journal entry with ${which} in this session (cleared, reset, or past the journal's limit).`,
    };
  }
  let routed: JournalEntry | 'openapi';
  try {
    routed = await routedEntry(method, path.slice(base.length));
  } catch {
    // A method Fetch refuses to send (CONNECT, TRACE): no client of the API sends it either.
    return { inJournal: false, summary: `${method} is not a method an HTTP client can send to the API.` };
  }
  if (routed === 'openapi') {
    return { inJournal: false, summary: `${path} is the API's OpenAPI document.` };
  }
  if (routed.operation !== 'unknown') {
    return {
      inJournal: false,
      operation: routed.operation,
      summary: `No ${method} ${path} in the journal yet; the mock routes it to ${routed.operation}. Send it, then explain it again.`,
    };
  }
  if (routed.status === 405) {
    const allowed = allowedMethods(routed);
    return {
      inJournal: false,
      allowed,
      summary: `${path} exists but not for ${method}; it takes ${allowed.join(', ')}.`,
    };
  }
  const nearest = nearestRoute(path.slice(base.length));
  return {
    inJournal: false,
    nearest: { path: nearest.path, methods: nearest.methods },
    summary: `No operation has the path ${path}: the mock answers it 404. The nearest one is ${nearest.methods.join('/')} ${base}${nearest.path}.`,
  };
}

// Any base works: only the path under it is routed, and this mock's state is never read.
const routingBase = 'http://routing.invalid/v1.1';
let router: MuseumResponder | undefined;

/**
 * How the mock's own router (not a copy) routes a request: sent without credentials to a mock in
 * this process, which journals it and refuses it before any operation runs; `'openapi'`, unjournaled.
 */
async function routedEntry(method: string, pathUnderBase: string): Promise<JournalEntry | 'openapi'> {
  router ??= createMuseumResponder({ baseUrl: routingBase });
  const before = router.mock.journal.last()?.sequence ?? 0;
  await router.respond(new Request(`${routingBase}${pathUnderBase}`, { method }));
  const entry = router.mock.journal.last();
  return entry !== undefined && entry.sequence > before ? entry : 'openapi';
}
