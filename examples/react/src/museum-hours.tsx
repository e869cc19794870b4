import { useQuery } from '@tanstack/react-query';
import { formatDate, utcToday } from './format.ts';
import { useMuseumQueries } from './museum-queries-context.tsx';
import { QueryProblem } from './query-problem.tsx';

/** Open days the visitor sees at a glance. */
export const openDaysShown = 5;

/**
 * The museum's next open days with their hours, and whether it is open today; when it is not,
 * the day it opens again.
 *
 * @example
 * ```tsx
 * <MuseumHours />
 * ```
 */
export function MuseumHours() {
  const museum = useMuseumQueries();
  const today = utcToday();
  const hours = useQuery(museum.museumHours.list({ startDate: today, limit: openDaysShown }));
  const [next] = hours.data ?? [];
  return (
    <section aria-labelledby="hours-heading" className="hours">
      <h2 id="hours-heading">Opening hours</h2>
      <QueryProblem query={hours} what="opening hours" />
      {hours.isPending && <p className="status">Checking opening hours…</p>}
      {hours.isSuccess && (
        <p className="today" role="status">
          {next === undefined
            ? 'No opening hours published.'
            : next.date === today
              ? `Open today, ${next.timeOpen}–${next.timeClose}.`
              : `Closed today. Opens again ${formatDate(next.date)}, ${next.timeOpen}–${next.timeClose}.`}
        </p>
      )}
      <ul aria-label="Open days">
        {hours.data?.map((day) => (
          <li key={day.date}>
            {formatDate(day.date)}: {day.timeOpen}–{day.timeClose}
          </li>
        ))}
      </ul>
    </section>
  );
}
