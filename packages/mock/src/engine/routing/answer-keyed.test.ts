// answerKeyed on its own, with operations written for the test: what is kept for a key, what a
// repeat gets back, and when a change is acknowledged. The API's two keyed operations always
// answer JSON; the kinds of answer below are what a kept key can hold (a state file keeps them).
import { describe, expect, it } from 'vitest';
import { now } from '../../../test/fixtures.ts';
import { answerStatus, emptyAnswer, jsonAnswer, type MuseumAnswer, problemAnswer } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import { ProblemError } from '../http/problem-error.ts';
import type { OperationContext } from '../operations/operation-handlers.ts';
import { createMockRuntime } from '../runtime/create-mock-runtime.ts';
import type { MockRuntime } from '../runtime/mock-runtime.ts';
import { answerKeyed } from './answer-keyed.ts';

const url = 'https://api.museum.test/v1.1/special-events';

function contextOf(runtime: MockRuntime, body?: string): OperationContext {
  const request = fetchMockRequest(
    new Request(url, body === undefined ? { method: 'GET' } : { method: 'POST', body }),
  );
  return {
    request,
    params: {},
    store: runtime.store,
    apiVersion: '1.1',
    maxBodyBytes: 1024,
    changed: () => {
      throw new Error('answerKeyed passes its own changed()');
    },
    notes: {},
  };
}

/** An operation that changes the store (as far as answerKeyed knows) and answers `answer`. */
function changing(answer: MuseumAnswer) {
  let runs = 0;
  const handler = async (context: OperationContext) => {
    runs++;
    context.changed({ kind: 'event-deleted', eventId: 'e' });
    return answer;
  };
  return { handler, runs: () => runs };
}

describe('answerKeyed', () => {
  it.each([
    ['JSON', jsonAnswer(201, { made: 1 }, { Location: `${url}/1` })],
    ['empty', emptyAnswer(204, { ETag: '"v1"' })],
    ['problem', problemAnswer(ProblemError.notFound('gone'), '/v1.1/special-events')],
  ])(
    'replays a kept %s answer with its status and headers, marked Idempotent-Replayed',
    async (_kind, first) => {
      const runtime = createMockRuntime({ clock: now, seed: 'empty' });
      const operation = changing(first);
      const answer = await answerKeyed(
        runtime,
        'k',
        'createSpecialEvent',
        contextOf(runtime, '{}'),
        operation.handler,
      );
      const repeat = await answerKeyed(
        runtime,
        'k',
        'createSpecialEvent',
        contextOf(runtime, '{}'),
        operation.handler,
      );

      expect(answer).toBe(first);
      expect(operation.runs()).toBe(1);
      expect(repeat.kind).toBe(first.kind);
      expect(answerStatus(repeat)).toBe(answerStatus(first));
      expect(repeat.kind !== 'network-error' && repeat.kind !== 'response' && repeat.headers).toEqual({
        ...(first.kind !== 'network-error' && first.kind !== 'response' ? first.headers : {}),
        'Idempotent-Replayed': 'true',
      });
      if (first.kind === 'json' && repeat.kind === 'json') {
        expect(repeat.value).toEqual({ made: 1 });
        expect(repeat.text).toBe(first.text);
      }
      if (first.kind === 'problem' && repeat.kind === 'problem')
        expect(repeat.problem).toEqual(first.problem);
    },
  );

  it('keeps nothing for an answer that changed nothing: the repeat runs again', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    let runs = 0;
    const reading = async () => {
      runs++;
      return jsonAnswer(200, { runs });
    };
    await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{}'), reading);
    const repeat = await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{}'), reading);
    expect(runs).toBe(2);
    expect(repeat.kind === 'json' && repeat.headers).not.toHaveProperty('Idempotent-Replayed');
    expect(runtime.idempotency.list()).toEqual([]);
  });

  it('acknowledges the change of an answer it cannot keep (bytes), and keeps no key for it', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const commits: unknown[][] = [];
    runtime.onCommit((change, kept) => void commits.push([change, kept]));
    const bytes: MuseumAnswer = { kind: 'bytes', status: 200, headers: {}, bytes: new Uint8Array([1]) };
    const answer = await answerKeyed(
      runtime,
      'k',
      'createSpecialEvent',
      contextOf(runtime, '{}'),
      changing(bytes).handler,
    );
    expect(answer).toBe(bytes);
    expect(commits).toEqual([[{ kind: 'event-deleted', eventId: 'e' }, undefined]]);
    expect(runtime.idempotency.list()).toEqual([]);
  });

  it('commits the change together with the key it was made under, with the time of the mock’s clock', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const commits: unknown[][] = [];
    runtime.onCommit((change, kept) => void commits.push([change, kept]));
    await answerKeyed(
      runtime,
      'k',
      'createSpecialEvent',
      contextOf(runtime, '{"a":1}'),
      changing(jsonAnswer(201, {})).handler,
    );
    const [kept] = runtime.idempotency.list();
    expect(kept).toMatchObject({ key: 'k', operation: 'createSpecialEvent', keptAt: Date.parse(now) });
    // The lower-case hex SHA-256 of the body bytes as sent.
    expect(kept?.bodySha256).toBe('015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862');
    expect(commits).toEqual([[{ kind: 'event-deleted', eventId: 'e' }, kept]]);
  });

  it('hashes a request without a body as empty bytes, and tells it from one with a body', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const operation = changing(jsonAnswer(201, {}));
    await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime), operation.handler);
    expect(runtime.idempotency.list()[0]?.bodySha256).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    await expect(
      answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{}'), operation.handler),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('lets the operation read the body it already read for the hash', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    let read = '';
    await answerKeyed(
      runtime,
      'k',
      'createSpecialEvent',
      contextOf(runtime, '{"name":"x"}'),
      async (context) => {
        read = new TextDecoder().decode(await context.request.readBody(1024));
        return jsonAnswer(200, {});
      },
    );
    expect(read).toBe('{"name":"x"}');
  });

  it('hands the operation the caller’s request as a Fetch Request, headers and all', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const context = contextOf(runtime, '{}');
    let seen: Request | undefined;
    await answerKeyed(runtime, 'k', 'createSpecialEvent', context, async (operationContext) => {
      seen = operationContext.request.toRequest();
      return jsonAnswer(200, {});
    });
    expect(seen).toBe(context.request.toRequest());
  });

  it('notes the replay and the first request’s body for the journal', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const operation = changing(jsonAnswer(201, {}));
    await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{"a":1}'), operation.handler);
    const context = contextOf(runtime, '{"a":1}');
    await answerKeyed(runtime, 'k', 'createSpecialEvent', context, operation.handler);
    expect(context.notes).toEqual({ replayed: true, requestBody: { a: 1 } });
  });

  it('names both operations when a key is reused for another one', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const operation = changing(jsonAnswer(201, {}));
    await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{}'), operation.handler);
    await expect(
      answerKeyed(runtime, 'k', 'buyMuseumTickets', contextOf(runtime, '{}'), operation.handler),
    ).rejects.toMatchObject({
      status: 422,
      message: expect.stringMatching(/createSpecialEvent, not buyMuseumTickets/),
    });
  });

  it('says a reused key was first used with another body when only the body differs', async () => {
    const runtime = createMockRuntime({ clock: now, seed: 'empty' });
    const operation = changing(jsonAnswer(201, {}));
    await answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{"a":1}'), operation.handler);
    await expect(
      answerKeyed(runtime, 'k', 'createSpecialEvent', contextOf(runtime, '{"a":2}'), operation.handler),
    ).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/different request body/) });
  });
});
