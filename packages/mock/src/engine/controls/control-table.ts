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

/** The functions a table becomes: same keys and groups, each control arguments to a promised result. */
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
 * A table's functions over one transport (`args`, `send`, `result`): the one place any surface's
 * controls are made, so all take the same arguments and give the same results.
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
