import { describe, expect, it } from 'vitest';
import { museumOperations, operationPath } from './operation-table.ts';
import { museumSuccessSchema } from './success-schemas.ts';

describe('operationPath', () => {
  it('fills each path parameter, percent-encoded, and drops the leading slash', () => {
    expect(operationPath('getTicketCode', { ticketId: 'a/b c' })).toBe('tickets/a%2Fb%20c/qr');
    expect(operationPath('listSpecialEvents')).toBe('special-events');
  });
});

describe('museumSuccessSchema', () => {
  it('reads a success body with the schema its version names, open to unknown fields', () => {
    const hours = [{ date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00', note: 'late' }];
    for (const apiVersion of ['1.1', '1.2'] as const) {
      const { name, schema } = museumSuccessSchema(apiVersion, 'getMuseumHours') ?? {};
      expect(name).toBe(apiVersion === '1.1' ? 'GetMuseumHoursResponse' : 'MuseumHours');
      expect(schema?.safeParse(hours).success).toBe(true);
      expect(schema?.safeParse([{ date: 'soon' }]).success).toBe(false);
    }
  });

  it('gives no schema for an operation whose success has no JSON body', () => {
    const withoutBody = Object.keys(museumOperations).filter(
      (operation) => museumSuccessSchema('1.2', operation as keyof typeof museumOperations) === undefined,
    );
    expect(withoutBody.sort()).toEqual(['deleteSpecialEvent', 'getTicketCode']);
  });
});
