// Every operation of the default client, end to end against the real mock through msw.

import { parseTicketPayload } from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { baseUrl, draft, museumClient, scanQrCode, today, useMuseumMock } from './fixtures.ts';

const { mock } = useMuseumMock();

describe('special events', () => {
  it('creates, reads, updates and deletes an event, one request each', async () => {
    const api = museumClient();
    const created = await api.createSpecialEvent(draft);
    expect(created).toEqual({ ...draft, eventId: expect.any(String), dates: ['2026-12-03', '2026-12-05'] });
    expect(mock.store.getEvent(created.eventId)).toEqual(created);

    await expect(api.getSpecialEvent(created.eventId)).resolves.toEqual(created);
    const updated = await api.updateSpecialEvent(created.eventId, { price: 30, location: 'Hall C' });
    expect(updated).toEqual({ ...created, price: 30, location: 'Hall C' });
    await expect(api.deleteSpecialEvent(created.eventId)).resolves.toBeUndefined();
    expect(mock.store.eventCount).toBe(0);

    expect(mock.journal.entries.map(({ operation, method, status }) => [operation, method, status])).toEqual([
      ['createSpecialEvent', 'POST', 201],
      ['getSpecialEvent', 'GET', 200],
      ['updateSpecialEvent', 'PATCH', 200],
      ['deleteSpecialEvent', 'DELETE', 204],
    ]);
    expect(mock.journal.last('createSpecialEvent')?.requestBody).toEqual(draft);
    expect(mock.journal.last('updateSpecialEvent')?.requestBody).toEqual({ price: 30, location: 'Hall C' });
    expect(mock.journal.last('deleteSpecialEvent')?.params).toEqual({ eventId: created.eventId });
  });

  it('lists one page of events with the filter and paging in the query string', async () => {
    const early = mock.store.createEvent({ ...draft, name: 'Early', dates: ['2026-12-02'] });
    mock.store.createEvent({ ...draft, name: 'Late', dates: ['2027-03-01'] });

    const page = await museumClient().listSpecialEvents({
      startDate: today,
      endDate: '2026-12-31',
      page: 1,
      limit: 5,
    });
    expect(page).toEqual([early]);
    expect(mock.journal.last('listSpecialEvents')?.query).toEqual({
      startDate: today,
      endDate: '2026-12-31',
      page: '1',
      limit: '5',
    });
  });

  it("leaves an empty filter to the API's defaults: today and the seven days after", async () => {
    const thisWeek = mock.store.createEvent({ ...draft, name: 'This week', dates: ['2026-12-08'] });
    mock.store.createEvent({ ...draft, name: 'Later', dates: ['2026-12-09'] });

    await expect(museumClient().listSpecialEvents()).resolves.toEqual([thisWeek]);
    expect(mock.journal.last('listSpecialEvents')?.query).toEqual({});
  });
});

describe('tickets', () => {
  it('buys a general ticket and an event ticket, each confirmed as the mock recorded it', async () => {
    const api = museumClient();
    const event = mock.store.createEvent(draft);
    const general = await api.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: today,
      email: 'ada@example.com',
    });
    const forEvent = await api.buyMuseumTickets({
      ticketType: 'event',
      eventId: event.eventId,
      ticketDate: '2026-12-05',
      email: 'ada@example.com',
      phone: '+1 555 010 2030',
    });

    expect(general).toEqual({
      message: expect.any(String),
      ticketId: expect.any(String),
      ticketType: 'general',
      ticketDate: today,
      confirmationCode: expect.any(String),
    });
    expect(forEvent).toMatchObject({ ticketType: 'event', ticketDate: '2026-12-05', eventName: draft.name });
    expect(forEvent.message).not.toBe(general.message);
    expect(forEvent.confirmationCode).not.toBe(general.confirmationCode);
    expect(mock.store.getTicket(general.ticketId)).toMatchObject({ ...general, email: 'ada@example.com' });
    expect(mock.store.getTicket(forEvent.ticketId)).toMatchObject({
      ...forEvent,
      eventId: event.eventId,
      phone: '+1 555 010 2030',
    });
    expect(mock.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([201, 201]);
  });

  it('fetches the ticket image as a PNG whose QR code identifies the ticket', async () => {
    const api = museumClient();
    let accept: string | null = null;
    mock.override('getTicketCode', ({ request }) => {
      accept = request.headers.get('accept');
      return undefined;
    });
    const { ticketId, confirmationCode } = await api.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: today,
      email: 'ada@example.com',
    });
    const image = await api.getTicketCode(ticketId);

    expect(image.type).toBe('image/png');
    expect(image.blob.type).toBe('image/png');
    const bytes = await image.bytes();
    expect(bytes).toBeInstanceOf(Uint8Array);
    expect(image.blob.size).toBe(bytes.byteLength);
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(parseTicketPayload(scanQrCode(bytes) ?? '')).toEqual({ ticketId, confirmationCode });
    expect(accept).toBe('image/png');
    expect(mock.journal.last('getTicketCode')).toMatchObject({ status: 200, params: { ticketId } });
  });

  it('gets the same bytes for the same ticket every time', async () => {
    const api = museumClient();
    const { ticketId } = await api.buyMuseumTickets({
      ticketType: 'general',
      ticketDate: today,
      email: 'a@b.co',
    });
    const first = await (await api.getTicketCode(ticketId)).bytes();
    const second = await (await api.getTicketCode(ticketId)).bytes();
    expect(second).toEqual(first);
  });
});

describe('museum hours', () => {
  it('reads one page of open days, skipping the Monday the museum is closed', async () => {
    const days = await museumClient().getMuseumHours({ startDate: today, limit: 6 });

    expect(days.map(({ date }) => date)).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(days).toEqual(mock.store.listMuseumHours({ startDate: today, limit: 6 }));
    expect(days[0]).toEqual({ date: today, timeOpen: '09:00', timeClose: '18:00' });
    // Thursdays stay open late in the default schedule.
    expect(days[2]).toEqual({ date: '2026-12-03', timeOpen: '09:00', timeClose: '21:00' });
  });

  it('starts from the mock clock’s today when no date is given', async () => {
    const days = await museumClient().getMuseumHours({ limit: 1 });
    expect(days.map(({ date }) => date)).toEqual([today]);
    expect(mock.journal.last('getMuseumHours')?.url).toBe(`${baseUrl}/museum-hours?limit=1`);
  });
});
