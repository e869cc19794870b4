/**
 * The published versions of the Museum API this project speaks, by their `major.minor`: `'1.1'`
 * (the 1.1.1 description, the default everywhere) and `'1.2'` (1.2.1).
 *
 * @example
 * ```ts
 * const version: MuseumApiVersion = '1.2';
 * ```
 */
export type MuseumApiVersion = '1.1' | '1.2';

/**
 * Every published version, oldest first; what an option that takes a version accepts.
 *
 * @example
 * ```ts
 * museumApiVersions.includes(flag as MuseumApiVersion);
 * ```
 */
export const museumApiVersions = ['1.1', '1.2'] as const satisfies readonly MuseumApiVersion[];

/**
 * The full version of the description each version restates: what a server of this project
 * states in its `Museum-Api-Version` header and its OpenAPI document's `info.version`.
 *
 * @example
 * ```ts
 * publishedVersionOf['1.2']; // '1.2.1'
 * ```
 */
export const publishedVersionOf: Readonly<Record<MuseumApiVersion, string>> = {
  '1.1': '1.1.1',
  '1.2': '1.2.1',
};

/**
 * The path a version's published description puts its API under: 1.1's server URL ends in
 * `/v1.1`, 1.2's is the root of its origin.
 *
 * @example
 * ```ts
 * publishedBasePathOf['1.1']; // '/v1.1'
 * ```
 */
export const publishedBasePathOf: Readonly<Record<MuseumApiVersion, string>> = {
  '1.1': '/v1.1',
  '1.2': '',
};
