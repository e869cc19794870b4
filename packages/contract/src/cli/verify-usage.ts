import { VerifyMuseumApiOptionsSchema } from '../verify/verify-options.ts';
import { flagHelp } from './option-flags.ts';
import { verifyFlags } from './verify-flags.ts';

/** The `--help` text of `museum-verify`, under the name it runs as (`museum-mock verify`). */
export const verifyUsage = (command: string): string => `Usage: ${command} <baseUrl> [options]

Checks any server of the Museum API (at the base URL you give: 1.1's ends in /v1.1, 1.2's is
often an origin's root) against the contract, at one of three levels: spec (what the published
description of the version says), domain (the default: that, and what it implies for any real
museum) or house (that, and this project's own decisions, which the mock keeps): each operation's status, content type, body schema and promised headers, problem details
on refusals, and the rules across requests (created events read back and are listed, inclusive
date filter, stable paging, partial and atomic PATCH, DELETE then 404, ticket dates, unique ids
and codes, a QR code that scans, credentials required).

A full run creates events named "museum-verify <run id> ..." and deletes them at the end, also
when a check fails or on Ctrl+C. It buys tickets only with --allow-purchases.

Options:
${flagHelp(verifyFlags, VerifyMuseumApiOptionsSchema)}

Exit codes: 0 every check passed; 1 a check failed, events were left behind or the time bound
was reached; 2 usage error; 130 interrupted (the run's events are deleted first).`;
