import type { AnyMuseumControl, ControlOf, ControlRunner } from './define-control.ts';

/**
 * A table of controls: each key one, or a group of them (`journal`, `clock`).
 *
 * @example
 * ```ts
 * const table: ControlTable = museumControls;
 * ```
 */
export interface ControlTable {
  readonly [name: string]: AnyMuseumControl | ControlTable;
}

/**
 * The functions a table becomes: the same keys and groups, each control a function from its
 * arguments to a promise of its result.
 */
export type ControlsOf<Table> = {
  readonly [Name in keyof Table]: Table[Name] extends AnyMuseumControl
    ? ControlOf<Table[Name]>
    : ControlsOf<Table[Name]>;
};

function isControl(value: AnyMuseumControl | ControlTable): value is AnyMuseumControl {
  return typeof value.args === 'function';
}

/**
 * Every control of a table with its name: its key, after its group's and a dot
 * (`journal.entries`). The name is the control's path, the admin document's `operationId`, and
 * a tool's name.
 *
 * @example
 * ```ts
 * controlEntries(museumControls).map(([name]) => name); // ['reset', 'useScenario', …, 'clock.advance']
 * ```
 */
export function controlEntries(table: ControlTable, group = ''): [string, AnyMuseumControl][] {
  return Object.entries(table).flatMap(([key, value]): [string, AnyMuseumControl][] =>
    isControl(value) ? [[`${group}${key}`, value]] : controlEntries(value, `${group}${key}.`),
  );
}

/**
 * Makes a table's functions over one transport: `send` runs a control with its input wherever
 * the mock is (in this process, or over HTTP) and resolves to its output; every function is the
 * control's `args`, then `send`, then its `result`. This is the one place a surface's controls
 * are made, so every surface takes the same arguments and gives the same results.
 */
export function controlsOf<Table extends ControlTable>(table: Table, send: ControlRunner): ControlsOf<Table> {
  const controls: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) {
    controls[key] = isControl(value)
      ? async (...args: unknown[]) => value.result(await send(value, value.args(...args)), send)
      : controlsOf(value, send);
  }
  return controls as ControlsOf<Table>;
}
