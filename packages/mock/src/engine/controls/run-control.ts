import { MuseumDomainError } from '@museum-api/core';
import * as z from 'zod';
import { ProblemError } from '../http/problem-error.ts';
import type { AnyMuseumCommand, CommandContext } from './museum-command.ts';

/**
 * Runs a command on its target as every surface does: the input checked against the command's
 * schema first (a 400 `ProblemError` naming each failing field, prefixed with `prefix`, and
 * nothing run), then `run`. Resolves to the output as it travels.
 *
 * @example
 * ```ts
 * const output = await runCommand(museumCommands.clock.advance, mock, { days: 1 });
 * ```
 */
export async function runCommand(
  command: AnyMuseumCommand,
  target: unknown,
  input: unknown,
  context: CommandContext = {},
  prefix = '',
): Promise<unknown> {
  let parsed: unknown;
  if (command.input !== undefined) {
    const result = z.safeParse(command.input as z.core.$ZodType, input);
    if (!result.success) {
      const error = MuseumDomainError.fromZod(result.error, prefix, input);
      const detail =
        command.subject === undefined ? error.message : `Invalid ${command.subject}: ${error.message}`;
      throw ProblemError.invalidRequest(detail, error.issues);
    }
    parsed = result.data;
  }
  return command.run(target, parsed, context);
}
