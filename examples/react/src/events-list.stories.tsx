import { addDays } from '@museum-api/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { EventsList, pageSize } from './events-list.tsx';

const meta = {
  title: 'Visitors/Events list',
  component: EventsList,
  args: { onOpen: fn() },
} satisfies Meta<typeof EventsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mock's built-in events, a page at a time. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args, museum }) => {
    const cards = await canvas.findAllByRole('button', { name: 'Details and tickets' });
    expect(cards).toHaveLength(pageSize);
    await userEvent.click(cards[0] as HTMLElement);
    // The id the list showed is one the story's own mock holds.
    const [eventId] = (args.onOpen as ReturnType<typeof fn>).mock.calls[0] ?? [];
    expect(museum.store.getEvent(eventId as string)).toBeDefined();
  },
};

/** Nothing on: the empty scenario. */
export const Empty: Story = {
  parameters: { museum: { scenario: 'empty' } },
  play: async ({ canvas }) => {
    await canvas.findByText('No events coming up.');
    expect(canvas.queryByRole('button', { name: 'Load more' })).toBeNull();
  },
};

/** Data of the story's own: one free event, dated from the mock's today. */
export const OneFreeEvent: Story = {
  parameters: {
    museum: {
      seed: (today) => [
        {
          name: 'Open studio',
          location: 'Atrium',
          eventDescription: 'Drop in and draw',
          dates: [addDays(today, 2)],
          price: 0,
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByText('That is every upcoming event.');
    expect(canvas.getByRole('heading', { name: 'Open studio' })).toBeVisible();
    expect(canvas.getByText('Atrium · Free')).toBeVisible();
  },
};

/** 2,000 events over the year: "Load more" fetches the next page of the same list. */
export const BusyWithPaging: Story = {
  parameters: { museum: { scenario: 'busy' } },
  play: async ({ canvas, userEvent, museum }) => {
    const list = await canvas.findByRole('list', { name: 'Events' });
    await waitFor(() => expect(list.dataset.pages).toBe('1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(list.dataset.pages).toBe('2'));
    expect(canvas.getAllByRole('listitem').filter((item) => item.parentElement === list)).toHaveLength(
      pageSize * 2,
    );
    expect(museum.journal.filter('listSpecialEvents').map(({ query }) => query.page)).toEqual(['1', '2']);
  },
};

/** Every answer takes most of a second: the loading state. */
export const SlowLoading: Story = {
  parameters: { museum: { latency: [700, 900] } },
  play: async ({ canvas, museum }) => {
    // Runs after the busy story: its own mock, with the eight built-in events, not 2,000.
    expect(museum.store.eventCount).toBe(8);
    await canvas.findByText('Loading events…');
    await canvas.findAllByRole('button', { name: 'Details and tickets' }, { timeout: 5_000 });
    expect(canvas.queryByText('Loading events…')).toBeNull();
  },
};

// #region failing
/** The list fails with 503 on the first try and on TanStack's retry; "Try again" then works. */
export const FailingThenRetry: Story = {
  parameters: {
    museum: { faults: [{ operation: 'listSpecialEvents', status: 503, retryAfter: 1, times: 2 }] },
  },
  play: async ({ canvas, userEvent, museum }) => {
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('503 Service Unavailable'));
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await canvas.findAllByRole('button', { name: 'Details and tickets' });
    expect(museum.journal.filter('listSpecialEvents').map(({ status }) => status)).toEqual([503, 503, 200]);
  },
};
// #endregion failing
