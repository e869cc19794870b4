/**
 * The `--help` text of `museum-verify`, or of the command that runs it under another name
 * (`museum-mock verify`).
 *
 * @example
 * ```ts
 * console.log(verifyUsage('museum-verify'));
 * ```
 */
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
  --level <level>          spec, domain or house                          (default: domain)
  --api-version <v>        Published version the server speaks: 1.1 or 1.2 (default: 1.1)
  --auth <user:pass>       Basic credentials (or the MUSEUM_AUTH environment variable); never printed
                           (default: empty credentials, which the mock accepts)
  --read-only              Only checks that change nothing: reads and refusals
  --allow-purchases        Also run the ticket checks, which buy tickets (about 10)
  --header <name: value>   Send this header with every request, e.g. "X-Museum-Session: verify";
                           repeatable
  --timeout <time>         Longest wait for one answer: 5s, 500ms or milliseconds  (default: 5s)
  --rate <n>               Most requests per second                        (default: no limit)
  --max-time <time>        Bound on the whole run: 90s, 2m, 1h or milliseconds  (default: 2m)
  --name-prefix <text>     Start of the created events' names            (default: museum-verify)
  --reporter <name>        table, junit or json                          (default: table)
  --output <file>          Write the report there (the table still goes to stdout)
  --help                   Show this text
  --version                Print the version of @museum-api/contract

Exit codes: 0 every check passed; 1 a check failed, events were left behind or the time bound
was reached; 2 usage error; 130 interrupted (the run's events are deleted first).`;
