import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { CuratorView } from './curator-view.tsx';

const meta = {
  title: 'Curators/Curator view',
  component: CuratorView,
} satisfies Meta<typeof CuratorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The curator's list of the coming weeks and the form to add an event. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Curated events' });
    await waitFor(() => expect(list.children.length).toBeGreaterThan(0));
  },
};

/**
 * The form shows what the API says is wrong: a date given twice passes the browser's own checks,
 * and the mock (core's rules) answers 400 naming the field.
 */
export const ValidationProblem: Story = {
  play: async ({ canvas, userEvent, museum }) => {
    const form = within(await canvas.findByRole('form', { name: 'New event' }));
    const field = (label: string) => form.getByLabelText(label);
    await userEvent.type(field('Name'), 'Winter lights');
    await userEvent.type(field('Location'), 'Courtyard');
    await userEvent.type(field('Description'), 'Lanterns after dark');
    await userEvent.type(field('Dates'), '2030-12-05, 2030-12-05');
    await userEvent.type(field('Price (USD)'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create event' }));

    const alert = await canvas.findByRole('alert');
    expect(alert).toHaveTextContent(/^Could not save the event: 400 .*dates/);
    const refused = museum.journal.last('createSpecialEvent');
    expect(refused?.status).toBe(400);
    expect(refused?.problem?.errors?.map(({ path }) => path)).toContain('dates');
    expect(museum.store.allEvents().some((event) => event.name === 'Winter lights')).toBe(false);
  },
};
