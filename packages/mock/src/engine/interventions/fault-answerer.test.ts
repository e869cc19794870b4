// faultAnswerer's problem answers and refusals, and MockInterventions' draws and handles, beside
// mock-interventions.test.ts: the parts a user sees in an injected answer or a refused fault.
import { MuseumStore, seededRandom } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, type MuseumAnswer } from '../http/answer.ts';
import { fetchMockRequest } from '../http/mock-request.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { MockFault } from './mock-fault.ts';
import { faultAnswerer, type InterventionContext, MockInterventions } from './mock-interventions.ts';

const sleep = async () => {};

function contextFor(operation: MuseumOperation, path = '/v1.1/special-events'): InterventionContext {
  return {
    request: fetchMockRequest(new Request(`http://museum.test${path}`)),
    operation,
    params: {},
    store: new MuseumStore(),
    next: async () => jsonAnswer(200, 'mock'),
  };
}

async function injected(fault: MockFault, operation: MuseumOperation = 'listSpecialEvents') {
  const answer: MuseumAnswer = await faultAnswerer(fault, sleep)(contextFor(operation));
  if (answer.kind !== 'problem') throw new Error(`expected a problem, got ${answer.kind}`);
  return answer;
}

describe('faultAnswerer: the problem of a status fault', () => {
  it('takes the type, title, detail, errors and instance the fault gives', async () => {
    const errors = [{ path: 'body.email', message: 'bounced' }];
    const answer = await injected({
      status: 422,
      problem: {
        type: 'https://museum.test/p/x',
        title: 'Nope',
        detail: 'Because',
        instance: '/here',
        errors,
      },
    });
    expect(answer.problem).toEqual({
      type: 'https://museum.test/p/x',
      title: 'Nope',
      status: 422,
      detail: 'Because',
      instance: '/here',
      errors,
    });
  });

  it("keeps the defaults of what it does not give: about:blank's type and the status's title", async () => {
    const answer = await injected({ status: 503 });
    expect(answer.problem).toEqual({
      type: 'about:blank',
      title: 'Service Unavailable',
      status: 503,
      detail: 'Injected by the museum mock',
      instance: '/v1.1/special-events',
    });
  });

  it('sends an HTTP date as Retry-After as given, and a number as its digits', async () => {
    const date = 'Wed, 21 Oct 2026 07:28:00 GMT';
    expect((await injected({ status: 503, retryAfter: date })).headers).toEqual({ 'Retry-After': date });
    expect((await injected({ status: 503, retryAfter: 0 })).headers).toEqual({ 'Retry-After': '0' });
    expect((await injected({ status: 503 })).headers).toEqual({});
  });

  it("lets a Retry-After option win over one among the fault's headers", async () => {
    const answer = await injected({
      status: 503,
      retryAfter: 9,
      headers: { 'Retry-After': '1', 'X-A': 'b' },
    });
    expect(answer.headers).toEqual({ 'Retry-After': '9', 'X-A': 'b' });
  });

  it("adds WWW-Authenticate to a 401 unless the fault's headers have it in any case", async () => {
    expect((await injected({ status: 401 })).headers).toEqual({
      'WWW-Authenticate': expect.stringMatching(/^Basic realm=/),
    });
    expect((await injected({ status: 401, headers: { 'WWW-authenticate': 'Bearer' } })).headers).toEqual({
      'WWW-authenticate': 'Bearer',
    });
    expect((await injected({ status: 401, headers: { 'X-Other': '1' } })).headers).toMatchObject({
      'WWW-Authenticate': expect.stringMatching(/^Basic /),
      'X-Other': '1',
    });
  });

  it("adds Allow with the methods of the operation's path to a 405, unless given in any case", async () => {
    expect((await injected({ status: 405 }, 'buyMuseumTickets')).headers).toEqual({ Allow: 'POST' });
    expect((await injected({ status: 405 }, 'listSpecialEvents')).headers).toEqual({
      Allow: 'GET, HEAD, POST',
    });
    expect((await injected({ status: 405, headers: { ALLOW: 'GET' } })).headers).toEqual({ ALLOW: 'GET' });
    expect((await injected({ status: 405, headers: { 'X-Other': '1' } })).headers).toMatchObject({
      Allow: 'GET, HEAD, POST',
    });
  });

  it('adds neither header to any other status', async () => {
    for (const status of [400, 403, 404, 406, 500]) {
      expect((await injected({ status })).headers).toEqual({});
    }
  });
});

describe('faultAnswerer: refusals', () => {
  it('names every bad field with its message, and the fault itself for a missing kind', () => {
    expect(() => faultAnswerer({ status: 200 } as MockFault, sleep)).toThrow(
      new TypeError(
        'museum mock: a fault is { status: 400..599 }, { networkError: true }, { answerLost: true } or { delay: ms } ' +
          '(status: Too small: expected number to be >=400)',
      ),
    );
    expect(() => faultAnswerer({} as MockFault, sleep)).toThrow(
      /\(fault: Give one of status, networkError, answerLost or delay\)$/,
    );
    expect(() =>
      faultAnswerer({ status: 503, problem: { errors: [{ path: 1 }] } } as unknown as MockFault, sleep),
    ).toThrow(/\(problem\.errors\.0\.path: .+; problem\.errors\.0\.message: .+\)$/);
  });
});

describe('MockInterventions: handles and draws', () => {
  const answering = async () => jsonAnswer(200, 'x');
  const list = () => new MockInterventions((index) => seededRandom(`draw-${index}`));

  it('stops one through its handle, leaving the others', () => {
    const interventions = list();
    const older = interventions.add('getMuseumHours', 'fault', answering);
    const newer = interventions.add('getMuseumHours', 'override', answering);
    newer.remove();
    expect(newer.remaining).toBe(0);
    expect(interventions.take('getMuseumHours')?.id).toBe(older.id);
    expect(older.remaining).toBe(Number.POSITIVE_INFINITY);
  });

  it('numbers faults and overrides apart', () => {
    const interventions = list();
    const ids = [
      interventions.add('*', 'fault', answering).id,
      interventions.add('*', 'override', answering).id,
      interventions.add('*', 'fault', answering).id,
    ];
    expect(ids).toEqual(['fault-1', 'override-1', 'fault-2']);
  });

  it('hits every request at a probability of 1, and accepts one just above 0', () => {
    const interventions = list();
    interventions.add('getMuseumHours', 'fault', answering, { probability: 1, times: 3 });
    expect([1, 2, 3].map(() => interventions.take('getMuseumHours') !== undefined)).toEqual([
      true,
      true,
      true,
    ]);
    expect(() =>
      interventions.add('getMuseumHours', 'fault', answering, { probability: 1e-9 }),
    ).not.toThrow();
    expect(() =>
      interventions.add('getMuseumHours', 'fault', answering, { probability: '0.5' as unknown as number }),
    ).toThrow(new TypeError('museum mock: `probability` must be a number above 0 and at most 1'));
  });

  it('says what a count must be, and accepts one', () => {
    const interventions = list();
    expect(() => interventions.add('getMuseumHours', 'fault', answering, { times: 0 })).toThrow(
      new TypeError("museum mock: `times` must be a whole number >= 1 or 'always'"),
    );
    expect(interventions.add('getMuseumHours', 'fault', answering, { times: 1 }).remaining).toBe(1);
    expect(() => interventions.add('nope' as MuseumOperation, 'fault', answering)).toThrow(
      new TypeError('museum mock: unknown operation "nope"; use a name of museumOperations or \'*\''),
    );
  });

  it('draws the same hits again after clear(), as a scenario that adds its faults anew repeats itself', () => {
    const interventions = list();
    const pattern = () => {
      interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
      return Array.from({ length: 40 }, () => interventions.take('getMuseumHours') !== undefined);
    };
    const first = pattern();
    expect(first).toContain(true);
    expect(first).toContain(false);
    interventions.clear();
    expect(pattern()).toEqual(first);
  });

  it('asks for the n-th sequence for the n-th drawing intervention, from 0 again after clear()', () => {
    const asked: number[] = [];
    const interventions = new MockInterventions((index) => {
      asked.push(index);
      return seededRandom(`asked-${index}`);
    });
    interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    // One that hits every request draws nothing, so it takes no sequence.
    interventions.add('getMuseumHours', 'fault', answering, { probability: 1 });
    interventions.add('listSpecialEvents', 'fault', answering, { probability: 0.1 });
    interventions.add('*', 'override', answering, { probability: 0.9 });
    interventions.clear();
    interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    expect(asked).toEqual([0, 1, 2, 0]);
  });

  it('hits a request when its draw falls below the probability, not on it', () => {
    const half = 0x8000_0000;
    const interventions = new MockInterventions(() => ({ next: () => half, state: () => undefined }));
    interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    expect(interventions.take('getMuseumHours')).toBeUndefined();
    interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5000001 });
    expect(interventions.take('getMuseumHours')).toBeDefined();
  });

  it('gives each drawing intervention its own sequence', () => {
    const interventions = list();
    interventions.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    interventions.add('listSpecialEvents', 'fault', answering, { probability: 0.5 });
    const hours = Array.from({ length: 40 }, () => interventions.take('getMuseumHours') !== undefined);
    const events = Array.from({ length: 40 }, () => interventions.take('listSpecialEvents') !== undefined);
    expect(events).not.toEqual(hours);
  });

  it('draws for a request only when the intervention is next in line', () => {
    const alone = list();
    alone.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    const expected = Array.from({ length: 30 }, () => alone.take('getMuseumHours') !== undefined);
    const shared = list();
    shared.add('getMuseumHours', 'fault', answering, { probability: 0.5 });
    // A newer intervention for another operation, asked first for its own requests only.
    shared.add('listSpecialEvents', 'override', answering);
    const seen = Array.from({ length: 30 }, () => {
      shared.take('listSpecialEvents');
      return shared.take('getMuseumHours') !== undefined;
    });
    expect(seen).toEqual(expected);
  });

  it('leaves no used-up intervention behind to be removed by id', () => {
    const interventions = list();
    const once = interventions.add('getMuseumHours', 'fault', answering, { times: 1 });
    interventions.take('getMuseumHours');
    expect(interventions.remove(once.id)).toBe(false);
  });

  it('clears every intervention, each handle then showing none left', () => {
    const interventions = list();
    const first = interventions.add('getMuseumHours', 'fault', answering);
    const second = interventions.add('*', 'override', answering, { times: 4 });
    interventions.clear();
    expect([first.remaining, second.remaining]).toEqual([0, 0]);
    expect(interventions.take('getMuseumHours')).toBeUndefined();
  });
});
