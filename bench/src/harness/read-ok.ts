/**
 * Reads a whole response body and fails on a non-2xx status, so a benchmark can never quietly
 * measure an error path (a 401 or 404 is much cheaper than the operation it stands in for).
 *
 * @example
 * ```ts
 * await readOk(await fetch(url), 'json');
 * ```
 */
export async function readOk(response: Response, as: 'json' | 'bytes'): Promise<unknown> {
  if (!response.ok) {
    throw new Error(`${response.status} from ${response.url}: ${(await response.text()).slice(0, 300)}`);
  }
  return as === 'json' ? response.json() : response.arrayBuffer();
}
