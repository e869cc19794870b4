/**
 * The three levels of the Museum API's contract, each including the one before:
 * `spec` is what the published description of a version says (a listed status, the media type,
 * the schema with its own openness); `domain` is what that description implies for any real
 * museum (a write reads back, the date filter is inclusive, paging is stable, codes are unique,
 * the QR code scans to its ticket, PATCH is partial and atomic, unknown ids are 404); `house` is
 * this project's decisions for the gaps (400 for `limit=0`, problem details whose `errors` name
 * fields, `HEAD`, `Idempotency-Key` replays, `X-Request-Id`, 405 with `Allow`...).
 *
 * @example
 * ```ts
 * const level: VerifyLevel = 'domain';
 * ```
 */
export type VerifyLevel = 'spec' | 'domain' | 'house';

/**
 * Every level, from the narrowest: a run at one level makes the checks of it and of those before.
 *
 * @example
 * ```ts
 * verifyLevels.indexOf('house'); // 2
 * ```
 */
export const verifyLevels = ['spec', 'domain', 'house'] as const satisfies readonly VerifyLevel[];

/**
 * Whether a run at level `run` makes a check of level `check`.
 *
 * @example
 * ```ts
 * levelIncludes('domain', 'spec'); // true
 * levelIncludes('domain', 'house'); // false
 * ```
 */
export function levelIncludes(run: VerifyLevel, check: VerifyLevel): boolean {
  return verifyLevels.indexOf(check) <= verifyLevels.indexOf(run);
}
