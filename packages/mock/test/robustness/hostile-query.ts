import { addDays } from '@museum-api/core';
import fc from 'fast-check';
import { encodeComponent, hostileText } from './hostile-values.ts';

/**
 * What a fuzzed query string should get: `valid` a success, `invalid` a 400, `doubtful` either
 * (a value both readings can defend, such as `page=01`, or raw bytes the URL parser may turn
 * into anything).
 */
export type QueryVerdict = 'valid' | 'doubtful' | 'invalid';

/** One fuzzed query string (with its `?`, or empty) and what it deserves. */
export interface HostileQuery {
  search: string;
  verdict: QueryVerdict;
  label: string;
}

/** The parameters a list operation reads. */
export type QueryParameter = 'startDate' | 'endDate' | 'page' | 'limit';

type Entry = { name: string; value: string; verdict: QueryVerdict };

/**
 * Query strings for a list operation reading `parameters`, around the date `today`: valid
 * filters and paging, and every way to get them wrong (unknown or repeated names, numbers out
 * of range or not whole, impossible dates, `startDate` after `endDate`), plus raw garbage.
 *
 * @example
 * ```ts
 * fc.sample(hostileQuery(['startDate', 'endDate', 'page', 'limit'], '2026-11-22'), 5);
 * ```
 */
export function hostileQuery(
  parameters: readonly QueryParameter[],
  today: string,
): fc.Arbitrary<HostileQuery> {
  const date = fc.integer({ min: -400, max: 800 }).map((offset) => addDays(today, offset));
  const entryFor = (name: QueryParameter): fc.Arbitrary<Entry> => {
    if (name === 'page') return integerEntry(name, fc.integer({ min: 1, max: 999_999_999 }), 1);
    if (name === 'limit') return integerEntry(name, fc.integer({ min: 1, max: 30 }), 1, 31);
    return fc.oneof(
      { weight: 4, arbitrary: date.map((value) => ({ name, value, verdict: 'valid' as const })) },
      {
        weight: 1,
        arbitrary: fc
          .constantFrom(
            '2026-02-30',
            '2026-13-01',
            '2026-00-10',
            '20261122',
            '2026-1-1',
            '',
            'today',
            '2026-11-22T00:00:00Z',
            '1e3',
            '-2026-11-22',
          )
          .map((value) => ({ name, value, verdict: 'invalid' as const })),
      },
    );
  };
  const entries = fc
    .subarray([...parameters])
    .chain(
      (names): fc.Arbitrary<Entry[]> =>
        names.length === 0 ? fc.constant([]) : fc.tuple(...names.map(entryFor)),
    )
    .map((list): Entry[] => {
      // Two valid dates in the wrong order make a range the contract refuses; a missing
      // startDate stands for today.
      const start = list.find((entry) => entry.name === 'startDate');
      const end = list.find((entry) => entry.name === 'endDate');
      const from = start === undefined ? today : start.verdict === 'valid' ? start.value : undefined;
      if (from !== undefined && end?.verdict === 'valid' && from > end.value) {
        return list.map((entry) => (entry === end ? { ...entry, verdict: 'invalid' as const } : entry));
      }
      return list;
    });
  const extra = fc.oneof(
    { weight: 6, arbitrary: fc.constant<Entry[]>([]) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(
          fc.constantFrom('sort', 'offset', 'PAGE', 'start_date', '__proto__', 'constructor'),
          hostileText(10),
        )
        .filter((name) => name !== '' && !(parameters as readonly string[]).includes(name))
        .map((name) => [{ name, value: '1', verdict: 'invalid' as const }]),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...parameters).map((name) => [
        { name, value: name === 'startDate' || name === 'endDate' ? today : '1', verdict: 'valid' as const },
        {
          name,
          value: name === 'startDate' || name === 'endDate' ? today : '1',
          verdict: 'invalid' as const,
        },
      ]),
    },
  );
  const raw = fc.oneof(
    { weight: 8, arbitrary: fc.constant('') },
    {
      weight: 1,
      arbitrary: fc.oneof(
        fc.constantFrom('&', '&&', '=', '=1', '%', '%zz', '%00', '+', ';', 'page', '#x'),
        hostileText(12),
      ),
    },
  );
  return fc.tuple(entries, extra, raw).map(([list, more, garbage]) => {
    const all = [...list, ...more];
    const parts = all.map((entry) => `${encodeComponent(entry.name)}=${encodeComponent(entry.value)}`);
    if (garbage !== '') parts.push(garbage);
    const verdict: QueryVerdict = garbage !== '' ? 'doubtful' : worst(all.map((entry) => entry.verdict));
    const search = parts.length === 0 ? '' : `?${parts.join('&')}`;
    return { search, verdict, label: search || '(no query)' };
  });
}

function integerEntry(
  name: QueryParameter,
  valid: fc.Arbitrary<number>,
  min: number,
  above?: number,
): fc.Arbitrary<Entry> {
  const outOfRange = [String(min - 1), '-1', ...(above === undefined ? [] : [String(above), '1000'])];
  return fc.oneof(
    {
      weight: 4,
      arbitrary: valid.map((value) => ({ name, value: String(value), verdict: 'valid' as const })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...outOfRange, '1.5', 'abc', '', 'NaN', 'Infinity', '[]', '½', 'null')
        .map((value) => ({ name, value, verdict: 'invalid' as const })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('01', '+1', ' 1', '1e1', '0x1', '1.0', '99999999999999999999')
        .map((value) => ({ name, value, verdict: 'doubtful' as const })),
    },
  );
}

const rank: Record<QueryVerdict, number> = { valid: 0, doubtful: 1, invalid: 2 };

function worst(verdicts: QueryVerdict[]): QueryVerdict {
  return verdicts.reduce<QueryVerdict>((a, b) => (rank[b] > rank[a] ? b : a), 'valid');
}
