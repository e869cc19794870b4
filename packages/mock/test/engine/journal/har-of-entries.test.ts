// journalToHar over entries as a journal reader may hold them (read from an older journal or the
// admin API, so without recorded headers): what the HAR says from the entry's fields alone.
import { describe, expect, it } from 'vitest';
import { type JournalEntry, journalToHar } from '../../../src/index.ts';
import { harValidator } from './har-validator.ts';

function entry(fields: Partial<JournalEntry>): JournalEntry {
  return {
    sequence: 7,
    operation: 'buyMuseumTickets',
    method: 'POST',
    url: 'https://api.museum.test/v1.1/tickets',
    params: {},
    query: {},
    status: 201,
    startedAt: '2026-12-01T10:00:00.000Z',
    durationMs: 4,
    requestId: 'req-7',
    ...fields,
  } as JournalEntry;
}

const harOf = (fields: Partial<JournalEntry>) => {
  const har = journalToHar([entry(fields)]);
  expect(harValidator.errors(har)).toEqual([]);
  return har.log.entries[0] as NonNullable<(typeof har.log.entries)[0]>;
};

describe('journalToHar without recorded headers', () => {
  it('gives a JSON answer its Content-Type, its request id and the replay mark', () => {
    const har = harOf({ responseBody: { ticketId: 't' } as never, replayed: true });
    expect(har.response.headers).toEqual([
      { name: 'Content-Type', value: 'application/json' },
      { name: 'X-Request-Id', value: 'req-7' },
      { name: 'Idempotent-Replayed', value: 'true' },
    ]);
    expect(har.request.headers).toEqual([]);
  });

  it('gives an answer without a body only its request id', () => {
    const har = harOf({ status: 204, operation: 'deleteSpecialEvent', method: 'DELETE' });
    expect(har.response.headers).toEqual([{ name: 'X-Request-Id', value: 'req-7' }]);
    expect(har.response.content).toEqual({ size: 0, mimeType: 'x-unknown' });
    expect(har.response.bodySize).toBe(0);
  });

  it('marks a ticket image as PNG of unknown size, its bytes not kept', () => {
    const har = harOf({ operation: 'getTicketCode', method: 'GET', status: 200 });
    expect(har.response.content).toEqual({
      size: -1,
      mimeType: 'image/png',
      comment: 'Ticket image; the journal keeps no bytes',
    });
    expect(har.response.bodySize).toBe(-1);
    expect(har.response.headers).toEqual([{ name: 'X-Request-Id', value: 'req-7' }]);
  });

  it('writes an answer as delivered: no redirect, no error', () => {
    const har = harOf({});
    expect(har.response.redirectURL).toBe('');
    expect(har.response).not.toHaveProperty('_error');
    expect(har.response.cookies).toEqual([]);
    expect(har.cache).toEqual({});
    // No intervention, upstream or violations keys at all when the entry has none.
    expect(har._museum).toStrictEqual({ operation: 'buyMuseumTickets', sequence: 7, requestId: 'req-7' });
  });

  it('takes only a 200 of getTicketCode for an image: a 304 of it, or another 200 without a body, is empty', () => {
    const notModified = harOf({ operation: 'getTicketCode', method: 'GET', status: 304 });
    expect(notModified.response.content).toEqual({ size: 0, mimeType: 'x-unknown' });
    const hours = harOf({ operation: 'getMuseumHours', method: 'GET', status: 200 });
    expect(hours.response.content).toEqual({ size: 0, mimeType: 'x-unknown' });
  });

  it('gives a network error no headers and no HTTP version; its request id stays in _museum', () => {
    const har = harOf({ status: 0, intervention: 'fault' });
    expect(har.response.headers).toEqual([]);
    expect(har.response.httpVersion).toBe('');
    expect(har.response.statusText).toBe('');
    expect(har.response._error).toBe('net::ERR_FAILED (injected network error)');
    expect(har._museum).toEqual({
      operation: 'buyMuseumTickets',
      sequence: 7,
      requestId: 'req-7',
      intervention: 'fault',
    });
  });

  it('names a success status it knows, and none for one it does not', () => {
    expect(harOf({ status: 200, method: 'GET', operation: 'getMuseumHours' }).response.statusText).toBe('OK');
    expect(harOf({ status: 202 }).response.statusText).toBe('');
    expect(harOf({ status: 201 }).response.httpVersion).toBe('HTTP/1.1');
  });

  it('counts body sizes in UTF-8 bytes, not characters', () => {
    const har = harOf({ requestBody: { name: 'Ünï' }, responseBody: { name: 'Ünï' } as never });
    const text = JSON.stringify({ name: 'Ünï' });
    expect(text.length).toBe(14);
    expect(har.request.bodySize).toBe(16);
    expect(har.response.content.size).toBe(16);
    expect(har.response.bodySize).toBe(16);
  });

  it('never writes a negative time, whatever the clock did', () => {
    const har = harOf({ durationMs: -3 });
    expect(har.time).toBe(0);
    expect(har.timings).toEqual({ send: 0, wait: 0, receive: 0 });
  });

  it('carries a forwarded request’s upstream and contract violations in _museum', () => {
    const violations = [{ check: 'status', message: 'not in the description' }];
    const har = harOf({ upstream: 'https://real.museum.test/v1.1/tickets', violations });
    expect(har._museum).toEqual({
      operation: 'buyMuseumTickets',
      sequence: 7,
      requestId: 'req-7',
      upstream: 'https://real.museum.test/v1.1/tickets',
      violations,
    });
  });

  it('names the mock as the creator unless told otherwise', () => {
    expect(journalToHar([]).log.creator).toEqual({ name: '@museum-api/mock', version: '1' });
    expect(journalToHar([]).log.version).toBe('1.2');
    expect(journalToHar([]).log.comment).toMatch(
      /bodies are re-serialised JSON \(binary bodies, such as ticket images, are not recorded\)\.$/,
    );
  });

  it('writes a query string of single and repeated parameters as name/value pairs', () => {
    const har = harOf({ query: { limit: '2', date: ['a', 'b'] } });
    expect(har.request.queryString).toEqual([
      { name: 'limit', value: '2' },
      { name: 'date', value: 'a' },
      { name: 'date', value: 'b' },
    ]);
    expect(har.request.httpVersion).toBe('HTTP/1.1');
    expect(har.request.cookies).toEqual([]);
    expect(har.request).not.toHaveProperty('postData');
    expect(har.request.bodySize).toBe(0);
    // HAR's "unknown": the journal does not see the bytes of either head.
    expect([har.request.headersSize, har.response.headersSize]).toEqual([-1, -1]);
  });
});
