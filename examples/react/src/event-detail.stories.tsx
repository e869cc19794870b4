import { defaultSeedIds } from '@museum-api/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EventDetail } from './event-detail.tsx';

const meta = {
  title: 'Visitors/Event detail',
  component: EventDetail,
  args: { eventId: defaultSeedIds.dinosaurNight, onBack: fn() },
} satisfies Meta<typeof EventDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

// #region buy
/** A visitor buys a ticket: the card shows it, and the mock's journal holds the purchase. */
export const BuyATicket: Story = {
  play: async ({ canvas, userEvent, museum }) => {
    await userEvent.type(await canvas.findByLabelText('Email'), 'lin@storybook.test');
    await userEvent.click(canvas.getByRole('button', { name: /^Buy ticket/ }));

    const ticket = await canvas.findByRole('region', { name: 'Your ticket' });
    const purchase = museum.journal.last('buyMuseumTickets');
    expect(purchase?.status).toBe(201);
    // Answered by the mock's rules: no fault or override of its own made this purchase.
    expect(purchase?.intervention).toBeUndefined();
    expect(purchase?.requestBody).toMatchObject({
      ticketType: 'event',
      eventId: defaultSeedIds.dinosaurNight,
    });
    expect(ticket).toHaveTextContent(purchase?.responseBody?.confirmationCode ?? 'no confirmation');
    expect(museum.store.allTickets().map(({ email }) => email)).toContain('lin@storybook.test');
  },
};
// #endregion buy

/** Checkout is down once: the form says so, and buying again goes through. */
export const PurchaseFailsOnce: Story = {
  parameters: {
    museum: { faults: [{ operation: 'buyMuseumTickets', status: 503, retryAfter: 5, times: 1 }] },
  },
  play: async ({ canvas, userEvent, museum }) => {
    // Runs after BuyATicket: that purchase is in its mock, not in this one.
    expect(museum.store.allTickets().map(({ email }) => email)).not.toContain('lin@storybook.test');
    await userEvent.type(await canvas.findByLabelText('Email'), 'ada@example.com');
    const buy = canvas.getByRole('button', { name: /^Buy ticket/ });
    await userEvent.click(buy);
    expect(await canvas.findByRole('alert')).toHaveTextContent('Could not buy the ticket: 503');
    await userEvent.click(buy);
    await canvas.findByRole('region', { name: 'Your ticket' });
    expect(museum.journal.filter('buyMuseumTickets').map(({ status }) => status)).toEqual([503, 201]);
  },
};
