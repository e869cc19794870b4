import { button, h, panelSection } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

/** The panel's downloads: the state as a snapshot file and the journal as a HAR file. */
export function exportSection({ museum, act }: PanelContext): HTMLElement {
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
  return panelSection(
    'export',
    'Export',
    h(
      'div',
      { class: 'row' },
      button('Download snapshot', () => void download('museum-snapshot.json', () => museum.snapshot())),
      button('Download HAR', () => void download('museum-mock.har', () => museum.journal.har())),
    ),
  );
}
