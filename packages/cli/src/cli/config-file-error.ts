/**
 * A config file the CLI cannot use: missing (when named by `--config`), unreadable, not valid
 * JSON or JavaScript, or holding a field of the wrong kind. The message is one line naming the
 * file and, where there is one, the field. Exit code 2.
 */
export class ConfigFileError extends Error {
  override name = 'ConfigFileError';
  /** The config file, as named on the command line or found in the working directory. */
  readonly file: string;

  constructor(file: string, reason: string, options?: ErrorOptions) {
    super(`${file}: ${reason.replace(/\s+/g, ' ').trim()}`, options);
    this.file = file;
  }
}
