import type { CommandCall, CommandRunner, ControlOf } from './museum-command.ts';

/**
 * A table of calls or commands: each key one, or a group of them (`journal`, `clock`).
 *
 * @example
 * ```ts
 * const table: CommandTable<AnyMuseumCommand> = museumCommands;
 * ```
 */
export interface CommandTable<Entry extends CommandCall = CommandCall> {
  readonly [name: string]: Entry | CommandTable<Entry>;
}

/**
 * The controls a table becomes: the same keys and groups, each command a function from its
 * arguments to a promise of its result.
 *
 * @example
 * ```ts
 * type Controls = ControlsOf<typeof museumCommands>;
 * ```
 */
export type ControlsOf<Table> = {
  readonly [Name in keyof Table]: Table[Name] extends CommandCall
    ? ControlOf<Table[Name]>
    : ControlsOf<Table[Name]>;
};

function isCall<Entry extends CommandCall>(value: Entry | CommandTable<Entry>): value is Entry {
  return typeof value.args === 'function';
}

/**
 * Every command of a table with its name: its key, after its group's and a dot
 * (`journal.entries`). The name is the control's path, the admin document's `operationId`, and
 * a tool's name.
 *
 * @example
 * ```ts
 * commandEntries(museumCommands).map(([name]) => name); // ['reset', 'useScenario', …, 'clock.advance']
 * ```
 */
export function commandEntries<Entry extends CommandCall>(
  table: CommandTable<Entry>,
  group = '',
): [string, Entry][] {
  return Object.entries(table).flatMap(([key, value]): [string, Entry][] =>
    isCall(value) ? [[`${group}${key}`, value]] : commandEntries(value, `${group}${key}.`),
  );
}

/**
 * Makes a table's controls over one transport: `send` runs a call with its input wherever
 * the mock is (in this process, or over HTTP) and resolves to its output; every control is the
 * command's `args`, then `send`, then its `result`. This is the one place a surface's controls
 * are made, so every surface takes the same arguments and gives the same results.
 *
 * @example
 * ```ts
 * const controls = controlsOf(museumCalls, (call, input) => send(call, input));
 * await controls.clock.advance({ days: 1 });
 * ```
 */
export function controlsOf<Table extends CommandTable>(table: Table, send: CommandRunner): ControlsOf<Table> {
  const controls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    controls[key] = isCall(value)
      ? async (...args: unknown[]) => value.result(await send(value, value.args(...args)), send)
      : controlsOf(value, send);
  }
  return controls as ControlsOf<Table>;
}
