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
 * Whether a command's input travels as a JSON body (`POST`, `PUT`) rather than in the query.
 *
 * @example
 * ```ts
 * takesBody(museumCalls.clock.advance); // true
 * ```
 */
export function takesBody(command: Pick<CommandCall, 'method'>): boolean {
  return command.method === 'POST' || command.method === 'PUT';
}

/**
 * The group a command is listed under in the admin API's OpenAPI document.
 *
 * @example
 * ```ts
 * const tag: CommandTag = 'Clock';
 * ```
 */
export type CommandTag = 'State' | 'Journal' | 'Faults' | 'Clock' | 'Webhooks' | 'Sessions';

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
export function commandPath(command: CommandCall, input: unknown): string {
  return command.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String((input as Record<string, unknown> | undefined)?.[name] ?? '')),
  );
}

/**
 * Runs another command of the same surface, for a result that needs one (a fault's `remove`).
 *
 * @example
 * ```ts
 * const remove = () => run(museumCalls.removeFault, { id });
 * ```
 */
export type CommandRunner = (call: CommandCall, input: unknown) => Promise<unknown>;

/**
 * How a control is called, the half of a command that callers need: its method and path under
 * `/__admin` (`{name}` segments take the input field of that name), how its arguments become its
 * input (`args`), and how its output becomes its result (`result`). It holds no schema and no
 * mock, so the remote handle and the dashboard page load neither zod nor the mock.
 *
 * @example
 * ```ts
 * const reset: CommandCall<[], void> = defineCall({ method: 'POST', path: '/reset' });
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: by default any call, whatever it takes and gives.
export interface CommandCall<Args extends unknown[] = any[], Result = any> {
  readonly method: CommandMethod;
  readonly path: `/${string}`;
  /** The control's arguments, as its input. */
  readonly args: (...args: Args) => unknown;
  /** The control's result, from its output as it travelled. */
  // biome-ignore lint/suspicious/noExplicitAny: each call types its own output.
  readonly result: (output: any, run: CommandRunner) => Result;
}

/**
 * Writes how one control is called; a control without `args` takes none, and one without
 * `result` resolves to nothing.
 *
 * @example
 * ```ts
 * const now = defineCall({ method: 'GET', path: '/clock', result: ({ now }: { now: string }) => new Date(now) });
 * ```
 */
export function defineCall<Args extends unknown[] = [], Result = void>(init: {
  method: CommandMethod;
  path: `/${string}`;
  args?: (...args: Args) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: each call types its own output.
  result?: (output: any, run: CommandRunner) => Result;
}): CommandCall<Args, Result> {
  return { args: () => undefined, result: () => undefined as Result, ...init };
}

/**
 * One control of the mock, the other half: its call, and what the mock checks and runs. A
 * one-line summary (a tool's description too) and a description, the zod schemas of its input
 * and output as they travel (from which the router checks requests and the OpenAPI document is
 * built), and the function that runs it against its target. The router, the OpenAPI document and
 * the in-process controls are derived from these values, the remote handle from their calls.
 *
 * @example
 * ```ts
 * const reset = defineCommand(museumCalls.reset, {
 *   tag: 'State', summary: 'Reset to the seed', description: 'Back to the seed: state, ids, journal, faults and clock.',
 *   run: (mock: MuseumMock) => mock.reset(),
 * });
 * ```
 */
export interface MuseumCommand<
  Target,
  Input extends z.core.$ZodType | undefined,
  Output extends z.core.$ZodType | undefined,
> extends CommandCall {
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
 * const commands: AnyMuseumCommand[] = commandEntries(museumCommands).map(([, command]) => command);
 * ```
 */
// biome-ignore lint/suspicious/noExplicitAny: the widest command, for code that walks the table.
export type AnyMuseumCommand = MuseumCommand<any, any, any>;

type ParsedOf<Input> = Input extends z.core.$ZodType ? z.output<Input> : undefined;
// biome-ignore lint/suspicious/noConfusingVoidType: a command without an output runs any function that returns nothing.
type OutputOf<Output> = Output extends z.core.$ZodType ? z.input<Output> : void;

/**
 * Writes one command: its call, and what the mock checks and runs (no input or output when left
 * out). The result keeps the call's own type, so the command stands wherever the call does. An
 * `input` or `output` written as a getter stays one, so its schema is built when first read (by
 * `runCommand`, an admin router, a document), not when the table loads with the mock.
 *
 * @example
 * ```ts
 * const now = defineCommand(museumCalls.clock.now, {
 *   tag: 'Clock', summary: 'Read "now"', description: 'The instant the mock takes as now.',
 *   get output() { return adminClockStateSchema(); },
 *   run: (mock: MuseumMock) => ({ now: mock.clock.now().toISOString() }),
 * });
 * ```
 */
export function defineCommand<
  Call extends CommandCall,
  Target,
  Input extends z.core.$ZodType | undefined = undefined,
  Output extends z.core.$ZodType | undefined = undefined,
>(
  call: Call,
  init: Omit<MuseumCommand<Target, Input, Output>, keyof CommandCall | 'input' | 'output'> & {
    readonly input?: Input;
    readonly output?: Output;
  },
): Call & MuseumCommand<Target, Input, Output> {
  const command = { ...call, input: undefined, output: undefined };
  // Copied as property descriptors, not spread: a spread would read the getters, building every
  // schema of the table at import.
  Object.defineProperties(command, Object.getOwnPropertyDescriptors(init));
  return command as unknown as Call & MuseumCommand<Target, Input, Output>;
}

/**
 * The control a command becomes on every surface: its arguments in, a promise of its result.
 *
 * @example
 * ```ts
 * type Reset = ControlOf<typeof museumCalls.reset>; // () => Promise<void>
 * ```
 */
export type ControlOf<Call> =
  Call extends CommandCall<infer Args, infer Result> ? (...args: Args) => Promise<Awaited<Result>> : never;
