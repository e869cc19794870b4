// Every answer with a body states its length, through msw as from the server: a response without
// one ends only when its connection closes, and a client under msw's interception waited for that.
import { describe, expect, it } from 'vitest';
import { apiBase, basic, newEvent } from '../fixtures.ts';
import { interceptedMocks } from '../intercepted-mock.ts';

const { useMock } = interceptedMocks();

async function lengthOf(path: string, init: RequestInit = {}) {
  const response = await fetch(`${apiBase}${path}`, {
    ...init,
    headers: { Authorization: basic(), 'Content-Type': 'application/json', ...init.headers },
  });
  const body = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, stated: response.headers.get('content-length'), read: body.byteLength };
}

describe('the length of an answer', () => {
  it('is stated for JSON, problem and PNG answers, equal to the bytes read; a HEAD states the GET body it leaves out', async () => {
    const mock = useMock();
    const created = await lengthOf('/special-events', {
      method: 'POST',
      body: JSON.stringify(newEvent({ name: 'Ünïcode Night' })),
    });
    expect(created).toMatchObject({ status: 201, stated: String(created.read) });
    expect(created.read).toBeGreaterThan(0);
    const missing = await lengthOf('/special-events/0a0b0c0d-1e2f-4a3b-8c4d-5e6f7a8b9c0d');
    expect(missing).toMatchObject({ status: 404, stated: String(missing.read) });
    const { eventId, dates } = mock.store.listEvents({ limit: 1 })[0] as { eventId: string; dates: string[] };
    const bought = (await (
      await fetch(`${apiBase}/tickets`, {
        method: 'POST',
        headers: { Authorization: basic(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticketType: 'event', eventId, ticketDate: dates[0], email: 'a@example.com' }),
      })
    ).json()) as { ticketId: string };
    const image = await lengthOf(`/tickets/${bought.ticketId}/qr`);
    expect(image).toMatchObject({ status: 200, stated: String(image.read) });
    const hours = await lengthOf('/museum-hours');
    const head = await lengthOf('/museum-hours', { method: 'HEAD' });
    expect(head).toEqual({ status: 200, stated: String(hours.read), read: 0 });
  });
});
