/**
 * The client's optional features, each a value passed to an option, so a program that does not
 * use one ships none of its code: `callDeadline` (the `deadline` option, an overall bound on a
 * call's attempts and waits), `loggedFetch` (the `fetch` option, told of every attempt) and
 * `warnOnVersionMismatch` (the `versionCheck` option, a warning when the server states another
 * published version).
 *
 * @packageDocumentation
 */

export type { CallClock, MuseumDeadline } from './call-deadline.ts';
export { callDeadline } from './call-deadline.ts';
export type { MuseumLogEntry, MuseumLogger } from './logged-fetch.ts';
export { loggedFetch } from './logged-fetch.ts';
export type { MuseumVersionCheck } from './warn-on-version-mismatch.ts';
export { warnOnVersionMismatch } from './warn-on-version-mismatch.ts';
