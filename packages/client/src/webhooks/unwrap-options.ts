import type { MuseumApiVersion } from '@museum-api/core';
import { oneOf } from '../one-of.ts';

/**
 * Options of `unwrapMuseumWebhook`. `Version` is the API version whose special event the body is
 * read as.
 *
 * @example
 * ```ts
 * const options: UnwrapMuseumWebhookOptions = { toleranceSeconds: 60 };
 * ```
 */
export interface UnwrapMuseumWebhookOptions<Version extends MuseumApiVersion = '1.2'> {
  /**
   * How far, in seconds, `webhook-timestamp` may lie from the receiver's clock, either way. Older
   * deliveries are refused as replays; newer ones as coming from a clock that is off. A retried
   * delivery carries the time of its attempt, so a retry is not refused for its age.
   *
   * @default 300 (five minutes, as Standard Webhooks suggests)
   * @example 60
   */
  toleranceSeconds?: number;
  /**
   * The receiver's clock. Tests pass a fixed time; a mock's clock travel is one such test.
   *
   * @default () => new Date()
   * @example () => new Date('2026-12-01T10:00:00Z')
   */
  now?: () => Date;
  /**
   * Which published version's special event the body is read as. The webhook is published with
   * 1.2 (where `eventId` may be missing); `'1.1'` reads it as 1.1's event, `eventId` required, for
   * a sender (our mock, say) that serves 1.1.
   *
   * @default '1.2'
   * @example '1.1'
   */
  apiVersion?: Version;
}

/**
 * Applies the defaults and refuses an option no delivery could be checked with: a `TypeError`
 * naming it, since that is the receiver's bug, not the sender's.
 */
export function normalizeUnwrapOptions(options: UnwrapMuseumWebhookOptions<MuseumApiVersion>) {
  const { toleranceSeconds = 300, now = () => new Date(), apiVersion = '1.2' } = options;
  // Number.isFinite does not coerce, so a string such as '300' is refused here too.
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new TypeError(`toleranceSeconds must be a finite number >= 0, got ${String(toleranceSeconds)}`);
  }
  if (typeof now !== 'function') throw new TypeError('now must be a function returning a Date');
  return { toleranceSeconds, now, apiVersion: oneOf('apiVersion', apiVersion, ['1.1', '1.2']) };
}
