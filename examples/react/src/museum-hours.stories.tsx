import { addDays } from '@museum-api/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { utcToday } from './format.ts';
import { MuseumHours, openDaysShown } from './museum-hours.tsx';

const meta = {
  title: 'Visitors/Museum hours',
  component: MuseumHours,
} satisfies Meta<typeof MuseumHours>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The usual week: closed on Mondays, late on Thursdays. */
export const Usual: Story = {
  play: async ({ canvas }) => {
    await canvas.findByText(/^(Open today|Closed today)/);
    expect(items(canvas.getByRole('list', { name: 'Open days' }))).toHaveLength(openDaysShown);
  },
};

/** The closed scenario: no open day for eight weeks, so the card says when it reopens. */
export const Closed: Story = {
  parameters: { museum: { scenario: 'closed' } },
  play: async ({ canvas, museum }) => {
    const today = await canvas.findByRole('status');
    expect(today).toHaveTextContent(/^Closed today\. Opens again /);
    const [reopening] = museum.journal.last('getMuseumHours')?.responseBody ?? [];
    expect(reopening?.date).toBe(addDays(utcToday(), 56));
  },
};

function items(list: HTMLElement): HTMLElement[] {
  return [...list.querySelectorAll(':scope > li')] as HTMLElement[];
}
