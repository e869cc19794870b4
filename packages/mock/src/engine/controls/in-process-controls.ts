import { isProblemError } from '../http/problem-error.ts';
import type { JournalEntry } from '../journal/journal-types.ts';
import { adminMount } from '../protocol.ts';
import type { MuseumMock } from '../runtime/museum-mock.ts';
import { commandEntries, controlsOf } from './command-table.ts';
import { MuseumAdminError } from './museum-admin-error.ts';
import { museumCalls } from './museum-calls.ts';
import {
  type AnyMuseumCommand,
  type CommandCall,
  type CommandRunner,
  commandPath,
} from './museum-command.ts';
import { museumCommands } from './museum-commands.ts';
import type { MuseumControls } from './museum-controls.ts';
import { runCommand } from './run-command.ts';

// Each command is its call and more: found by the call a control makes.
const commandOf = new Map<CommandCall, AnyMuseumCommand>();
for (const [name, command] of commandEntries<AnyMuseumCommand>(museumCommands)) {
  const call = commandEntries<CommandCall>(museumCalls).find(([callName]) => callName === name)?.[1];
  if (call !== undefined) commandOf.set(call, command);
}

/**
 * Adapts an in-process {@link MuseumMock} to the common {@link MuseumControls}: each control
 * runs its command of `museumCommands` on the mock, as the admin API does for a server's
 * session, so the names, arguments, answers and refusals are the remote handle's. A refused
 * argument rejects with the same {@link MuseumAdminError} (its `request` names the admin path
 * the command has over HTTP), so a spec cannot tell the modes apart by how a control fails.
 *
 * @example
 * ```ts
 * const museum = inProcessControls(createMuseumMock());
 * await museum.clock.advance({ days: 1 });
 * ```
 */
export function inProcessControls(mock: MuseumMock): MuseumControls {
  const send: CommandRunner = async (call, input) => {
    const command = commandOf.get(call);
    if (command === undefined) throw new TypeError(`museum mock: no command ${call.method} ${call.path}`);
    try {
      return await runCommand(command, mock, input);
    } catch (error) {
      if (!isProblemError(error)) throw error;
      const request = { method: command.method, url: `${adminMount}${commandPath(command, input)}` };
      throw new MuseumAdminError(request, error.status, error.toProblem(request.url), { cause: error });
    }
  };
  const controls = controlsOf(museumCalls, send);
  return {
    ...controls,
    journal: {
      ...controls.journal,
      entries: controls.journal.entries as MuseumControls['journal']['entries'],
      watch(listener, { backlog = 0 } = {}) {
        // Delivered after watch() returns, as the remote handle does; live entries that come
        // before the backlog is out wait behind it, so the order holds.
        let pending: JournalEntry[] | undefined = backlog > 0 ? mock.journal.entries.slice(-backlog) : [];
        let stopped = false;
        const deliver = (entry: JournalEntry) => {
          if (!stopped) listener(entry);
        };
        const unsubscribe = mock.journal.subscribe((entry) => {
          if (pending === undefined) deliver(entry);
          else pending.push(entry);
        });
        queueMicrotask(() => {
          const first = pending ?? [];
          pending = undefined;
          for (const entry of first) deliver(entry);
        });
        return () => {
          stopped = true;
          unsubscribe();
        };
      },
    },
  };
}
