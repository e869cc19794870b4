// The script of the standalone server's dashboard at /__admin/ (built alone by tsup as
// dist/dashboard.js, published as `@museum-api/devtools/dashboard.js`, and served by the mock's
// server/admin-dashboard.ts). The devtools panel over the remote handle, with what only a server
// has: a session picker, and the admin token, asked for when the server wants one and kept in
// sessionStorage (never in the URL).

import { connectMuseumMock, isMuseumAdminError, type MuseumSessionInfo } from '@museum-api/mock';
import { button, h } from './dom.ts';
import { type MuseumDevtools, mountMuseumDevtools } from './mount-museum-devtools.ts';

const tokenKey = 'museum-mock:admin-token';
const sessionKey = 'museum-mock:dashboard-session';

const adminUrl = new URL('.', window.location.href).href;
const sheet = new CSSStyleSheet();
// The page's own bits (the token form, the session picker), in the panel's look; constructed, as
// the page's Content-Security-Policy allows no inline style.
sheet.replaceSync(`
body{margin:0;background:#f6f8fa;font:13px/1.4 system-ui,sans-serif;color:#1b1f24}
.bar,.bar form{display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.bar{max-width:960px;margin:0 auto;padding:10px}
.bar button,.bar select,.bar input{font:inherit;border:1px solid #8c959f;border-radius:4px;background:#fff;padding:3px 6px;min-height:28px}
.bar button{background:#f3f4f6;cursor:pointer}
:focus-visible{outline:3px solid #0969da;outline-offset:1px}
h1{font-size:16px;font-weight:600;margin:0;flex:1 1 100%}
.message{flex:1 1 100%;margin:0;color:#0a3069}.error{color:#a40e26}
`);
document.adoptedStyleSheets = [sheet];

const bar = h('div', { class: 'bar' });
const main = h('main', { 'aria-label': 'Museum mock dashboard' });
document.body.replaceChildren(bar, main);
let panel: MuseumDevtools | undefined;

const storedToken = () => sessionStorage.getItem(tokenKey) ?? undefined;
const handle = (session?: string) => {
  const token = storedToken();
  return connectMuseumMock(adminUrl, {
    ...(token === undefined ? {} : { token }),
    ...(session === undefined ? {} : { session }),
  });
};

/** Asks for the admin token; `retry` says the last one was refused. */
function askForToken(retry: boolean): void {
  panel?.unmount();
  panel = undefined;
  const input = h('input', { type: 'password', id: 'token', autocomplete: 'off', required: true });
  const form = h(
    'form',
    {
      'aria-label': 'Admin token',
      onsubmit: (event: Event) => {
        event.preventDefault();
        sessionStorage.setItem(tokenKey, input.value);
        void start();
      },
    },
    h('h1', {}, 'Museum mock dashboard'),
    h('label', { for: 'token' }, 'Admin token '),
    input,
    h('button', { type: 'submit' }, 'Open'),
    h(
      'p',
      { class: retry ? 'message error' : 'message', 'aria-live': 'polite' },
      retry
        ? 'That token was refused.'
        : 'This server wants its admin token (--admin-token). It is kept in this tab only.',
    ),
  );
  bar.replaceChildren(form);
  main.replaceChildren();
  input.focus();
}

/** Lists the sessions (asking for the token if the server refuses), then shows the chosen one. */
async function start(): Promise<void> {
  let sessions: MuseumSessionInfo[];
  try {
    sessions = await handle().sessions();
  } catch (error) {
    if (isMuseumAdminError(error) && error.status === 401) {
      askForToken(storedToken() !== undefined);
      return;
    }
    bar.replaceChildren(h('p', { class: 'message error' }, `The admin API did not answer: ${String(error)}`));
    return;
  }
  const wanted = sessionStorage.getItem(sessionKey) ?? 'default';
  const chosen = sessions.some((session) => session.id === wanted) ? wanted : 'default';
  const picker = h(
    'select',
    { id: 'session', onchange: () => show(picker.value) },
    ...sessions.map((session) =>
      h(
        'option',
        { value: session.id },
        `${session.id} · ${session.requests} requests · last used ${session.lastUsed.toLocaleTimeString([], { hour12: false })}`,
      ),
    ),
  );
  picker.value = chosen;
  const forget =
    storedToken() === undefined
      ? []
      : [
          button('Forget token', () => {
            sessionStorage.removeItem(tokenKey);
            askForToken(false);
          }),
        ];
  bar.replaceChildren(
    h('h1', {}, 'Museum mock dashboard'),
    h('label', { for: 'session' }, 'Session '),
    picker,
    button('Refresh sessions', () => void start()),
    ...forget,
  );
  show(chosen);
}

function show(session: string): void {
  sessionStorage.setItem(sessionKey, session);
  panel?.unmount();
  panel = mountMuseumDevtools(handle(session), { layout: 'docked', container: main, storageKey: false });
}

void start();
