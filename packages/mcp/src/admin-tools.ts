import { MuseumDomainError } from '@museum-api/core';
import {
  type AnyMuseumControl,
  controlEntries,
  inputSchemaOf,
  museumControls,
  outputSchemaOf,
} from '@museum-api/mock';
import * as z from 'zod';

/**
 * A JSON Schema of a tool's input or output, as `tools/list` carries it: always an object at the
 * top, as the protocol requires.
 *
 * @example
 * ```ts
 * const schema: ToolSchema = { type: 'object', properties: {} };
 * ```
 */
export interface ToolSchema {
  type: 'object';
  [keyword: string]: unknown;
}

/**
 * One tool made from one entry of the control table: the tool's name, what `tools/list` says of
 * it, and the entry it runs.
 *
 * @example
 * ```ts
 * const tool: AdminTool | undefined = adminTools.find((candidate) => candidate.name === 'clock_advance');
 * ```
 */
export interface AdminTool {
  /** The control's name with `_` for its dot (`journal.entries` is `journal_entries`). */
  readonly name: string;
  /** The control's name on the other surfaces (`journal.entries`). */
  readonly control: string;
  readonly description: string;
  readonly inputSchema: ToolSchema;
  readonly outputSchema: ToolSchema | undefined;
  /** Whether its output is wrapped as `{ result }` in the structured content (it is no object). */
  readonly wrapsOutput: boolean;
  /** The control table's entry it runs. */
  readonly entry: AnyMuseumControl;
}

/** A control's tool name: clients accept only `[A-Za-z0-9_-]`, so `clock.advance` is `clock_advance`. */
export function toolNameOf(control: string): string {
  return control.replaceAll('.', '_');
}

// Dates and the like are strings on the wire: the schema of what travels, not of what is parsed.
const conversion = { unrepresentable: 'any', io: 'input' } as const;

/**
 * A zod schema as a tool's JSON Schema: no dialect marker, an object on top (a `$ref` to an id's
 * `$defs` is taken in, `$defs` stays at the root), a non-object wrapped as `{ result }`.
 */
export function toolSchemaOf(schema: z.core.$ZodType): { schema: ToolSchema; wrapped: boolean } {
  const converted = z.toJSONSchema(schema, conversion) as Record<string, unknown>;
  const { $schema: _dialect, $ref, $defs, ...rest } = converted;
  const defs = $defs as Record<string, Record<string, unknown>> | undefined;
  const name = typeof $ref === 'string' ? $ref.replace('#/$defs/', '') : undefined;
  const top = name !== undefined && defs?.[name] !== undefined ? { ...defs[name], ...rest } : rest;
  const root = defs === undefined ? {} : { $defs: defs };
  if (top.type === 'object') return { schema: { ...top, ...root, type: 'object' }, wrapped: false };
  return {
    schema: {
      type: 'object',
      properties: { result: top },
      required: ['result'],
      additionalProperties: false,
      ...root,
    },
    wrapped: true,
  };
}

const noInput: ToolSchema = { type: 'object', properties: {}, additionalProperties: false };

/**
 * One tool per control of one mock's table (`museumControls`), derived from the same entries as
 * the admin router, its OpenAPI document, the remote handle and the in-process controls: its
 * name from the control's, its description from the entry's summary and description, its
 * input and output JSON Schemas from the entry's zod schemas through `z.toJSONSchema`. A new
 * control is a new tool with no edit here. The server's own controls (listing and ending
 * sessions) are left out: a tool acts on its one session only.
 *
 * @example
 * ```ts
 * adminTools.map((tool) => tool.name); // ['reset', 'useScenario', …, 'clock_advance']
 * ```
 */
export const adminTools: readonly AdminTool[] = controlEntries(museumControls).map(([control, entry]) => {
  const [input, output] = [inputSchemaOf(entry), outputSchemaOf(entry)];
  const outputTool = output === undefined ? undefined : toolSchemaOf(output);
  return {
    name: toolNameOf(control),
    control,
    description: `${entry.summary}. ${entry.description}`,
    inputSchema: input === undefined ? noInput : toolSchemaOf(input).schema,
    outputSchema: outputTool?.schema,
    wrapsOutput: outputTool?.wrapped === true,
    entry,
  };
});

/** A tool's arguments checked as the admin router checks them, before anything is sent. */
export function refusalOf(tool: AdminTool, args: unknown): MuseumDomainError | undefined {
  const input = inputSchemaOf(tool.entry);
  if (input === undefined) {
    const extra = Object.keys((args ?? {}) as object);
    return extra.length === 0
      ? undefined
      : MuseumDomainError.invalid(extra[0] as string, `${tool.name} takes no arguments`);
  }
  const result = z.safeParse(input as z.core.$ZodType, args ?? {});
  return result.success ? undefined : MuseumDomainError.fromZod(result.error, '', args);
}
