// A small piece of a CommonJS front end, as a Jest + jsdom suite tests one: a form that buys a
// general admission ticket through the SDK client and shows the confirmation, or why it failed.
const { isMuseumApiError } = require('@museum-api/client');

/**
 * Renders the ticket form into `container` and buys through `client` on submit.
 *
 * @example
 * mountTicketForm(document.body, createMuseumClient({ baseUrl, credentials }), '2026-12-02');
 */
function mountTicketForm(container, client, ticketDate) {
  container.innerHTML = `
    <form aria-label="General admission">
      <label>Email <input name="email" type="email" required></label>
      <button type="submit">Buy ticket for ${ticketDate}</button>
      <p role="status"></p>
    </form>`;
  const form = container.querySelector('form');
  const status = container.querySelector('[role="status"]');
  form.addEventListener('submit', async (submitted) => {
    submitted.preventDefault();
    status.textContent = 'Buying…';
    try {
      const ticket = await client.buyMuseumTickets({
        ticketType: 'general',
        ticketDate,
        email: form.elements.email.value,
      });
      status.textContent = `Confirmation ${ticket.confirmationCode}`;
    } catch (error) {
      // The API's own words for a refusal; anything else is a bug of ours, shown as such.
      status.textContent = isMuseumApiError(error)
        ? `Could not buy the ticket: ${error.status} ${error.problem?.title ?? ''}`.trim()
        : `Something broke: ${error}`;
    }
  });
}

module.exports = { mountTicketForm };
