import type { MuseumMock } from '../msw/create-museum-mock.ts';

/**
 * What the admin API drives: one mock's state, journal, faults and clock — the controls of a
 * `MuseumMock`. A server with sessions hands over the session's mock.
 *
 * @example
 * ```ts
 * const response = await answerAdminRequest(mock, request, '/reset');
 * ```
 */
export type AdminTarget = Pick<
  MuseumMock,
  'journal' | 'reset' | 'snapshot' | 'restore' | 'fault' | 'clearOverrides' | 'clock' | 'useScenario'
>;
