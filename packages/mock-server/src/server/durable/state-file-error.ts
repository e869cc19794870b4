import { MuseumMockError } from '@museum-api/mock/host';

const brand = Symbol.for('@museum-api/mock/StateFileError');

/**
 * A `state` file the server will not use (not a state file, corrupt, from a newer mock, in use),
 * or a change it could not save. The message is one line naming the file and the reason; a
 * refused file is left exactly as it was.
 *
 * @example
 * ```ts
 * try {
 *   await startMuseumServer({ state: 'museum.db' });
 * } catch (error) {
 *   if (isStateFileError(error)) console.error(error.message);
 * }
 * ```
 */
export class StateFileError extends MuseumMockError {
  override name = 'StateFileError';
  readonly [brand] = true;

  /** The state file concerned, as given. */
  readonly file: string;

  constructor(file: string, reason: string, options?: ErrorOptions) {
    super(`${file}: ${reason}`, options);
    this.file = file;
  }
}

/**
 * Whether `value` is a {@link StateFileError}, also across realms and package copies (the brand
 * is a registered symbol, where `instanceof` would fail).
 *
 * @example
 * ```ts
 * const server = await startMuseumServer({ state: 'museum.db' }).catch((error: unknown) => {
 *   if (isStateFileError(error)) return startMuseumServer(); // start without the file instead
 *   throw error;
 * });
 * ```
 */
export function isStateFileError(value: unknown): value is StateFileError {
  return (value as Record<symbol, unknown> | null | undefined)?.[brand] === true;
}
