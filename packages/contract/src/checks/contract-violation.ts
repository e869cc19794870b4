/**
 * Which per-exchange check a {@link ContractViolation} failed:
 *
 * - `path`: the URL is outside the base path or names no path of the document;
 * - `method`: a method the path does not take, answered with anything but the documented 405;
 * - `status`: a status the operation does not document (a success status must be declared);
 * - `media-type`: a `Content-Type` the response does not document;
 * - `body`: a JSON body that breaks its schema or is not JSON, or a body where none belongs;
 * - `header`: a documented header (`Location`, `WWW-Authenticate`, `Allow`) missing or malformed;
 * - `problem`: problem details whose `status` is not the response's status;
 * - `location`: a created event's `Location` that does not name that event;
 * - `resource-id`: an event answered for another id than the one the path asked for;
 * - `png`: a ticket image that is not a PNG.
 *
 * @example
 * ```ts
 * const check: ContractCheck = 'header';
 * ```
 */
export type ContractCheck =
  | 'path'
  | 'method'
  | 'status'
  | 'media-type'
  | 'body'
  | 'header'
  | 'problem'
  | 'location'
  | 'resource-id'
  | 'png';

/**
 * One way an exchange breaks the contract. `message` names the request, the status and what is
 * wrong, so a test, a log line or a report can print it as is.
 *
 * @example
 * ```ts
 * const violation: ContractViolation = {
 *   check: 'header',
 *   message: 'POST /v1.1/special-events → 201: required header Location is missing',
 * };
 * ```
 */
export interface ContractViolation {
  check: ContractCheck;
  message: string;
}
