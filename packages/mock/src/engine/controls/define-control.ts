import type * as z from 'zod/mini';
import type * as controlSchemas from './control-schemas.ts';

/**
 * Where a control's input travels over HTTP is fixed by its method: the query string for `GET`
 * and `DELETE`, a JSON body for `POST` and `PUT`; a `{name}` in its path takes that field.
 *
 * @example
 * ```ts
 * const method: ControlMethod = 'PUT';
 * ```
 */
export type ControlMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Whether a control's input travels as a JSON body (`POST`, `PUT`) rather than in the query.
 */
export function takesBody(control: Pick<ControlRoute, 'method'>): boolean {
  return control.method === 'POST' || control.method === 'PUT';
}

/**
 * The group a control is listed under in the admin API's OpenAPI document.
 *
 * @example
 * ```ts
 * const tag: ControlTag = 'Clock';
 * ```
 */
export type ControlTag = 'State' | 'Journal' | 'Faults' | 'Clock' | 'Webhooks' | 'Sessions';

/**
 * What a control's `run` may use besides its target and input.
 *
 * @example
 * ```ts
 * const context: ControlContext = { signal: closing.signal };
 * ```
 */
export interface ControlContext {
  /** Aborted when the server closes: a waiting long poll answers at once. */
  signal?: AbortSignal | undefined;
}

/**
 * A header of a control's answer over HTTP: what it says, for the document, and its value.
 *
 * @example
 * ```ts
 * const location: ControlHeader<{ id: string }> = { description: 'The fault, to DELETE.', value: ({ id }, root) => `${root}/faults/${id}` };
 * ```
 */
export interface ControlHeader<Output> {
  readonly description: string;
  /** Its value, from the output and the admin root as the caller reached it. */
  value(output: Output, adminRoot: string): string;
}

/**
 * Where a control is reached on the admin API: its method and its path under `/__admin`
 * (`{name}` segments take the input field of that name).
 *
 * @example
 * ```ts
 * const route: ControlRoute = { method: 'DELETE', path: '/faults/{id}' };
 * ```
 */
export interface ControlRoute {
  readonly method: ControlMethod;
  readonly path: `/${string}`;
}

/**
 * The path of one call of a control: its `{name}` segments filled from the input, encoded.
 */
export function controlPath(control: ControlRoute, input: unknown): string {
  return control.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
}

/**
 * Runs another control of the same surface, for a result that needs one (a fault's `remove`).
 *
 * @example
 * ```ts
 * const remove = () => run(museumControls.removeFault, { id });
 * ```
 */
export type ControlRunner = (control: AnyMuseumControl, input: unknown) => Promise<unknown>;

/**
 * The name of a schema of the admin API's bodies (a factory in `control-schemas.ts`): an entry
 * names its schemas rather than importing them, so the table, and the remote handle and the
 * dashboard built on it, load no zod; `inputSchemaOf` and `outputSchemaOf` build them on first read.
 *
 * @example
 * ```ts
 * const name: ControlSchemaName = 'adminFaultSchema';
 * ```
 */
export type ControlSchemaName = {
  [Name in keyof typeof controlSchemas]: (typeof controlSchemas)[Name] extends () => z.core.$ZodType
    ? Name
    : never;
}[keyof typeof controlSchemas];

type SchemaOf<Name extends ControlSchemaName> = ReturnType<(typeof controlSchemas)[Name]>;
type ParsedOf<Input> = Input extends ControlSchemaName ? z.output<SchemaOf<Input>> : undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a control without an output runs any function that returns nothing.
type OutputOf<Output> = Output extends ControlSchemaName ? z.input<SchemaOf<Output>> : void;

/**
 * One control of the mock, written once, from which every surface derives: its route on the
 * admin API, how its arguments become its input (`args`) and its output its result (`result`),
 * a one-line summary (a tool's description too) and a description, the names of its zod schemas
 * of input and output as they travel ({@link ControlSchemaName}, built on first read), and the
 * function that runs it against its target. The admin router, its OpenAPI document, the remote
 * handle, the in-process controls, the devtools panel and mcp's tools all read these entries.
 *
 * @example
 * ```ts
 * const reset: AnyMuseumControl = museumControls.reset;
 * reset.method; // 'POST'
 * ```
 */
export interface MuseumControl<
  Args extends unknown[],
  Result,
  Target,
  Input extends ControlSchemaName | undefined,
  Output extends ControlSchemaName | undefined,
> extends ControlRoute {
  /** The control's arguments, as its input. */
  readonly args: (...args: Args) => unknown;
  /** The control's result, from its output as it travelled. */
  // biome-ignore lint/suspicious/noExplicitAny: each control types its own output.
  readonly result: (output: any, run: ControlRunner) => Result;
  readonly tag: ControlTag;
  /** One line, for the document's summary and a tool's description. */
  readonly summary: string;
  /** What it does, in full, for the document. */
  readonly description: string;
  /** The input as it travels; none for a control without one. */
  readonly input: Input;
  /** The answer as it travels; none for a control that answers 204. */
  readonly output: Output;
  /** What a refused input is called at the start of the refusal (`Invalid snapshot: …`). */
  readonly subject?: string;
  /** Status of a success with an output. @default 200 */
  readonly status?: 200 | 201;
  /** Largest request body, in bytes. @default adminLimits.maxControlBytes */
  readonly maxBytes?: number;
  /** Headers of its answer over HTTP (a file name to save it as, the new resource), by name. */
  readonly headers?: Readonly<Record<string, ControlHeader<OutputOf<Output>>>>;
  /** Which refusals the document lists besides those every control can give. */
  readonly refusals?: readonly ('BadRequest' | 'NotFound')[];
  /** Runs it; a `ProblemError` it throws becomes the refusal on every surface. */
  run(
    target: Target,
    input: ParsedOf<Input>,
    context: ControlContext,
  ): OutputOf<Output> | Promise<OutputOf<Output>>;
}

/**
 * Any control, whatever its types.
 *
 * @example
 * ```ts
 * const controls: AnyMuseumControl[] = controlEntries(museumControls).map(([, control]) => control);
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest control, for code that walks the table.
export type AnyMuseumControl = MuseumControl<any, any, any, any, any>;

/**
 * Writes one control (no arguments, result, input or output when left out).
 */
export function defineControl<
  Target,
  Args extends unknown[] = [],
  Result = void,
  Input extends ControlSchemaName | undefined = undefined,
  Output extends ControlSchemaName | undefined = undefined,
>(
  init: Omit<MuseumControl<Args, Result, Target, Input, Output>, 'args' | 'result' | 'input' | 'output'> & {
    readonly args?: (...args: Args) => unknown;
    // biome-ignore lint/suspicious/noExplicitAny: each control types its own output.
    readonly result?: (output: any, run: ControlRunner) => Result;
    readonly input?: Input;
    readonly output?: Output;
  },
): MuseumControl<Args, Result, Target, Input, Output> {
  return {
    args: () => undefined,
    result: () => undefined as Result,
    input: undefined as Input,
    output: undefined as Output,
    ...init,
  };
}

/**
 * The function a control becomes on every surface: its arguments in, a promise of its result.
 */
export type ControlOf<Control> =
  Control extends MuseumControl<infer Args, infer Result, infer _Target, infer _Input, infer _Output>
    ? (...args: Args) => Promise<Awaited<Result>>
    : never;
