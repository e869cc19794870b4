import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { mockFaultSchema } from './mock-fault.ts';

/** The messages of a refused fault, `path: message`, or `[]` when it is accepted. */
function refusals(fault: unknown): string[] {
  const checked = mockFaultSchema().safeParse(fault);
  return checked.success
    ? []
    : checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

const long = (length: number) => 'x'.repeat(length);

describe('mockFaultSchema', () => {
  it('takes an error status from 400 to 599, whole', () => {
    for (const status of [400, 503, 599]) expect(refusals({ status })).toEqual([]);
    for (const status of [399, 600, 200, 503.5]) expect(refusals({ status })).not.toEqual([]);
  });

  it('takes problem fields up to their lengths, and no field a problem does not have', () => {
    const problem = {
      type: long(1000),
      title: long(1000),
      detail: long(10_000),
      instance: long(1000),
      errors: Array.from({ length: 100 }, () => ({ path: long(1000), message: long(1000) })),
    };
    expect(refusals({ status: 500, problem })).toEqual([]);
    expect(refusals({ status: 500, problem: {} })).toEqual([]);
    for (const [field, value] of [
      ['type', long(1001)],
      ['title', long(1001)],
      ['detail', long(10_001)],
      ['instance', long(1001)],
      ['errors', Array.from({ length: 101 }, () => ({ path: 'a', message: 'b' }))],
      ['errors', [{ path: long(1001), message: 'b' }]],
      ['errors', [{ path: 'a', message: long(1001) }]],
      ['errors', [{ path: 'a', message: 'b', extra: 1 }]],
      ['status', 500],
    ] as const) {
      expect(refusals({ status: 500, problem: { [field]: value } })[0]).toMatch(/^problem/);
    }
  });

  it('takes Retry-After as seconds from 0 or as text of 1 to 100 characters', () => {
    for (const retryAfter of [0, 30, 'Wed, 21 Oct 2026 07:28:00 GMT', long(100)]) {
      expect(refusals({ status: 503, retryAfter })).toEqual([]);
    }
    for (const retryAfter of [-1, 1.5, '', long(101)]) {
      expect(refusals({ status: 503, retryAfter })[0]).toMatch(/^retryAfter/);
    }
  });

  it('takes headers with names of 1 to 100 characters and values up to 1,000', () => {
    expect(refusals({ status: 503, headers: { [long(100)]: long(1000) } })).toEqual([]);
    for (const headers of [{ '': 'x' }, { [long(101)]: 'x' }, { 'X-A': long(1001) }]) {
      expect(refusals({ status: 503, headers })[0]).toMatch(/^headers/);
    }
    for (const name of ['Content-Length', 'transfer-encoding']) {
      expect(refusals({ status: 503, headers: { [name]: '3' } })).toEqual([
        'headers: Content-Length and Transfer-Encoding are stated by the mock, not by a fault',
      ]);
    }
  });

  it('takes a delay from 0 to five minutes', () => {
    for (const delay of [0, 1.5, 300_000]) expect(refusals({ delay })).toEqual([]);
    for (const delay of [-1, 300_001]) expect(refusals({ delay })[0]).toMatch(/^delay/);
  });

  it('takes networkError and answerLost only as true', () => {
    expect(refusals({ networkError: true })).toEqual([]);
    expect(refusals({ answerLost: true })).toEqual([]);
    expect(refusals({ networkError: false })[0]).toMatch(/^networkError/);
    expect(refusals({ answerLost: false })[0]).toMatch(/^answerLost/);
  });

  it('asks for one kind of failure when none is given', () => {
    expect(refusals({})).toEqual([': Give one of status, networkError, answerLost or delay']);
    expect(refusals({ retryAfter: 5 })).toContain(': Give one of status, networkError, answerLost or delay');
  });

  it('names every kind after the first as one too many', () => {
    expect(refusals({ status: 503, networkError: true, delay: 5 })).toEqual([
      'networkError: Only one of status, networkError, answerLost or delay per fault; status is already given',
      'delay: Only one of status, networkError, answerLost or delay per fault; status is already given',
    ]);
    expect(refusals({ answerLost: true, delay: 5 })).toEqual([
      'delay: Only one of status, networkError, answerLost or delay per fault; answerLost is already given',
    ]);
  });

  it("names each of a status fault's fields given without a status", () => {
    expect(refusals({ delay: 5, problem: { title: 'x' }, retryAfter: 1, headers: { a: 'b' } })).toEqual([
      'problem: problem needs a status',
      'retryAfter: retryAfter needs a status',
      'headers: headers needs a status',
    ]);
  });

  it('refuses a field no fault has', () => {
    expect(refusals({ status: 503, latency: 5 })).not.toEqual([]);
  });

  it('describes every field, for the documents and tools built from it', () => {
    const schema = z.toJSONSchema(mockFaultSchema(), { io: 'input' }) as {
      properties: Record<string, { description?: string }>;
    };
    const fields = Object.keys(schema.properties);
    expect(fields.sort()).toEqual(
      ['answerLost', 'delay', 'headers', 'networkError', 'problem', 'retryAfter', 'status'].sort(),
    );
    for (const field of fields) expect(schema.properties[field]?.description, field).toMatch(/\w{3}/);
    expect(schema.properties.delay?.description).toContain('300000');
  });
});
