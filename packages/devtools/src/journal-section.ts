import type { JournalEntry } from '@museum-api/mock';
import { button, h } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

/** The panel's live journal (`journal.watch`): the newest `maxRows` requests, each opening onto its bodies. */
export function journalSection(
  { museum, act, say }: PanelContext,
  maxRows: number,
): { section: HTMLElement; stop(): void } {
  const rows = h('ul', { class: 'journal', 'aria-label': 'Journal' });
  const empty = h('p', { class: 'empty' }, 'No requests yet.');
  const addRow = (entry: JournalEntry) => {
    empty.hidden = true;
    // The mock's own failure, not the API's answer: marked apart from faults, with its stack.
    const failure = entry.mockFailure;
    const details = h(
      'div',
      { hidden: true },
      h('div', {}, `${entry.method} ${entry.url}`),
      entry.requestBody === undefined
        ? undefined
        : h('pre', { 'aria-label': 'Request body' }, pretty(entry.requestBody)),
      h(
        'pre',
        { 'aria-label': 'Answer body' },
        pretty(entry.problem ?? entry.responseBody ?? '(no JSON body)'),
      ),
      failure === undefined
        ? undefined
        : h('pre', { 'aria-label': 'Mock failure' }, failure.stack ?? `${failure.name}: ${failure.message}`),
    );
    const time = new Date(entry.startedAt).toLocaleTimeString([], { hour12: false });
    const statusText = entry.status === 0 ? 'network error' : String(entry.status);
    const expand = () => {
      details.hidden = !details.hidden;
      toggle.setAttribute('aria-expanded', String(!details.hidden));
    };
    const content = [
      h(
        'span',
        {},
        entry.operation,
        entry.intervention === undefined ? undefined : h('span', { class: 'tag' }, entry.intervention),
        failure === undefined
          ? undefined
          : h('span', { class: 'tag failure', title: `${failure.name}: ${failure.message}` }, 'mock failure'),
      ),
      h('span', { class: `status${entry.status === 0 || entry.status >= 400 ? ' bad' : ''}` }, statusText),
      h('span', { class: 'time' }, `${time} · ${Math.round(entry.durationMs)} ms`),
    ];
    const toggle = button(content, expand, { 'aria-expanded': 'false' });
    rows.prepend(h('li', { 'data-sequence': entry.sequence }, toggle, details));
    while (rows.children.length > maxRows) rows.lastElementChild?.remove();
  };
  const stopWatching = museum.journal.watch(addRow, {
    backlog: maxRows,
    onError: (error) => say(`Journal feed interrupted: ${String(error)}`, true),
  });
  const section = h(
    'section',
    { 'aria-labelledby': 'mmd-journal' },
    h(
      'div',
      { class: 'row' },
      h('h3', { id: 'mmd-journal' }, 'Journal (live)'),
      button(
        'Clear journal',
        () =>
          void act(
            'Journal cleared',
            async () => {
              await museum.journal.clear();
              rows.replaceChildren();
              empty.hidden = false;
            },
            false,
          ),
      ),
    ),
    empty,
    rows,
  );

  return { section, stop: stopWatching };
}

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
