import { isIsoDate } from '../iso-date.ts';
import { limits } from '../limits.ts';
import * as z from './zod-mini.ts';

/**
 * An ISO 8601 full-date (`YYYY-MM-DD`) that exists in the calendar: `2026-02-30` is rejected.
 *
 * @example
 * ```ts
 * IsoDateSchema.parse('2026-12-24'); // '2026-12-24'
 * ```
 */
export const IsoDateSchema = z
  .string()
  .check(
    z.refine(isIsoDate, { message: 'Expected a calendar date as YYYY-MM-DD' }),
    z.describe('ISO 8601 full-date (YYYY-MM-DD)'),
    z.meta({ format: 'date' }),
  );

/**
 * A lowercase or uppercase RFC 9562 UUID, as the service assigns to events and tickets.
 *
 * @example
 * ```ts
 * UuidSchema.parse('3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10');
 * ```
 */
export const UuidSchema = z.uuid({ message: 'Expected a UUID' });

/**
 * Kind of ticket: `general` museum entry or entry to one `event`.
 *
 * @example
 * ```ts
 * TicketTypeSchema.options; // ['general', 'event']
 * ```
 */
export const TicketTypeSchema = z.enum(['general', 'event']);

/**
 * A purchaser's e-mail address.
 *
 * @example
 * ```ts
 * EmailSchema.parse('ada@example.com');
 * ```
 */
export const EmailSchema = z
  .email({ message: 'Expected an e-mail address' })
  .check(z.maxLength(limits.emailMaxLength, { message: `At most ${limits.emailMaxLength} characters` }));

/**
 * A phone number, checked loosely: digits with optional `+`, spaces, dots, dashes and parentheses,
 * 5 to 20 digits in all. Formats differ too much between countries to check more.
 *
 * @example
 * ```ts
 * PhoneSchema.parse('+1 (555) 010-2030');
 * ```
 */
export const PhoneSchema = z.string().check(
  z.maxLength(limits.phoneMaxLength, { message: `At most ${limits.phoneMaxLength} characters` }),
  z.regex(/^\+?[0-9 ().-]+$/, { message: 'Expected a phone number: digits, spaces, + ( ) . -', abort: true }),
  z.refine(
    (phone) => {
      const digits = phone.replace(/\D/g, '').length;
      return digits >= 5 && digits <= 20;
    },
    { message: 'Expected 5 to 20 digits' },
  ),
);

/** A non-empty, not-only-whitespace string of at most `max` characters. */
export function boundedText(max: number) {
  return z.string().check(
    z.maxLength(max, { message: `At most ${max} characters` }),
    z.refine((text) => text.trim().length > 0, { message: 'Must not be empty' }),
    // A refinement has no JSON Schema form; the pattern states the same rule for the OpenAPI document.
    z.meta({ minLength: 1, pattern: '\\S' }),
  );
}

/**
 * A full date, `YYYY-MM-DD` (ISO 8601), that exists in the calendar.
 *
 * @example
 * ```ts
 * const christmas: IsoDate = '2026-12-25';
 * ```
 */
export type IsoDate = z.output<typeof IsoDateSchema>;
/**
 * A UUID in its canonical text form, as the API uses for event and ticket ids.
 *
 * @example
 * ```ts
 * const id: Uuid = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
 * ```
 */
export type Uuid = z.output<typeof UuidSchema>;
/**
 * The kind of a ticket: `general` admission, or a ticket for a special `event`.
 *
 * @example
 * ```ts
 * const type: TicketType = 'general';
 * ```
 */
export type TicketType = z.output<typeof TicketTypeSchema>;
