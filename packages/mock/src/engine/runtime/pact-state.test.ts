import { describe, expect, it } from 'vitest';
import { apiBase, basic, validUuid } from '../../../test/fixtures.ts';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { inProcessControls } from '../controls/in-process-controls.ts';
import { pactStates } from '../journal/journal-pact.ts';

const headers = { Authorization: basic() };
const ticketId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

describe('the Pact provider-state control', () => {
  it('makes an event exist with the pact’s id and dates, adding the dates to one that exists', async () => {
    const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z' });
    const museum = inProcessControls(mock);
    expect(
      await museum.pactState({
        state: pactStates.event,
        params: { eventId: validUuid, dates: ['2026-12-05'] },
      }),
    ).toEqual({ eventId: validUuid, '2026-12-05': '2026-12-05' });
    const answer = await mock.fetch(`${apiBase}/special-events/${validUuid}`, { headers });
    expect(await answer.json()).toMatchObject({ eventId: validUuid, dates: ['2026-12-05'] });
    await museum.pactState({
      state: pactStates.event,
      params: { eventId: validUuid, dates: ['2026-12-03'] },
    });
    expect(mock.store.getEvent(validUuid).dates).toEqual(['2026-12-03', '2026-12-05']);
  });

  it('moves the recorded dates by as many days as its today is past the recorded one', async () => {
    const mock = createMuseumMock({ clock: '2027-03-01T10:00:00Z' });
    const museum = inProcessControls(mock);
    const today = '2026-12-01';
    expect(
      await museum.pactState({ state: pactStates.dates, params: { today, dates: [today, '2026-12-31'] } }),
    ).toEqual({ '2026-12-01': '2027-03-01', '2026-12-31': '2027-03-31' });
    expect(
      await museum.pactState({
        state: pactStates.event,
        params: { eventId: validUuid, dates: ['2026-12-05'], today },
      }),
    ).toEqual({ eventId: validUuid, '2026-12-05': '2027-03-05' });
    expect(mock.store.getEvent(validUuid).dates).toEqual(['2027-03-05']);
    await museum.pactState({
      state: pactStates.ticket,
      params: { ticketId, ticketType: 'event', eventId: validUuid, ticketDate: '2026-12-05', today },
    });
    expect(mock.store.allTickets().find((ticket) => ticket.ticketId === ticketId)?.ticketDate).toBe(
      '2027-03-05',
    );
    await expect(
      museum.pactState({ state: pactStates.dates, params: { today: 'yesterday', dates: [] } }),
    ).rejects.toMatchObject({
      status: 400,
      problem: {
        detail: "Provider state 'the dates are relative to today': today must be a date (YYYY-MM-DD).",
      },
    });
  });

  it('makes a ticket exist, so its code prints', async () => {
    const mock = createMuseumMock({ clock: '2026-12-01T10:00:00Z' });
    await inProcessControls(mock).pactState({ state: pactStates.ticket, params: { ticketId } });
    const answer = await mock.fetch(`${apiBase}/tickets/${ticketId}/qr`, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
  });

  it('changes nothing for no state or a teardown', async () => {
    const mock = createMuseumMock();
    const museum = inProcessControls(mock);
    const before = mock.snapshot();
    expect(await museum.pactState({ state: '' })).toEqual({});
    expect(
      await museum.pactState({ state: pactStates.event, params: { eventId: validUuid }, action: 'teardown' }),
    ).toEqual({});
    expect(mock.snapshot()).toEqual(before);
  });

  it('refuses an unknown state, naming the known ones, and a bad id, changing nothing', async () => {
    const mock = createMuseumMock();
    const museum = inProcessControls(mock);
    const before = mock.snapshot();
    await expect(museum.pactState({ state: 'a gift shop exists' })).rejects.toMatchObject({
      status: 400,
      problem: {
        detail:
          "Unknown provider state 'a gift shop exists': the mock knows 'an event exists', 'a ticket exists', " +
          "'the dates are relative to today'.",
      },
    });
    await expect(
      museum.pactState({ state: pactStates.event, params: { eventId: 'not-a-uuid' } }),
    ).rejects.toMatchObject({
      status: 400,
      problem: { detail: expect.stringContaining("Invalid parameters of provider state 'an event exists'") },
    });
    expect(mock.snapshot()).toEqual(before);
  });
});
