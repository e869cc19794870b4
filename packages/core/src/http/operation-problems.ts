import type { MuseumOperation } from './operation-table.ts';
import type { MuseumProblemName } from './problem-types.ts';

// What any operation may be refused with: a bad parameter or body, missing credentials, a method
// its path lacks.
const always = ['invalidRequest', 'unauthorized', 'methodNotAllowed'] as const;
// What an operation that takes a JSON body adds.
const body = ['payloadTooLarge', 'unsupportedMediaType'] as const;
// What a keyed operation (`museumOperations`) adds with its `Idempotency-Key`.
const key = ['idempotencyKeyInUse', 'idempotencyKeyReused'] as const;

/**
 * The problems each operation may be refused with, by name; each problem's `type` and status are
 * in `museumProblems`. Beside `museumOperations` rather than in it, so the default client, which
 * carries that table, does not carry these. Injected faults may answer any status besides.
 *
 * @example
 * ```ts
 * museumOperationProblems.getSpecialEvent.includes('notFound'); // true
 * ```
 */
// Pure, so a bundle that only reads the operations table leaves it out (the spreads would keep it).
export const museumOperationProblems = /* @__PURE__ */ (() =>
  ({
    buyMuseumTickets: [...always, 'notFound', ...body, ...key],
    getTicketCode: [...always, 'notFound'],
    createSpecialEvent: [...always, ...body, ...key],
    listSpecialEvents: always,
    getSpecialEvent: [...always, 'notFound'],
    updateSpecialEvent: [...always, 'notFound', ...body],
    deleteSpecialEvent: [...always, 'notFound'],
    getMuseumHours: always,
  }) as const)() satisfies Record<MuseumOperation, readonly MuseumProblemName[]>;
