import { MuseumStore, seededRandom } from '@museum-api/core';
import { describe, expect, it, vi } from 'vitest';
import { jsonAnswer, type MuseumAnswer, networkErrorAnswer } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import {
  faultAnswerer,
  type InterventionAnswerer,
  type InterventionContext,
  MockInterventions,
  overrideAnswerer,
} from './mock-interventions.ts';

const interventions = () => new MockInterventions((index) => seededRandom(`draw-${index}`));
const answering =
  (label: string): InterventionAnswerer =>
  async () =>
    jsonAnswer(200, label);

function contextFor(operation: MuseumOperation, next: () => Promise<MuseumAnswer>): InterventionContext {
  return {
    request: fetchMockRequest(new Request('http://museum.test/v1.1/special-events', { method: 'GET' })),
    operation,
    params: {},
    store: new MuseumStore(),
    next,
  };
}

async function labelOf(found: ReturnType<MockInterventions['take']>): Promise<unknown> {
  if (found === undefined) return undefined;
  const answer = await found.answer(contextFor('listSpecialEvents', async () => jsonAnswer(200, 'mock')));
  return answer.kind === 'json' ? answer.value : answer.kind;
}

describe('MockInterventions', () => {
  it('answers with the newest intervention for the operation, then the older one once it is used up', async () => {
    const list = interventions();
    list.add('listSpecialEvents', 'fault', answering('older'), { times: 1 });
    list.add('listSpecialEvents', 'override', answering('newer'), { times: 1 });
    expect(await labelOf(list.take('listSpecialEvents'))).toBe('newer');
    expect(await labelOf(list.take('listSpecialEvents'))).toBe('older');
    expect(list.take('listSpecialEvents')).toBeUndefined();
  });

  it('applies one for its operation only, and one for "*" to every operation', async () => {
    const list = interventions();
    list.add('getMuseumHours', 'fault', answering('hours'), { times: 'always' });
    expect(list.take('listSpecialEvents')).toBeUndefined();
    list.add('*', 'fault', answering('all'), { times: 1 });
    expect(await labelOf(list.take('listSpecialEvents'))).toBe('all');
    expect(await labelOf(list.take('getMuseumHours'))).toBe('hours');
  });

  it('keeps one without a count until removed, as msw and WireMock keep a stub', () => {
    const list = interventions();
    const stays = list.add('getMuseumHours', 'fault', answering('x'));
    expect(stays.remaining).toBe(Number.POSITIVE_INFINITY);
    for (let index = 0; index < 5; index += 1) expect(list.take('getMuseumHours')).toBeDefined();
    stays.remove();
    expect(list.take('getMuseumHours')).toBeUndefined();
  });

  it('counts down `times`, keeps an "always" one until removed, and reports what is left', () => {
    const list = interventions();
    const twice = list.add('getMuseumHours', 'fault', answering('x'), { times: 2 });
    expect(twice.remaining).toBe(2);
    list.take('getMuseumHours');
    expect(twice.remaining).toBe(1);
    list.take('getMuseumHours');
    expect(twice.remaining).toBe(0);
    const always = list.add('getMuseumHours', 'fault', answering('y'), { times: 'always' });
    for (let index = 0; index < 50; index += 1) expect(list.take('getMuseumHours')).toBeDefined();
    expect(always.remaining).toBe(Number.POSITIVE_INFINITY);
    always.remove();
    expect(always.remaining).toBe(0);
    expect(list.take('getMuseumHours')).toBeUndefined();
  });

  it('removes by id, and never hands out an id twice, even after clear()', () => {
    const list = interventions();
    const first = list.add('getMuseumHours', 'fault', answering('x'));
    const override = list.add('getMuseumHours', 'override', answering('y'));
    expect([first.id, override.id]).toEqual(['fault-1', 'override-1']);
    expect(list.remove('fault-1')).toBe(true);
    expect(list.remove('fault-1')).toBe(false);
    expect(list.remove('fault-99')).toBe(false);
    list.clear();
    expect(override.remaining).toBe(0);
    expect(list.take('getMuseumHours')).toBeUndefined();
    expect(list.add('getMuseumHours', 'fault', answering('z')).id).toBe('fault-2');
  });

  it('refuses an unknown operation, a count that is not a whole number >= 1, and a probability outside (0, 1]', () => {
    const list = interventions();
    expect(() => list.add('listEvents' as MuseumOperation, 'fault', answering('x'))).toThrow(
      /unknown operation "listEvents"/,
    );
    for (const times of [0, -1, 1.5, Number.NaN]) {
      expect(() => list.add('getMuseumHours', 'fault', answering('x'), { times })).toThrow(/`times`/);
    }
    for (const probability of [0, -0.5, 1.01, Number.NaN]) {
      expect(() => list.add('getMuseumHours', 'fault', answering('x'), { probability })).toThrow(
        /`probability`/,
      );
    }
  });

  it('with a probability, hits a share of requests, the same ones for the same seed, counting only hits', () => {
    const hitsOf = () => {
      const list = interventions();
      const handle = list.add('getMuseumHours', 'fault', answering('x'), { times: 1000, probability: 0.25 });
      const pattern = Array.from({ length: 400 }, () => list.take('getMuseumHours') !== undefined);
      return { pattern, remaining: handle.remaining };
    };
    const first = hitsOf();
    const hits = first.pattern.filter(Boolean).length;
    expect(hits).toBeGreaterThan(60);
    expect(hits).toBeLessThan(140);
    expect(first.remaining).toBe(1000 - hits);
    expect(hitsOf().pattern).toEqual(first.pattern);
  });
});

describe('overrideAnswerer', () => {
  it("lets the mock answer when the resolver returns undefined, working out the mock's answer once", async () => {
    const next = vi.fn(async () => jsonAnswer(201, 'bought'));
    const answerer = overrideAnswerer(async ({ next: peek }) => {
      await peek();
      return undefined;
    });
    const answer = await answerer(contextFor('buyMuseumTickets', next));
    expect(answer).toMatchObject({ kind: 'json', status: 201, value: 'bought' });
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('answers with the Response the resolver returns, and hands it the request as a Fetch Request', async () => {
    let seen: Request | undefined;
    const answerer = overrideAnswerer(({ request }) => {
      seen = request;
      return Response.json([], { status: 200 });
    });
    const answer = await answerer(contextFor('listSpecialEvents', async () => jsonAnswer(200, 'mock')));
    expect(answer.kind).toBe('response');
    expect(seen?.url).toBe('http://museum.test/v1.1/special-events');
  });
});

describe('faultAnswerer', () => {
  const mockAnswer = vi.fn(async () => jsonAnswer(200, 'mock'));
  const sleep = vi.fn(async () => {});

  it('answers a status as a problem with the default detail, Retry-After and given headers', async () => {
    const answer = await faultAnswerer(
      { status: 503, retryAfter: 7, headers: { 'X-Why': 'drill' } },
      sleep,
    )(contextFor('listSpecialEvents', mockAnswer));
    expect(answer).toMatchObject({
      kind: 'problem',
      status: 503,
      headers: { 'Retry-After': '7', 'X-Why': 'drill' },
      problem: { status: 503, detail: 'Injected by the museum mock', instance: '/v1.1/special-events' },
    });
  });

  it('adds the headers the description requires with 401 and 405, unless the fault gives its own', async () => {
    const unauthorized = await faultAnswerer(
      { status: 401 },
      sleep,
    )(contextFor('getMuseumHours', mockAnswer));
    expect(unauthorized).toMatchObject({ headers: { 'WWW-Authenticate': expect.stringMatching(/^Basic /) } });
    const wrongMethod = await faultAnswerer(
      { status: 405 },
      sleep,
    )(contextFor('getSpecialEvent', mockAnswer));
    expect(wrongMethod).toMatchObject({ headers: { Allow: 'GET, HEAD, PATCH, DELETE' } });
    const given = await faultAnswerer(
      { status: 405, headers: { allow: 'GET' } },
      sleep,
    )(contextFor('getSpecialEvent', mockAnswer));
    expect(given).toMatchObject({ headers: { allow: 'GET' } });
    expect(Object.keys((given as { headers: object }).headers)).not.toContain('Allow');
  });

  it('fails the connection before the operation runs for networkError, after it runs for answerLost', async () => {
    const next = vi.fn(async () => jsonAnswer(201, 'bought'));
    expect(await faultAnswerer({ networkError: true }, sleep)(contextFor('buyMuseumTickets', next))).toBe(
      networkErrorAnswer,
    );
    expect(next).not.toHaveBeenCalled();
    expect(await faultAnswerer({ answerLost: true }, sleep)(contextFor('buyMuseumTickets', next))).toBe(
      networkErrorAnswer,
    );
    expect(next).toHaveBeenCalledTimes(1);
  });

  it("waits out a delay, then gives the mock's own answer", async () => {
    const order: string[] = [];
    const answer = await faultAnswerer({ delay: 250 }, async (ms) => {
      order.push(`sleep ${ms}`);
    })(
      contextFor('getMuseumHours', async () => {
        order.push('mock');
        return jsonAnswer(200, 'hours');
      }),
    );
    expect(order).toEqual(['sleep 250', 'mock']);
    expect(answer).toMatchObject({ kind: 'json', value: 'hours' });
  });

  it('refuses a fault of no known shape, naming the field', () => {
    expect(() => faultAnswerer({ status: 200 } as never, sleep)).toThrow(/status/);
    expect(() => faultAnswerer({ status: 503, delay: 10 } as never, sleep)).toThrow(/a fault is/);
    expect(() => faultAnswerer({} as never, sleep)).toThrow(/a fault is/);
  });
});
