import * as z from 'zod';
import { museumCalls } from '../engine/controls/museum-calls.ts';
import type { JournalEntry } from '../engine/journal/journal-types.ts';
import { routeRequest } from '../engine/routing/route-request.ts';
import type { AdminSender } from '../remote/admin-sender.ts';
import { type Explanation, explainJournalEntry } from './explain-journal-entry.ts';
import { nearestRoute } from './nearest-route.ts';

/**
 * The input of the `explain` tool: a journal entry by its `sequence` or `requestId`, or a
 * request by `method` and `path` (and `body`), the newest one in the journal that matches.
 *
 * @example
 * ```ts
 * ExplainInputSchema.parse({ method: 'POST', path: '/v1.1/tickets' });
 * ```
 */
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

/**
 * What the `explain` tool answers: an explanation of the journal entry found, or of how the mock
 * routes a request not in the journal (`inJournal: false`).
 *
 * @example
 * ```ts
 * const answer: ExplainAnswer = await explainRequest(admin, '/v1.1', { sequence: 3 });
 * ```
 */
export type ExplainAnswer =
  | (Explanation & { inJournal: true })
  | {
      inJournal: false;
      summary: string;
      operation?: string;
      nearest?: { path: string; methods: string[] };
      allowed?: string[];
    };

/**
 * Explains a journal entry or a request (see {@link ExplainInputSchema}) on the session the
 * admin API acts on; `basePath` is the API base URL's path (`/v1.1`). A request not in the
 * journal is explained by the routing alone: the operation it would reach, or why none.
 *
 * @example
 * ```ts
 * (await explainRequest(admin, '/v1.1', { path: '/tikets', method: 'POST' })).summary;
 * ```
 */
export async function explainRequest(
  admin: AdminSender,
  basePath: string,
  input: z.output<typeof ExplainInputSchema>,
): Promise<ExplainAnswer> {
  const entries = (await admin.send(museumCalls.journal.entries, {})) as JournalEntry[];
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
  const routed = routeRequest(method, path.slice(base.length), path);
  if (routed.kind === 'operation') {
    return {
      inJournal: false,
      operation: routed.operation,
      summary: `No ${method} ${path} in the journal yet; the mock routes it to ${routed.operation}. Send it, then explain it again.`,
    };
  }
  if (routed.kind === 'openapi') {
    return { inJournal: false, summary: `${path} is the API's OpenAPI document.` };
  }
  if (routed.error.status === 405) {
    const allowed = (routed.error.headers.Allow ?? '').split(/,\s*/);
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
