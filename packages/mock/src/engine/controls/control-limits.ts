/**
 * Sizes of admin request bodies.
 */
export const adminLimits = {
  /** Body size of `PUT /snapshot`: a snapshot of a busy server is far larger than a control. */
  maxSnapshotBytes: 32 * 1024 * 1024,
  /** Body size of every other admin request. */
  maxControlBytes: 64 * 1024,
} as const;

/** Bounds of `GET /__admin/journal/feed`, the long poll of the dashboard and `journal.watch`. */
export const journalFeedLimits = {
  /** Longest a poll waits for a new entry; under common proxies' idle timeouts. */
  maxWaitSeconds: 30,
  /** Most entries in one answer; a reader further behind pages on with the cursor. */
  maxEntries: 500,
  /** Entries in one answer when `limit` is not given. */
  defaultEntries: 100,
} as const;
