import type { MuseumControls } from '../engine/controls/museum-controls.ts';
import type { MockFault } from '../engine/interventions/mock-fault.ts';
import type { JournalEntry } from '../engine/journal/journal-types.ts';
import { type MuseumOperation, museumOperations } from '../engine/operations/museum-operations.ts';
import { h } from './dom.ts';

/** What the panel's body needs from whoever mounts it. */
export interface PanelHooks {
  /** After a control changed the mock (scenario, reset, fault, clock): the app may refetch. */
  changed(): void;
  /** Most journal rows kept on screen. */
  maxRows: number;
}

/** The panel's body and the function that stops its live journal. */
export interface PanelBody {
  sections: HTMLElement[];
  message: HTMLElement;
  stop(): void;
}

const operations = Object.keys(museumOperations) as MuseumOperation[];

/**
 * Builds the controls of the panel over one {@link MuseumControls}: the scenario, faults, the
 * clock, reset and downloads, and the live journal. The same code drives an in-page mock and a
 * session of a server; only the controls object differs.
 */
export function createPanelBody(museum: MuseumControls, hooks: PanelHooks): PanelBody {
  const message = h('p', { class: 'message', 'aria-live': 'polite' });
  const say = (text: string, error = false) => {
    message.textContent = text;
    message.classList.toggle('error', error);
  };
  /** Runs a control, reporting its outcome; a refusal is shown, never thrown into the page. */
  const act = async (done: string, action: () => Promise<unknown>, changes = true): Promise<boolean> => {
    try {
      await action();
      say(done);
      if (changes) hooks.changed();
      return true;
    } catch (error) {
      say(`Failed: ${error instanceof Error ? error.message : String(error)}`, true);
      return false;
    }
  };

  // Scenario and reset
  const scenario = h('select', {
    onchange: () => {
      void act(`Scenario: ${scenario.value}`, () => museum.useScenario(scenario.value)).then(() => {
        faultList.replaceChildren();
        void showClock();
      });
    },
  });
  const loadScenarios = async () => {
    try {
      const { current, known } = await museum.scenarios();
      scenario.replaceChildren(
        ...known.map(({ name, description }) => h('option', { value: name, title: description }, name)),
      );
      scenario.value = current;
    } catch (error) {
      say(`Could not list scenarios: ${String(error)}`, true);
    }
  };
  const reset = h(
    'button',
    {
      type: 'button',
      onclick: () =>
        void act('Reset to the scenario’s start', () => museum.reset()).then(() => {
          faultList.replaceChildren();
          void showClock();
        }),
    },
    'Reset',
  );
  const scenarioSection = h(
    'section',
    { 'aria-labelledby': 'mmd-scenario' },
    h('h3', { id: 'mmd-scenario' }, 'Scenario'),
    h('div', { class: 'row' }, h('label', {}, 'Scenario ', scenario), reset),
  );

  // Faults
  const operation = h(
    'select',
    { 'aria-label': 'Operation' },
    h('option', { value: '*' }, 'every operation'),
    ...operations.map((name) => h('option', { value: name }, name)),
  );
  const kind = h(
    'select',
    { 'aria-label': 'Fault', onchange: () => showFaultFields() },
    h('option', { value: 'status' }, 'error status'),
    h('option', { value: 'network' }, 'network error'),
    h('option', { value: 'delay' }, 'delay'),
  );
  const status = h('input', { type: 'number', min: 400, max: 599, value: 503, 'aria-label': 'Status' });
  const retryAfter = h('input', {
    type: 'number',
    min: 0,
    placeholder: 'none',
    'aria-label': 'Retry-After seconds',
  });
  const delay = h('input', { type: 'number', min: 1, value: 2000, 'aria-label': 'Delay in milliseconds' });
  const times = h(
    'select',
    { 'aria-label': 'How often' },
    h('option', { value: 'always' }, 'until removed'),
    h('option', { value: '1' }, 'once'),
  );
  const statusFields = h('label', {}, 'Status ', status);
  const retryFields = h('label', {}, 'Retry-After ', retryAfter);
  const delayFields = h('label', {}, 'Delay ms ', delay);
  const showFaultFields = () => {
    statusFields.hidden = retryFields.hidden = kind.value !== 'status';
    delayFields.hidden = kind.value !== 'delay';
  };
  showFaultFields();
  const faultList = h('ul', { class: 'faults', 'aria-label': 'Injected faults' });
  const faultOf = (): MockFault => {
    if (kind.value === 'network') return { networkError: true };
    if (kind.value === 'delay') return { delay: Number(delay.value) };
    return {
      status: Number(status.value),
      ...(retryAfter.value === '' ? {} : { retryAfter: Number(retryAfter.value) }),
    };
  };
  const inject = async () => {
    const fault = faultOf();
    const target = operation.value as MuseumOperation | '*';
    let handle: { id: string; remove(): Promise<void> } | undefined;
    const ok = await act(`Fault injected on ${target}`, async () => {
      handle = await museum.fault(target, fault, { times: times.value === 'always' ? 'always' : 1 });
    });
    if (!ok || handle === undefined) return;
    const injected = handle;
    const what =
      'status' in fault
        ? `${fault.status}${fault.retryAfter === undefined ? '' : ` · Retry-After ${fault.retryAfter}s`}`
        : 'delay' in fault
          ? `delay ${fault.delay} ms`
          : 'network error';
    const label = `${target}: ${what}${times.value === 'always' ? '' : ' (once)'}`;
    const item: HTMLLIElement = h(
      'li',
      {},
      h('span', {}, label),
      h(
        'button',
        {
          type: 'button',
          'aria-label': `Remove fault ${label}`,
          onclick: () =>
            void act(`Fault removed from ${target}`, () => injected.remove()).then((removed) => {
              if (removed) item.remove();
            }),
        },
        'Remove',
      ),
    );
    faultList.append(item);
  };
  const faultSection = h(
    'section',
    { 'aria-labelledby': 'mmd-faults' },
    h('h3', { id: 'mmd-faults' }, 'Faults'),
    h('div', { class: 'row' }, operation, kind, times),
    h('div', { class: 'row' }, statusFields, retryFields, delayFields),
    h(
      'div',
      { class: 'row' },
      h('button', { type: 'button', onclick: () => void inject() }, 'Inject fault'),
      h(
        'button',
        {
          type: 'button',
          onclick: () =>
            void act('Every fault removed', () => museum.clearFaults()).then(() =>
              faultList.replaceChildren(),
            ),
        },
        'Remove all faults',
      ),
    ),
    faultList,
  );

  // Clock
  // A span, not an <output>: that is a `status` role, and the page's own status must stay the only one.
  const now = h('span', { class: 'now' });
  const instant = h('input', { type: 'datetime-local', step: 1, 'aria-label': 'New mock time (UTC)' });
  const showClock = async (at?: Date) => {
    try {
      const time = at ?? (await museum.clock.now());
      now.textContent = `${time.toISOString().slice(0, 19).replace('T', ' ')} UTC`;
      instant.value = time.toISOString().slice(0, 19);
    } catch {
      now.textContent = 'unknown';
    }
  };
  const moveClock = (done: string, move: () => Promise<Date>) =>
    act(done, async () => showClock(await move()));
  const clockSection = h(
    'section',
    { 'aria-labelledby': 'mmd-clock' },
    h('h3', { id: 'mmd-clock' }, 'Clock'),
    h('div', { class: 'row' }, 'Now: ', now),
    h(
      'div',
      { class: 'row' },
      instant,
      h(
        'button',
        {
          type: 'button',
          // The field reads UTC; Chromium drops `:00` seconds, which the admin API's ISO check wants.
          onclick: () =>
            void moveClock('Clock set', () =>
              museum.clock.set(`${instant.value}${/T\d\d:\d\d$/.test(instant.value) ? ':00' : ''}Z`),
            ),
        },
        'Set',
      ),
    ),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        {
          type: 'button',
          onclick: () => void moveClock('Clock +1 hour', () => museum.clock.advance({ ms: 3_600_000 })),
        },
        '+1 hour',
      ),
      h(
        'button',
        {
          type: 'button',
          onclick: () => void moveClock('Clock +1 day', () => museum.clock.advance({ days: 1 })),
        },
        '+1 day',
      ),
      h(
        'button',
        {
          type: 'button',
          onclick: () => void moveClock('Clock +7 days', () => museum.clock.advance({ days: 7 })),
        },
        '+7 days',
      ),
    ),
  );

  // Downloads
  const download = (name: string, read: () => Promise<unknown>) =>
    act(
      `Downloaded ${name}`,
      async () => {
        const url = URL.createObjectURL(
          new Blob([JSON.stringify(await read(), null, 2)], { type: 'application/json' }),
        );
        const link = h('a', { href: url, download: name });
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      },
      false,
    );
  const downloadSection = h(
    'section',
    { 'aria-labelledby': 'mmd-export' },
    h('h3', { id: 'mmd-export' }, 'Export'),
    h(
      'div',
      { class: 'row' },
      h(
        'button',
        { type: 'button', onclick: () => void download('museum-snapshot.json', () => museum.snapshot()) },
        'Download snapshot',
      ),
      h(
        'button',
        { type: 'button', onclick: () => void download('museum-mock.har', () => museum.journal.har()) },
        'Download HAR',
      ),
    ),
  );

  // Live journal
  const rows = h('ul', { class: 'journal', 'aria-label': 'Journal' });
  const empty = h('p', { class: 'empty' }, 'No requests yet.');
  const addRow = (entry: JournalEntry) => {
    empty.hidden = true;
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
    );
    const time = new Date(entry.startedAt).toLocaleTimeString([], { hour12: false });
    const statusText = entry.status === 0 ? 'network error' : String(entry.status);
    const toggle = h(
      'button',
      {
        type: 'button',
        'aria-expanded': 'false',
        onclick: () => {
          details.hidden = !details.hidden;
          toggle.setAttribute('aria-expanded', String(!details.hidden));
        },
      },
      h(
        'span',
        {},
        entry.operation,
        entry.intervention === undefined ? undefined : h('span', { class: 'tag' }, entry.intervention),
      ),
      h('span', { class: `status${entry.status === 0 || entry.status >= 400 ? ' bad' : ''}` }, statusText),
      h('span', { class: 'time' }, `${time} · ${Math.round(entry.durationMs)} ms`),
    );
    rows.prepend(h('li', { 'data-sequence': entry.sequence }, toggle, details));
    while (rows.children.length > hooks.maxRows) rows.lastElementChild?.remove();
  };
  const stopWatching = museum.journal.watch(addRow, {
    backlog: hooks.maxRows,
    onError: (error) => say(`Journal feed interrupted: ${String(error)}`, true),
  });
  const journalSection = h(
    'section',
    { 'aria-labelledby': 'mmd-journal' },
    h(
      'div',
      { class: 'row' },
      h('h3', { id: 'mmd-journal' }, 'Journal (live)'),
      h(
        'button',
        {
          type: 'button',
          onclick: () =>
            void act(
              'Journal cleared',
              async () => {
                await museum.journal.clear();
                rows.replaceChildren();
                empty.hidden = false;
              },
              false,
            ),
        },
        'Clear journal',
      ),
    ),
    empty,
    rows,
  );

  void loadScenarios();
  void showClock();
  return {
    sections: [scenarioSection, faultSection, clockSection, downloadSection, journalSection],
    message,
    stop: stopWatching,
  };
}

function pretty(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value, null, 2);
}
