import { h } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

/**
 * The panel's clock: the mock's "now", a field to set it and buttons to move it on; `refresh`
 * reads it again (after a reset).
 */
export function clockSection({ museum, act }: PanelContext): {
  section: HTMLElement;
  refresh(): Promise<void>;
} {
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
  const section = h(
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

  return { section, refresh: () => showClock() };
}
