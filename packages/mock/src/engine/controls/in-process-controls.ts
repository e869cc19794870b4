import { isProblemError } from '../http/problem-error.ts';
import type { JournalEntry } from '../journal/journal-types.ts';
import { adminMount } from '../protocol.ts';
import type { MuseumMock } from '../runtime/mock.ts';
import { MuseumAdminError } from './admin-error.ts';
import { museumControls } from './control-entries.ts';
import type { MuseumControls } from './control-functions.ts';
import { controlsOf } from './control-table.ts';
import { type ControlRunner, controlPath } from './define-control.ts';
import { runControl } from './run-control.ts';

/**
 * Adapts an in-process {@link MuseumMock} to the common {@link MuseumControls}: each control
 * runs its entry of `museumControls` on the mock, as the admin API does for a server's
 * session, so the names, arguments, answers and refusals are the remote handle's. A refused
 * argument rejects with the same {@link MuseumAdminError} (its `request` names the admin path
 * the control has over HTTP), so a spec cannot tell the modes apart by how a control fails.
 *
 * @example
 * ```ts
 * const museum = inProcessControls(createMuseumMock());
 * await museum.clock.advance({ days: 1 });
 * ```
 */
export function inProcessControls(mock: MuseumMock): MuseumControls {
  const send: ControlRunner = async (control, input) => {
    try {
      return await runControl(control, mock, input);
    } catch (error) {
      if (!isProblemError(error)) throw error;
      const request = { method: control.method, url: `${adminMount}${controlPath(control, input)}` };
      throw new MuseumAdminError(request, error.status, error.toProblem(request.url), { cause: error });
    }
  };
  const controls = controlsOf(museumControls, send);
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
