import { formatDate } from './format.ts';

/**
 * An event's dates as a labelled list of chips.
 *
 * @example
 * ```tsx
 * <EventDates dates={event.dates} />
 * ```
 */
export function EventDates({ dates }: { dates: readonly string[] }) {
  return (
    <ul className="dates" aria-label="Dates">
      {dates.map((date) => (
        <li key={date}>{formatDate(date)}</li>
      ))}
    </ul>
  );
}
