import { button, h, panelSection } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

// The steps the clock's buttons move it on, by their labels.
const steps = [
  ['+1 hour', { ms: 3_600_000 }],
  ['+1 day', { days: 1 }],
  ['+7 days', { days: 7 }],
] as const;

/** The panel's clock: the mock's "now", a field to set it, buttons to move it on; `refresh` reads it again. */
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
  // The field reads UTC; Chromium drops `:00` seconds, which the admin API's ISO check wants.
  const set = () => museum.clock.set(`${instant.value}${/T\d\d:\d\d$/.test(instant.value) ? ':00' : ''}Z`);
  const section = panelSection(
    'clock',
    'Clock',
    h('div', { class: 'row' }, 'Now: ', now),
    h(
      'div',
      { class: 'row' },
      instant,
      button('Set', () => void moveClock('Clock set', set)),
    ),
    h(
      'div',
      { class: 'row' },
      ...steps.map(([label, by]) =>
        button(label, () => void moveClock(`Clock ${label}`, () => museum.clock.advance(by))),
      ),
    ),
  );
  return { section, refresh: () => showClock() };
}
