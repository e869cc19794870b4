import { defaultSeedIds } from '@museum-api/mock';
import { fireEvent, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mock } from '../test/component-setup.ts';
import { renderWithMuseum } from '../test/render-with-museum.tsx';
import { EventDetail } from './event-detail.tsx';

const eventId = defaultSeedIds.dinosaurNight;

async function buyTicket(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: /^Buy ticket/ }));
}

test('a visitor buys a ticket and sees its confirmation code, which the mock issued', async () => {
  renderWithMuseum(<EventDetail eventId={eventId} onBack={() => {}} />);
  await buyTicket('lin@component.test');

  const ticket = await screen.findByRole('region', { name: 'Your ticket' });
  // The card then loads the ticket's QR image: wait for it, so no request outlives the test.
  await screen.findByRole('img', { name: /^QR code of ticket/ });
  // The purchase reached the mock, was the operation the form means, and was answered by the
  // mock's rules, not by a fault or an override (nor by the mock failing itself).
  const [purchase, ...more] = mock.journal.filter('buyMuseumTickets');
  expect(more).toEqual([]);
  expect(purchase).toMatchObject({ status: 201, requestBody: { ticketType: 'event', eventId } });
  expect(purchase?.intervention).toBeUndefined();
  expect(ticket.textContent).toContain(purchase?.responseBody?.confirmationCode);
  expect(mock.store.allTickets().map(({ email }) => email)).toContain('lin@component.test');
});

test('the form shows why a purchase failed when checkout is down', async () => {
  const fault = mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
  renderWithMuseum(<EventDetail eventId={eventId} onBack={() => {}} />);
  await buyTicket('ada@component.test');

  expect((await screen.findByRole('alert')).textContent).toContain('Could not buy the ticket: 503');
  // The 503 is the fault this test injected, not an answer of the mock's own.
  expect(mock.journal.filter('buyMuseumTickets')).toMatchObject([
    { status: 503, intervention: 'fault', interventionId: fault.id },
  ]);
  expect(mock.store.allTickets().map(({ email }) => email)).not.toContain('ada@component.test');
});
