// A Jest + jsdom suite on CommonJS, set up as the README says: `testEnvironment:
// 'jest-fixed-jsdom'`, the mock's Node setup with Jest's own hooks, and Testing Library's queries
// on the DOM a small form module renders.
const { createMuseumClient } = require('@museum-api/client');
const { setupMuseumMock } = require('@museum-api/mock/node');
const { findByText, getByLabelText, getByRole, fireEvent } = require('@testing-library/dom');
const { mountTicketForm } = require('./ticket-form.js');

const { mock } = setupMuseumMock({ randomSeed: 'jest-jsdom' }, { beforeAll, afterEach, afterAll });
// The API on the page's own origin (jsdom's is http://localhost), as a browser app calls it.
const client = createMuseumClient({
  baseUrl: new URL('/v1.1', window.location.origin),
  credentials: { username: 'jest-jsdom', password: '' },
  retry: 0,
});

/** The first day the museum is open from today on, as the mock's own hours give it. */
async function nextOpenDay() {
  const [open] = await client.getMuseumHours({ limit: 1 });
  return open.date;
}

async function buy(email) {
  const ticketDate = await nextOpenDay();
  mountTicketForm(document.body, client, ticketDate);
  fireEvent.change(getByLabelText(document.body, 'Email'), { target: { value: email } });
  fireEvent.click(getByRole(document.body, 'button', { name: /^Buy ticket/ }));
  return ticketDate;
}

test('a visitor buys a ticket and the form shows the confirmation the mock issued', async () => {
  const ticketDate = await buy('lin@jest.test');

  const status = await findByText(document.body, /^Confirmation /, {}, { timeout: 3000 });
  // The purchase reached the mock, as the operation the form means, answered by the mock's rules
  // (no fault, no override, and not the mock failing itself).
  const purchases = mock.journal.filter('buyMuseumTickets');
  expect(purchases).toHaveLength(1);
  expect(purchases[0]).toMatchObject({
    status: 201,
    requestBody: { ticketType: 'general', ticketDate, email: 'lin@jest.test' },
  });
  expect(purchases[0].intervention).toBeUndefined();
  expect(status.textContent).toBe(`Confirmation ${purchases[0].responseBody.confirmationCode}`);
});

test('the form shows why a purchase failed when checkout is down', async () => {
  const fault = mock.fault('buyMuseumTickets', { status: 503, retryAfter: 5 });
  await buy('ada@jest.test');

  await findByText(document.body, /^Could not buy the ticket: 503/, {}, { timeout: 3000 });
  // The 503 is the fault this test injected, not an answer of the mock's own.
  expect(mock.journal.filter('buyMuseumTickets')).toMatchObject([
    { status: 503, intervention: 'fault', interventionId: fault.id },
  ]);
});
