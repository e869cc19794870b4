import type { Dispatcher, Pool } from 'undici';
import type { FuzzRequest } from '../../../mock/test/robustness/fuzz-request.ts';
import type { Answer } from '../../../mock/test/robustness/response-checks.ts';

/**
 * Sends a fuzzed request over real HTTP through an undici pool (bounded connections) to a
 * server whose API lives at `basePath`, and reads the answer whole.
 *
 * @example
 * ```ts
 * const answer = await sendOverHttp(pool, '/v1.1', request);
 * ```
 */
export async function sendOverHttp(pool: Pool, basePath: string, request: FuzzRequest): Promise<Answer> {
  // The URL parser normalises the path (dot segments, encoding) the way fetch would in-process.
  const url = new URL(`http://fuzz.invalid${basePath}${request.target}`);
  const response = await pool.request({
    path: `${url.pathname}${url.search}`,
    method: request.method as Dispatcher.HttpMethod,
    headers: request.headers.flat(),
    body: request.body ?? null,
  });
  const bytes = new Uint8Array(await response.body.arrayBuffer());
  return {
    status: response.statusCode,
    header(name) {
      const value = response.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    bytes,
  };
}
