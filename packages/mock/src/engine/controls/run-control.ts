import { MuseumDomainError } from '@museum-api/core';
import * as z from 'zod/mini';
import { ProblemError } from '../http/problem-error.ts';
import * as controlSchemas from './control-schemas.ts';
import type { AnyMuseumControl, ControlContext, ControlSchemaName } from './define-control.ts';

/**
 * A control's input schema, built on first read; `undefined` for a control that takes none.
 *
 * @example
 * ```ts
 * const schema = inputSchemaOf(museumControls.clock.advance); // the zod schema of `{ days?, ms? }`
 * ```
 */
export function inputSchemaOf(control: AnyMuseumControl): z.core.$ZodType | undefined {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the admin side wants every schema; the light side never loads this module.
  return control.input === undefined ? undefined : controlSchemas[control.input as ControlSchemaName]();
}

/**
 * A control's output schema, built on first read; `undefined` for a control that answers 204.
 *
 * @example
 * ```ts
 * const schema = outputSchemaOf(museumControls.clock.now); // the zod schema of `{ now }`
 * ```
 */
export function outputSchemaOf(control: AnyMuseumControl): z.core.$ZodType | undefined {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: the admin side wants every schema; the light side never loads this module.
  return control.output === undefined ? undefined : controlSchemas[control.output as ControlSchemaName]();
}

/** Runs a control: input checked first (a 400 naming each field, prefixed by `prefix`), then `run`. */
export async function runControl(
  control: AnyMuseumControl,
  target: unknown,
  input: unknown,
  context: ControlContext = {},
  prefix = '',
): Promise<unknown> {
  let parsed: unknown;
  const schema = inputSchemaOf(control);
  if (schema !== undefined) {
    const result = z.safeParse(schema, input);
    if (!result.success) {
      const error = MuseumDomainError.fromZod(result.error, prefix, input);
      const detail =
        control.subject === undefined ? error.message : `Invalid ${control.subject}: ${error.message}`;
      throw ProblemError.invalidRequest(detail, error.issues);
    }
    parsed = result.data;
  }
  return control.run(target, parsed, context);
}
