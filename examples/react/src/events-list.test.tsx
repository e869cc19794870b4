import { fireEvent, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { mock } from '../test/component-setup.ts';
import { renderWithMuseum } from '../test/render-with-museum.tsx';
import { EventsList, pageSize } from './events-list.tsx';

const eventNames = async () =>
  within(await screen.findByRole('list', { name: 'Events' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

test('lists the first page of the events the mock answered', async () => {
  renderWithMuseum(<EventsList onOpen={() => {}} />);

  await screen.findAllByRole('heading', { level: 3 });
  const [listed, ...more] = mock.journal.filter('listSpecialEvents');
  expect(more).toEqual([]);
  expect(listed).toMatchObject({ status: 200, query: { limit: String(pageSize) } });
  expect(listed?.intervention).toBeUndefined();
  expect(await eventNames()).toEqual(listed?.responseBody?.map(({ name }) => name));
});

test('shows why the list failed, and loads it on "Try again" once the fault is gone', async () => {
  const outage = mock.fault('listSpecialEvents', { status: 503, retryAfter: 5 }, { times: 1 });
  renderWithMuseum(<EventsList onOpen={() => {}} />);

  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('Could not load events: 503');
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  await screen.findAllByRole('heading', { level: 3 });
  // The 503 was the fault this test set, once; the retry the user asked for was the mock's answer.
  expect(
    mock.journal.filter('listSpecialEvents').map(({ status, interventionId }) => [status, interventionId]),
  ).toEqual([
    [503, outage.id],
    [200, undefined],
  ]);
});
