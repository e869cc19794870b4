import { idempotentReplayedHeader } from '@museum-api/core/http';
import type { MuseumAnswer } from '../http/answer.ts';
import { ProblemError } from '../http/problem-error.ts';
import type { KeptAnswer, KeptIdempotencyKey } from '../idempotency/idempotency-keys.ts';
import { sha256Hex } from '../idempotency/sha256-hex.ts';
import type { OperationContext } from '../operations/operation-handlers.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { StoreChange } from '../operations/store-change.ts';
import { utf8Decoder } from '../platform/text-codecs.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';

/**
 * Runs an operation under a held idempotency key: the same key and request replays its kept answer
 * (`Idempotent-Replayed: true`), another request is a 422; else a change is committed with its answer
 * and kept. A refusal is not kept. @throws {ProblemError} 422 key reused, 413 body too large.
 */
export async function answerKeyed(
  runtime: MockRuntime,
  key: string,
  operation: MuseumOperation,
  context: OperationContext,
  handler: (context: OperationContext) => Promise<MuseumAnswer>,
): Promise<MuseumAnswer> {
  const { request } = context;
  const bytes = request.hasBody ? await request.readBody(context.maxBodyBytes) : new Uint8Array(0);
  const bodySha256 = sha256Hex(bytes);
  const kept = runtime.idempotency.find(key);
  if (kept !== undefined) {
    if (kept.operation !== operation) {
      throw ProblemError.idempotencyKeyReused(
        `This Idempotency-Key was first used for ${kept.operation}, not ${operation}; use a new key for a new request`,
      );
    }
    if (kept.bodySha256 !== bodySha256) {
      throw ProblemError.idempotencyKeyReused(
        'This Idempotency-Key was first used with a different request body; use a new key for a new request',
      );
    }
    context.notes.replayed = true;
    context.notes.requestBody = parsedOrUndefined(bytes);
    return replay(kept.answer);
  }
  let change: StoreChange | undefined;
  const answer = await handler({
    ...context,
    // The body already read, for the operation to read again.
    request: { ...request, readBody: async () => bytes },
    changed: (what) => {
      change = what;
    },
  });
  if (change === undefined) return answer;
  const keptAnswer = keepable(answer);
  if (keptAnswer === undefined) {
    await runtime.changed(change);
    return answer;
  }
  const record: KeptIdempotencyKey = {
    key,
    operation,
    bodySha256,
    keptAt: runtime.mock.clock.now().getTime(),
    answer: keptAnswer,
  };
  // Rejects when the change could not be saved: then neither it nor the key is acknowledged.
  await runtime.changed(change, record);
  runtime.idempotency.keep(record);
  return answer;
}

function keepable(answer: MuseumAnswer): KeptAnswer | undefined {
  switch (answer.kind) {
    case 'json':
      return { kind: 'json', status: answer.status, headers: answer.headers, text: answer.text };
    case 'problem':
      return { kind: 'problem', status: answer.status, headers: answer.headers, problem: answer.problem };
    case 'empty':
      return { kind: 'empty', status: answer.status, headers: answer.headers };
    // Stryker disable next-line ConditionalExpression: without this case the switch ends and returns undefined all the same.
    default:
      return undefined;
  }
}

function replay(kept: KeptAnswer): MuseumAnswer {
  const headers = { ...kept.headers, [idempotentReplayedHeader]: 'true' };
  switch (kept.kind) {
    case 'json':
      return { kind: 'json', status: kept.status, headers, value: JSON.parse(kept.text), text: kept.text };
    case 'problem':
      return { kind: 'problem', status: kept.status, headers, problem: kept.problem };
    case 'empty':
      return { kind: 'empty', status: kept.status, headers };
  }
}

// The body of a replay is the first request's, which was valid JSON: parsed for the journal only.
function parsedOrUndefined(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(utf8Decoder().decode(bytes));
  } catch {
    // Mutation testing: not reached (a kept key's body parsed once already); emptied, it would
    // return undefined all the same (TESTING.md).
    return undefined;
  }
}
