/**
 * The documented bounds of the Museum API. One table, so the schemas, the mock's error messages,
 * the OpenAPI document and the docs can never disagree.
 *
 * @example
 * ```ts
 * import { limits } from '@museum-api/core';
 * if (name.length > limits.nameMaxLength) showError('Name too long');
 * ```
 */
export const limits = {
  /**
   * Longest special-event `name`. Lengths count Unicode code points (an emoji is one), as zod's
   * `max` and JSON Schema's `maxLength` do, so the schemas and the OpenAPI document agree.
   */
  nameMaxLength: 200,
  /** Longest special-event `location`. */
  locationMaxLength: 200,
  /** Longest special-event `eventDescription`. */
  descriptionMaxLength: 5000,
  /** Most dates one special event may list. */
  datesMaxCount: 366,
  /** Highest ticket price, in US dollars. */
  priceMax: 1_000_000,
  /** Longest purchaser e-mail address (RFC 5321 path limit). */
  emailMaxLength: 254,
  /** Longest purchaser phone number as written. */
  phoneMaxLength: 32,
  /** Default and largest `limit` of a list page (special events and museum hours). */
  pageSizeDefault: 10,
  pageSizeMax: 30,
  /** Days after `startDate` that the special-event list covers when no `endDate` is given. */
  listWindowDays: 7,
  /** Days from `startDate` that a museum-hours listing looks ahead. */
  hoursHorizonDays: 366,
} as const;
