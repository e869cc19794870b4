/**
 * Every level, from the narrowest: what an option that takes a level accepts.
 *
 * @example
 * ```ts
 * museumContractLevels.indexOf('house'); // 2
 * ```
 */
export const museumContractLevels = ['spec', 'domain', 'house'] as const;

/**
 * The three levels of the Museum API's contract, each including the one before: `spec` is what
 * the published description of a version says (a declared status and media type, the schema with
 * its own openness, the security requirement); `domain` is what that description implies for
 * any real museum (a write reads back, the date filter is inclusive, paging is stable, codes are
 * unique, the QR code scans to its ticket, a deleted event is gone); `house` is this project's
 * decisions for the gaps (400 for `limit=0`, problem details whose `errors` name fields, `HEAD`,
 * `Idempotency-Key` replays, `X-Request-Id`, 405 with `Allow`...). The verifier checks a server up
 * to a level; the validating client reads exchanges at one.
 *
 * @example
 * ```ts
 * const level: MuseumContractLevel = 'domain';
 * ```
 */
export type MuseumContractLevel = (typeof museumContractLevels)[number];

/**
 * Whether holding to level `held` includes the rules of level `rule`.
 *
 * @example
 * ```ts
 * levelIncludes('domain', 'spec'); // true
 * levelIncludes('domain', 'house'); // false
 * ```
 */
export function levelIncludes(held: MuseumContractLevel, rule: MuseumContractLevel): boolean {
  return museumContractLevels.indexOf(rule) <= museumContractLevels.indexOf(held);
}
