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
 *   if (error instanceof StateFileError) console.error(error.message);
 * }
 * ```
 */
export class StateFileError extends Error {
  override name = 'StateFileError';

  /** The state file concerned, as given. */
  readonly file: string;

  constructor(file: string, reason: string, options?: ErrorOptions) {
    super(`${file}: ${reason}`, options);
    this.file = file;
  }
}
