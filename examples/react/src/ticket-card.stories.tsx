import type { TicketConfirmation } from '@museum-api/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { TicketCard } from './ticket-card.tsx';

const meta = {
  title: 'Visitors/Ticket card',
  component: TicketCard,
  // Filled in by the loader below, with a ticket the story's mock really sold.
  args: { ticket: undefined as unknown as TicketConfirmation },
} satisfies Meta<typeof TicketCard>;

export default meta;
type Story = StoryObj<typeof meta>;

// #region ticket
/** A general ticket bought from the story's mock on a fixed day, with its QR image. */
export const WithQrImage: Story = {
  parameters: { museum: { clock: '2026-12-01T10:00:00Z' } },
  loaders: [
    async ({ museum }) => {
      const response = await museum.fetch('https://museum.test/v1.1/tickets', {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('storybook:')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ticketType: 'general', ticketDate: '2026-12-01', email: 'ada@example.com' }),
      });
      return { ticket: (await response.json()) as TicketConfirmation };
    },
  ],
  render: (_args, { loaded }) => <TicketCard ticket={loaded.ticket} />,
  play: async ({ canvas, museum, loaded }) => {
    const image = await canvas.findByRole<HTMLImageElement>('img', { name: /^QR code of ticket/ });
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
    expect(canvas.getByText('Tue 1 Dec')).toBeVisible();
    expect(canvas.getByText(loaded.ticket.confirmationCode)).toBeVisible();
    const qr = museum.journal.last('getTicketCode');
    expect(qr?.status).toBe(200);
    expect(qr?.params.ticketId).toBe(loaded.ticket.ticketId);
  },
};
// #endregion ticket
