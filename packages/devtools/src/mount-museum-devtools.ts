import type { MuseumControls } from '@museum-api/mock';
import { createPanelBody } from './devtools-panel.ts';
import { devtoolsCss } from './devtools-styles.ts';
import { button, h } from './dom.ts';

/**
 * Where the panel's corner button sits.
 *
 * @example
 * ```ts
 * const corner: DevtoolsCorner = 'bottom-left';
 * ```
 */
export type DevtoolsCorner = 'bottom-right' | 'bottom-left' | 'top-left' | 'top-right';

/**
 * Options of {@link mountMuseumDevtools}. Every field is optional.
 *
 * @example
 * ```ts
 * const options: MuseumDevtoolsOptions = { corner: 'bottom-left', onChange: () => app.refresh() };
 * ```
 */
export interface MuseumDevtoolsOptions {
  /**
   * Called after a control changed the mock (scenario, reset, a fault, the clock), so the app
   * can fetch again and show the change: a mock has no way to tell a page its data is stale.
   * @default nothing
   * @example () => queryClient.invalidateQueries()
   */
  onChange?: () => void;
  /**
   * The corner of the button, until the user moves it (then the stored one wins).
   * @default 'bottom-right'
   * @example 'bottom-left'
   */
  corner?: DevtoolsCorner;
  /**
   * Whether the panel starts open, until the user opens or closes it (then the stored state wins).
   * @default false
   * @example true
   */
  open?: boolean;
  /**
   * The `localStorage` key the corner and the open state are kept under; `false` keeps nothing.
   * (Not `museum-api-mock:…`, where persisted mock state lives under a scenario's name.)
   * @default 'museum-api-mock-devtools'
   * @example 'my-app:mock-panel'
   */
  storageKey?: string | false;
  /**
   * The element the panel is added to.
   * @default document.body
   * @example document.querySelector('#devtools')
   */
  container?: HTMLElement;
  /**
   * `'floating'`: a corner button over the page that opens the panel. `'docked'`: the panel
   * always open in the flow of `container`, as the server's dashboard shows it.
   * @default 'floating'
   * @example 'docked'
   */
  layout?: 'floating' | 'docked';
  /**
   * Most journal rows shown; older ones scroll away.
   * @default 100
   * @example 500
   */
  maxJournalRows?: number;
}

/**
 * A mounted panel.
 *
 * @example
 * ```ts
 * const devtools = mountMuseumDevtools(inProcessControls(mock));
 * devtools.open();
 * ```
 */
export interface MuseumDevtools {
  /** The `<museum-devtools>` element; its shadow root holds the panel. */
  readonly element: HTMLElement;
  /** Opens the panel and moves focus into it. */
  open(): void;
  /** Closes the panel and moves focus back to its button. */
  close(): void;
  /** Stops the live journal and removes the panel from the page. */
  unmount(): void;
}

/** The custom element's tag; defined on the first mount, never at import. */
export const devtoolsTag = 'museum-devtools';
const corners: DevtoolsCorner[] = ['bottom-right', 'bottom-left', 'top-left', 'top-right'];

interface StoredState {
  corner?: DevtoolsCorner;
  open?: boolean;
}

/**
 * Adds the Museum mock's devtools to the page: a button in a corner that opens a small panel to
 * switch the scenario, inject and remove faults per operation (an error status with
 * `Retry-After`, a network error, a delay), set and advance the clock, reset, download a
 * snapshot or the HAR, and watch the journal live (a row opens the request and answer bodies).
 * A custom element with a shadow root, so any app can mount it and no style leaks either way;
 * keyboard-usable (Escape closes) and usable at 360 px wide. The corner and the open state are
 * remembered in `localStorage`.
 *
 * It drives any `MuseumControls` (from `@museum-api/mock`): the page's own mock through `inProcessControls`, or a
 * session of a standalone server through `connectMuseumMock` (the server's `/__admin/` dashboard
 * is this panel). For development builds only: import it behind `import.meta.env.DEV`, and a
 * production bundle holds none of it.
 *
 * @example
 * ```ts
 * if (import.meta.env.DEV) {
 *   const { setupMuseumWorker } = await import('@museum-api/mock/browser');
 *   const { inProcessControls } = await import('@museum-api/mock');
 *   const { mountMuseumDevtools } = await import('@museum-api/devtools');
 *   const { mock, start } = setupMuseumWorker();
 *   await start();
 *   mountMuseumDevtools(inProcessControls(mock), { onChange: () => refetchEverything() });
 * }
 * ```
 */
export function mountMuseumDevtools(
  museum: MuseumControls,
  options: MuseumDevtoolsOptions = {},
): MuseumDevtools {
  const {
    onChange = () => {},
    storageKey = 'museum-api-mock-devtools',
    container = document.body,
    layout = 'floating',
    maxJournalRows = 100,
  } = options;
  const docked = layout === 'docked';
  const stored = readStored(storageKey);
  let corner = stored.corner ?? options.corner ?? 'bottom-right';
  let isOpen = docked || (stored.open ?? options.open ?? false);

  defineElement();
  const element = document.createElement(devtoolsTag);
  const root = element.attachShadow({ mode: 'open' });
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(devtoolsCss);
  root.adoptedStyleSheets = [sheet];
  element.dataset.layout = layout;

  const body = createPanelBody(museum, { changed: onChange, maxRows: maxJournalRows });
  const save = () => {
    if (storageKey === false || docked) return;
    try {
      localStorage.setItem(storageKey, JSON.stringify({ corner, open: isOpen }));
    } catch {
      // Storage full or blocked: the panel works, it just forgets.
    }
  };
  const toggle = button('Museum mock', () => (isOpen ? close() : open()), {
    class: 'toggle',
    'aria-controls': 'mmd-panel',
  });
  const move = button(
    'Move',
    () => {
      corner = corners[(corners.indexOf(corner) + 1) % corners.length] as DevtoolsCorner;
      place();
      save();
    },
    { 'aria-label': 'Move the panel to the next corner' },
  );
  const closeButton = button('Close', () => close());
  const panel = h(
    'div',
    { id: 'mmd-panel', class: 'panel', role: docked ? 'region' : 'dialog', 'aria-labelledby': 'mmd-title' },
    h(
      'header',
      {},
      h('h2', { id: 'mmd-title' }, 'Museum mock devtools'),
      docked ? undefined : move,
      docked ? undefined : closeButton,
    ),
    body.message,
    ...body.sections,
  );
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !docked) {
      event.stopPropagation();
      close();
    }
  });

  const place = () => {
    element.dataset.corner = corner;
    // At the top the button comes first and the panel opens below it; at the bottom, above it.
    if (docked) root.replaceChildren(panel);
    else if (corner.startsWith('top')) root.replaceChildren(toggle, panel);
    else root.replaceChildren(panel, toggle);
  };
  const setOpen = (value: boolean) => {
    isOpen = value;
    panel.hidden = !isOpen;
    toggle.setAttribute('aria-expanded', String(isOpen));
    toggle.setAttribute('aria-label', `${isOpen ? 'Close' : 'Open'} the Museum mock devtools`);
  };
  function open() {
    setOpen(true);
    save();
    panel.querySelector<HTMLElement>('select, button, input')?.focus();
  }
  function close() {
    if (docked) return;
    setOpen(false);
    save();
    toggle.focus();
  }

  place();
  setOpen(isOpen);
  container.append(element);
  return {
    element,
    open,
    close,
    unmount() {
      body.stop();
      element.remove();
    },
  };
}

function defineElement(): void {
  if (customElements.get(devtoolsTag) === undefined) {
    // Defined here, on the first mount, so that importing the module touches no global.
    customElements.define(devtoolsTag, class MuseumDevtoolsElement extends HTMLElement {});
  }
}

function readStored(key: string | false): StoredState {
  if (key === false) return {};
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? '{}') as StoredState;
    return {
      ...(corners.includes(value.corner as DevtoolsCorner) ? { corner: value.corner } : {}),
      ...(typeof value.open === 'boolean' ? { open: value.open } : {}),
    };
  } catch {
    return {};
  }
}
