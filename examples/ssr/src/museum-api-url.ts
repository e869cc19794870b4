/**
 * The Museum API the server rendering reads: `MUSEUM_API_URL` (with `/v1.1`) when set, as in
 * production. In development without it the mock answers, and the mock serves `/v1.1` on any
 * origin, so this placeholder is never called for real.
 *
 * @example
 * ```ts
 * createMuseumClient({ baseUrl: museumApiUrl(process.env), credentials });
 * ```
 */
export function museumApiUrl(env: NodeJS.ProcessEnv): string {
  return env.MUSEUM_API_URL ?? 'https://museum-api.invalid/v1.1';
}
