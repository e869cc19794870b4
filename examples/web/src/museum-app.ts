import type { MuseumClient } from '@museum-api/client';
import { isMuseumApiError } from '@museum-api/client';
import { addDays, type SpecialEvent, type TicketConfirmation } from '@museum-api/core';
import { h } from './dom.ts';
import { describeHours, formatDate, formatPrice, localToday } from './format.ts';

/** Events per page: small, so a visitor meets the pager with the mock's default events. */
export const pageSize = 6;

interface Filter {
  startDate: string;
  endDate: string;
  page: number;
}

/** A mounted app. */
export interface MuseumApp {
  /** Fetches the hours and the current page of events again (after the data behind them changed). */
  refresh(): void;
}

/**
 * Mounts the visitor app: today's opening hours (or the next open day), upcoming events with a
 * date filter and paging, a ticket form per event, the bought ticket with its QR code, and the
 * next open days.
 *
 * @example
 * ```ts
 * mountMuseumApp(document.querySelector('#app')!, createMuseumClient({ baseUrl }));
 * ```
 */
export function mountMuseumApp(root: HTMLElement, client: MuseumClient): MuseumApp {
  const today = localToday();
  let filter: Filter = { startDate: today, endDate: addDays(today, 30), page: 1 };
  // Each listing request gets a number, so a slow answer cannot overwrite a newer one.
  let listing = 0;

  const startInput = h('input', { type: 'date', name: 'startDate', value: filter.startDate, required: true });
  const endInput = h('input', { type: 'date', name: 'endDate', value: filter.endDate, required: true });
  const status = h('p', { class: 'status', role: 'status' });
  const hours = h('p', { class: 'today-hours', 'aria-label': 'Open today' }, 'Checking opening hours…');
  const list = h('ol', { class: 'events', 'aria-label': 'Events' });
  const pageLabel = h('span', { class: 'page' });
  const previous = h(
    'button',
    { type: 'button', onclick: () => show({ ...filter, page: filter.page - 1 }) },
    '← Previous',
  );
  const next = h(
    'button',
    { type: 'button', onclick: () => show({ ...filter, page: filter.page + 1 }) },
    'Next →',
  );
  const ticketPanel = h('section', { class: 'ticket', 'aria-label': 'Your ticket', hidden: true });
  const openDays = h('ul', { class: 'hours', 'aria-label': 'Open days' });

  const filterForm = h(
    'form',
    {
      class: 'filter',
      onsubmit: (event: Event) => {
        event.preventDefault();
        show({ startDate: startInput.value, endDate: endInput.value, page: 1 });
      },
    },
    h('label', {}, 'From ', startInput),
    h('label', {}, 'To ', endInput),
    h('button', { type: 'submit' }, 'Show events'),
  );

  root.replaceChildren(
    h(
      'header',
      {},
      h('h1', {}, 'City Museum'),
      h('p', { class: 'tagline' }, 'Special events, guided tours and late openings. Book your place below.'),
      hours,
    ),
    h(
      'main',
      {},
      ticketPanel,
      h(
        'section',
        { class: 'listing', 'aria-labelledby': 'events-heading' },
        h('h2', { id: 'events-heading' }, 'Upcoming events'),
        filterForm,
        status,
        list,
        h('nav', { class: 'pager', 'aria-label': 'Pages' }, previous, pageLabel, next),
      ),
      h(
        'section',
        { class: 'opening', 'aria-labelledby': 'hours-heading' },
        h('h2', { id: 'hours-heading' }, 'Opening hours'),
        openDays,
      ),
    ),
  );

  async function showOpeningHours(): Promise<void> {
    try {
      // No start date: the museum's own today, which can differ from the visitor's near midnight.
      const days = await client.getMuseumHours({ limit: 7 });
      openDays.replaceChildren(
        ...days.map((day) => h('li', {}, `${formatDate(day.date)} · ${day.timeOpen}–${day.timeClose}`)),
      );
    } catch (error) {
      openDays.replaceChildren(
        h('li', { role: 'alert' }, `Could not load opening hours: ${describe(error)}`),
      );
    }
  }

  async function show(wanted: Filter): Promise<void> {
    const call = ++listing;
    filter = wanted;
    previous.disabled = true;
    next.disabled = true;
    status.textContent = 'Loading events…';
    try {
      const events = await client.listSpecialEvents({
        startDate: wanted.startDate,
        endDate: wanted.endDate,
        page: wanted.page,
        limit: pageSize,
      });
      if (call !== listing) return;
      list.replaceChildren(...events.map((event) => eventCard(event)));
      status.textContent =
        events.length === 0
          ? wanted.page === 1
            ? 'No events between these dates.'
            : 'No more events between these dates.'
          : `Events from ${formatDate(wanted.startDate)} to ${formatDate(wanted.endDate)}`;
      pageLabel.textContent = `Page ${wanted.page}`;
      previous.disabled = wanted.page <= 1;
      // A full page may have a next one; an empty next page says so rather than guessing.
      next.disabled = events.length < pageSize;
    } catch (error) {
      if (call !== listing) return;
      list.replaceChildren();
      status.textContent = `Could not load events: ${describe(error)}`;
      previous.disabled = wanted.page <= 1;
    }
  }

  function eventCard(event: SpecialEvent): HTMLLIElement {
    const bookable = event.dates.filter((date) => date >= today);
    const form = h('div', { class: 'purchase' });
    const open = h(
      'button',
      {
        type: 'button',
        disabled: bookable.length === 0,
        onclick: () => {
          open.hidden = true;
          form.replaceChildren(purchaseForm(event, bookable));
        },
      },
      'Get tickets',
    );
    return h(
      'li',
      { class: 'event', 'aria-label': event.name },
      h('h3', {}, event.name),
      h('p', { class: 'where' }, event.location, ' · ', h('strong', {}, formatPrice(event.price))),
      h('p', { class: 'description' }, event.eventDescription),
      h(
        'ul',
        { class: 'dates', 'aria-label': 'Dates' },
        ...event.dates.map((date) => h('li', { class: date < today ? 'past' : undefined }, formatDate(date))),
      ),
      open,
      form,
    );
  }

  function purchaseForm(event: SpecialEvent, dates: string[]): HTMLFormElement {
    const date = h(
      'select',
      { name: 'ticketDate' },
      ...dates.map((day) => h('option', { value: day }, formatDate(day))),
    );
    const email = h('input', { type: 'email', name: 'email', required: true, autocomplete: 'email' });
    const submit = h('button', { type: 'submit' }, `Buy ticket · ${formatPrice(event.price)}`);
    const error = h('p', { class: 'error', role: 'alert' });
    return h(
      'form',
      {
        'aria-label': `Tickets for ${event.name}`,
        onsubmit: async (submitted: Event) => {
          submitted.preventDefault();
          submit.disabled = true;
          error.textContent = '';
          try {
            const confirmation = await client.buyMuseumTickets({
              ticketType: 'event',
              eventId: event.eventId,
              ticketDate: date.value,
              email: email.value,
            });
            await showTicket(confirmation);
          } catch (failure) {
            error.textContent = `Could not buy the ticket: ${describe(failure)}`;
          } finally {
            submit.disabled = false;
          }
        },
      },
      h('label', {}, 'Date ', date),
      h('label', {}, 'Email ', email),
      submit,
      error,
    );
  }

  async function showTicket(confirmation: TicketConfirmation): Promise<void> {
    const image = await client.getTicketCode(confirmation.ticketId);
    const previousImage = ticketPanel.querySelector('img')?.src;
    if (previousImage) URL.revokeObjectURL(previousImage);
    ticketPanel.replaceChildren(
      h(
        'div',
        { class: 'details' },
        h('h2', {}, 'Your ticket'),
        h('p', { class: 'message' }, confirmation.message),
        h(
          'dl',
          {},
          h('dt', {}, 'Event'),
          h('dd', {}, confirmation.eventName ?? 'General admission'),
          h('dt', {}, 'Date'),
          h('dd', {}, formatDate(confirmation.ticketDate)),
          h('dt', {}, 'Confirmation code'),
          h('dd', { class: 'code' }, confirmation.confirmationCode),
        ),
        h('p', { class: 'hint' }, 'Show this code at the entrance, on screen or printed.'),
      ),
      h('img', {
        src: URL.createObjectURL(image.blob),
        alt: `QR code of ticket ${confirmation.confirmationCode}`,
        'data-ticket-id': confirmation.ticketId,
      }),
    );
    ticketPanel.hidden = false;
    ticketPanel.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  async function showHours(): Promise<void> {
    try {
      const [next] = await client.getMuseumHours({ startDate: today, limit: 1 });
      hours.textContent = describeHours(next, today);
    } catch (error) {
      hours.textContent = `Opening hours unavailable: ${describe(error)}`;
    }
  }

  const refresh = () => {
    void showHours();
    void show(filter);
    void showOpeningHours();
  };
  refresh();
  return { refresh };
}

function describe(error: unknown): string {
  if (isMuseumApiError(error)) return error.problem.detail ?? error.problem.title;
  return error instanceof Error ? error.message : String(error);
}
