import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { newEvent, testStore, today } from '../test-support/fixtures.ts';
import { rejection } from '../test-support/rejection.ts';
import { isMuseumDomainError, MuseumDomainError } from './domain-error.ts';

describe('MuseumDomainError', () => {
  it('names itself, and a not-found error carries no issues', () => {
    const error = MuseumDomainError.notFound('Ticket', 'abc');
    expect(error.name).toBe('MuseumDomainError');
    expect(error.kind).toBe('not-found');
    expect(error.issues).toEqual([]);
  });

  it('is recognised by its brand, also when it comes from another copy of core', () => {
    expect(isMuseumDomainError(MuseumDomainError.invalid('price', 'Too high'))).toBe(true);
    const fromAnotherCopy = { [Symbol.for('@museum-api/core/MuseumDomainError')]: true };
    expect(isMuseumDomainError(fromAnotherCopy)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'MuseumDomainError'],
    ['a plain object', {}],
    ['another error', new Error('invalid')],
    ['a brand that is not true', { [Symbol.for('@museum-api/core/MuseumDomainError')]: 'yes' }],
  ])('does not take %s for one', (_case, value) => {
    expect(isMuseumDomainError(value)).toBe(false);
  });
});

describe('domain errors from zod issues', () => {
  it("keeps zod's error as the cause", () => {
    const result = z.string().safeParse(1);
    if (result.success) throw new Error('expected a failure');
    expect(MuseumDomainError.fromZod(result.error).cause).toBe(result.error);
  });

  it('puts paths at the top without a prefix, and under it with one', () => {
    const result = z.strictObject({ price: z.number() }).safeParse({ price: 'x', color: 'red' });
    if (result.success) throw new Error('expected a failure');
    expect(MuseumDomainError.fromZod(result.error).issues.map((issue) => issue.path)).toEqual([
      'price',
      'color',
    ]);
    expect(MuseumDomainError.fromZod(result.error, 'body').issues.map((issue) => issue.path)).toEqual([
      'body.price',
      'body.color',
    ]);
  });

  it('names an unknown field inside a nested object by its full path', () => {
    const snapshot = {
      version: 1,
      events: [{ eventId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10', ...newEvent(), color: 'red' }],
      tickets: [],
    };
    expect(rejection(() => testStore().restore(snapshot)).issues).toEqual([
      { path: 'events.0.color', message: 'Unknown field' },
    ]);
  });

  it('says Required for a field left out or given as undefined, and zod’s message for a wrong value', () => {
    const { name: _name, ...withoutName } = newEvent();
    expect(rejection(() => testStore().createEvent(withoutName)).issues).toEqual([
      { path: 'name', message: 'Required' },
    ]);
    expect(rejection(() => testStore().createEvent({ ...newEvent(), name: undefined })).issues).toEqual([
      { path: 'name', message: 'Required' },
    ]);
  });

  it('keeps the rule’s own message for a missing value that no type check reported', () => {
    // A purchase without ticketType fails the discriminated union, not a type check.
    expect(
      rejection(() => testStore().buyTicket({ ticketDate: today, email: 'a@example.com' })).issues,
    ).toEqual([{ path: 'ticketType', message: "ticketType must be 'general' or 'event'" }]);
  });

  it('reports a missing or malformed body at the path (body)', () => {
    expect(rejection(() => testStore().buyTicket(undefined)).issues).toEqual([
      { path: '(body)', message: 'Required' },
    ]);
    const [issue] = rejection(() => testStore().buyTicket('a ticket')).issues;
    expect(issue?.path).toBe('(body)');
    expect(issue?.message).not.toBe('Required');
  });
});
