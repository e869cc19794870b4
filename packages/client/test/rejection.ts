import { expect } from 'vitest';

/**
 * What `promise` rejects with; fails the test if it resolves. Lets a test narrow the error with
 * the client's guards and then assert on its fields.
 *
 * @example
 * ```ts
 * const error = await rejection(client.getSpecialEvent(id));
 * if (!isMuseumApiError(error)) throw error;
 * ```
 */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the call should have failed'),
    (error: unknown) => error,
  );
}
