import type * as z from 'zod';

/**
 * Where a command's input travels over HTTP is fixed by its method: the query string for `GET`
 * and `DELETE`, a JSON body for `POST` and `PUT`; a `{name}` in its path takes that field.
 *
 * @example
 * ```ts
 * const method: CommandMethod = 'PUT';
 * ```
 */
export type CommandMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The group a command is listed under in the admin API's OpenAPI document.
 *
 * @example
 * ```ts
 * const tag: CommandTag = 'Clock';
 * ```
 */
export type CommandTag = 'State' | 'Journal' | 'Faults' | 'Clock' | 'Sessions';

/**
 * What a command's `run` may use besides its target and input.
 *
 * @example
 * ```ts
 * const context: CommandContext = { signal: closing.signal };
 * ```
 */
export interface CommandContext {
  /** Aborted when the server closes: a waiting long poll answers at once. */
  signal?: AbortSignal | undefined;
}

/**
 * A header of a command's answer over HTTP: what it says, for the document, and its value.
 *
 * @example
 * ```ts
 * const location: CommandHeader<{ id: string }> = { description: 'The fault, to DELETE.', value: ({ id }, root) => `${root}/faults/${id}` };
 * ```
 */
export interface CommandHeader<Output> {
  readonly description: string;
  /** Its value, from the output and the admin root as the caller reached it. */
  value(output: Output, adminRoot: string): string;
}

/**
 * The path of one call of a command: its `{name}` segments filled from the input, encoded.
 *
 * @example
 * ```ts
 * commandPath(museumCommands.removeFault, { id: 'fault-1' }); // '/faults/fault-1'
 * ```
 */
export function commandPath(command: AnyMuseumCommand, input: unknown): string {
  return command.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
}

/**
 * Runs another command of the same surface, for a result that needs one (a fault's `remove`).
 *
 * @example
 * ```ts
 * const remove = () => run(museumCommands.removeFault, { id });
 * ```
 */
export type CommandRunner = (command: AnyMuseumCommand, input: unknown) => Promise<unknown>;

/**
 * One control of the mock, written once: its HTTP method and path on the admin API, its one-line
 * summary (a tool's description too), the zod schemas of its input and output as they travel
 * (from which the router checks requests and the OpenAPI document is built), the function that
 * runs it against its target, and how a control's arguments become its input (`args`) and its
 * output the control's result (`result`). The router, the OpenAPI document, the remote handle
 * and the in-process controls are all derived from these values.
 *
 * @example
 * ```ts
 * const reset = defineCommand({
 *   method: 'POST', path: '/reset', tag: 'State',
 *   summary: 'Reset to the seed', description: 'Back to the seed: state, ids, journal, faults and clock.',
 *   run: (mock) => mock.reset(),
 * });
 * ```
 */
export interface MuseumCommand<
  Target,
  Input extends z.core.$ZodType | undefined,
  Output extends z.core.$ZodType | undefined,
  Args extends unknown[],
  Result,
> {
  readonly method: CommandMethod;
  /** The path under `/__admin`; `{name}` segments take the input field of that name. */
  readonly path: `/${string}`;
  readonly tag: CommandTag;
  /** One line, for the document's summary and a tool's description. */
  readonly summary: string;
  /** What it does, in full, for the document. */
  readonly description: string;
  /** The input as it travels; none for a command without one. */
  readonly input: Input;
  /** The answer as it travels; none for a command that answers 204. */
  readonly output: Output;
  /** What a refused input is called at the start of the refusal (`Invalid snapshot: …`). */
  readonly subject?: string;
  /** Status of a success with an output. @default 200 */
  readonly status?: 200 | 201;
  /** Largest request body, in bytes. @default adminLimits.maxCommandBytes */
  readonly maxBytes?: number;
  /** Headers of its answer over HTTP (a file name to save it as, the new resource), by name. */
  readonly headers?: Readonly<Record<string, CommandHeader<OutputOf<Output>>>>;
  /** Which refusals the document lists besides those every command can give. */
  readonly refusals?: readonly ('BadRequest' | 'NotFound')[];
  /** The control's arguments, as its input. */
  readonly args: (...args: Args) => InputOf<Input>;
  /** The control's result, from its output. */
  readonly result: (output: OutputOf<Output>, run: CommandRunner) => Result;
  /** Runs it; a `ProblemError` it throws becomes the refusal on every surface. */
  run(
    target: Target,
    input: ParsedOf<Input>,
    context: CommandContext,
  ): OutputOf<Output> | Promise<OutputOf<Output>>;
}

/**
 * Any command, whatever its types.
 *
 * @example
 * ```ts
 * const commands: AnyMuseumCommand[] = Object.values(museumCommands);
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest command, for code that walks the table.
export type AnyMuseumCommand = MuseumCommand<any, any, any, any[], any>;

type InputOf<Input> = Input extends z.core.$ZodType ? z.input<Input> : undefined;
type ParsedOf<Input> = Input extends z.core.$ZodType ? z.output<Input> : undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a command without an output runs any function that returns nothing.
type OutputOf<Output> = Output extends z.core.$ZodType ? z.input<Output> : void;
type DefaultArgs<Input> = Input extends z.core.$ZodType ? [input: z.input<Input>] : [];
// biome-ignore lint/suspicious/noConfusingVoidType: so its control resolves to void, as a function returning nothing does.
type DefaultResult<Output> = Output extends z.core.$ZodType ? z.input<Output> : void;

type CommandInit<
  Target,
  Input extends z.core.$ZodType | undefined,
  Output extends z.core.$ZodType | undefined,
  Args extends unknown[],
  Result,
> = Omit<MuseumCommand<Target, Input, Output, Args, Result>, 'input' | 'output' | 'args' | 'result'> & {
  readonly input?: Input;
  readonly output?: Output;
  readonly args?: (...args: Args) => InputOf<Input>;
  readonly result?: (output: OutputOf<Output>, run: CommandRunner) => Result;
};

/**
 * Writes one command, filling in what it leaves out: no input or output, a control that takes
 * the input itself as its one argument, and a result that is the output itself.
 *
 * @example
 * ```ts
 * const now = defineCommand({
 *   method: 'GET', path: '/clock', tag: 'Clock', summary: 'Read "now"', description: 'The instant the mock takes as now.',
 *   output: AdminClockStateSchema,
 *   result: ({ now }) => new Date(now),
 *   run: (mock: MuseumMock) => ({ now: mock.clock.now().toISOString() }),
 * });
 * ```
 */
export function defineCommand<
  Target,
  Input extends z.core.$ZodType | undefined = undefined,
  Output extends z.core.$ZodType | undefined = undefined,
  Args extends unknown[] = DefaultArgs<Input>,
  Result = DefaultResult<Output>,
>(
  init: CommandInit<Target, Input, Output, Args, Result>,
): MuseumCommand<Target, Input, Output, Args, Result> {
  return {
    args: (...args: Args) => args[0] as InputOf<Input>,
    result: (output: OutputOf<Output>) => output as unknown as Result,
    ...init,
    input: init.input as Input,
    output: init.output as Output,
  };
}

/**
 * The control a command becomes on every surface: its arguments in, a promise of its result.
 *
 * @example
 * ```ts
 * type Reset = ControlOf<typeof museumCommands.reset>; // () => Promise<void>
 * ```
 */
export type ControlOf<Command> =
  // biome-ignore lint/suspicious/noExplicitAny: matches any target and schemas.
  Command extends MuseumCommand<any, any, any, infer Args, infer Result>
    ? (...args: Args) => Promise<Awaited<Result>>
    : never;
