/**
 * A config file the CLI cannot use (missing, unreadable, invalid, a bad field): one line naming the
 * file and the field. Exit code 2.
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
