import type { SpecialEvent } from '@museum-api/core';

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

/**
 * The events list as HTML: the same markup from the server rendering and from the page's refresh,
 * every API text escaped (event names are user input to the museum's curators).
 *
 * @example
 * ```ts
 * root.innerHTML = renderEvents(await client.listSpecialEvents());
 * ```
 */
export function renderEvents(events: readonly SpecialEvent[]): string {
  const items = events.map(
    (event) =>
      `<li><h2>${escapeHtml(event.name)}</h2><p>${escapeHtml(event.location)} · ${event.dates.map(escapeHtml).join(', ')}</p></li>`,
  );
  return `<ul aria-label="Events">${items.join('')}</ul>
<button type="button" id="refresh">Refresh</button>`;
}
