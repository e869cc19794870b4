import type { WebhookDelivery } from '@museum-api/mock';
import { button, h, panelSection } from './dom.ts';
import type { PanelContext } from './panel-context.ts';

// Deliveries change off any request's path (retries, a moved clock), so the list is read again
// on this beat while the panel is up, besides its button.
const refreshMs = 3000;

/** The panel's webhook deliveries, newest first, each with its attempts; `stop` ends its refreshing. */
export function deliveriesSection({ museum, act }: PanelContext): { section: HTMLElement; stop(): void } {
  const rows = h('ul', { class: 'journal', 'aria-label': 'Deliveries' });
  const empty = h('p', { class: 'empty' }, 'No deliveries yet.');
  const show = (deliveries: WebhookDelivery[]) => {
    empty.hidden = deliveries.length > 0;
    rows.replaceChildren(...deliveries.reverse().map(deliveryRow));
  };
  const load = () => museum.webhooks.deliveries().then(show);
  const timer = setInterval(() => void load().catch(() => undefined), refreshMs);
  void load().catch(() => undefined);
  const section = panelSection(
    'deliveries',
    'Deliveries',
    h(
      'div',
      { class: 'row' },
      button('Refresh', () => void act('Deliveries read', load, false)),
    ),
    empty,
    rows,
  );
  return { section, stop: () => clearInterval(timer) };
}

function deliveryRow(delivery: WebhookDelivery): HTMLElement {
  const attempts = delivery.attempts.map((attempt) =>
    h(
      'li',
      {},
      `#${attempt.attempt} ${attempt.status === 0 ? 'no answer' : attempt.status} · ${Math.round(attempt.durationMs)} ms`,
      attempt.error === undefined ? undefined : ` · ${attempt.error}`,
    ),
  );
  const bad = delivery.state === 'failed' || delivery.state === 'dropped';
  return h(
    'li',
    { 'data-webhook-id': delivery.webhookId },
    h(
      'div',
      {},
      h('span', { class: `status${bad ? ' bad' : ''}` }, delivery.state),
      delivery.fault === undefined ? undefined : h('span', { class: 'tag' }, delivery.fault),
      ` ${delivery.change} ${delivery.eventId.slice(0, 8)} → ${delivery.url}`,
    ),
    h('ul', { 'aria-label': `Attempts of ${delivery.webhookId}` }, ...attempts),
  );
}
