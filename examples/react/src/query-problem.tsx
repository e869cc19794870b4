import { describeError } from './format.ts';

/** The parts of a query result that say whether, and how, it is failing. */
interface FailingQuery {
  status: 'pending' | 'error' | 'success';
  error: unknown;
  failureCount: number;
  failureReason: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * Tells the user a query is failing: while TanStack retries, with the reason of the last failure;
 * once it gave up, with a button to try again. Nothing while all is well.
 *
 * @example
 * ```tsx
 * <QueryProblem query={events} what="events" />
 * ```
 */
export function QueryProblem({ query, what }: { query: FailingQuery; what: string }) {
  if (query.status === 'error') {
    return (
      <div role="alert" className="problem">
        Could not load {what}: {describeError(query.error)}{' '}
        <button type="button" onClick={() => query.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  if (query.isFetching && query.failureCount > 0) {
    return (
      <div role="alert" className="problem">
        Could not load {what}: {describeError(query.failureReason)}. Retrying…
      </div>
    );
  }
  return null;
}
