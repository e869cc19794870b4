import { UuidSchema } from '@museum-api/core';
import fc from 'fast-check';
import { encodeComponent, hostileText } from './hostile-values.ts';

/**
 * How a fuzzed path id relates to the store: `existing` names a record (any letter case),
 * `unknown` is a well-formed UUID nobody holds (404), `malformed` is no UUID (400), `odd` a
 * UUID look-alike either answer fits (400 or 404), and `wild` holds dots, slashes, percent
 * signs or nothing, so the URL parser may route it elsewhere: any answer but a 5xx.
 */
export type PathIdKind = 'existing' | 'unknown' | 'malformed' | 'odd' | 'wild';

/** One fuzzed path id, already encoded as a path segment. */
export interface HostilePathId {
  segment: string;
  kind: PathIdKind;
}

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const routingCharacters = /[./\\%?#]|^$/;

/**
 * Path ids for an operation on `{eventId}` or `{ticketId}`, given the ids that exist.
 *
 * @example
 * ```ts
 * fc.sample(hostilePathId(mock.store.allEvents().map((event) => event.eventId)), 5);
 * ```
 */
export function hostilePathId(existingIds: readonly string[]): fc.Arbitrary<HostilePathId> {
  const known = new Set(existingIds.map((id) => id.toLowerCase()));
  const existing =
    existingIds.length === 0
      ? fc.constant({ segment: '00000000-0000-4000-8000-000000000000', kind: 'unknown' as const })
      : fc
          .tuple(fc.constantFrom(...existingIds), fc.boolean())
          .map(([id, upper]) => ({ segment: upper ? id.toUpperCase() : id, kind: 'existing' as const }));
  const unknown = fc
    .uuid({ version: 4 })
    .filter((id) => !known.has(id))
    .map((id) => ({ segment: id, kind: 'unknown' as const }));
  const malformed = fc
    .oneof(
      hostileText(50),
      fc.constantFrom('null', 'undefined', '0', '-1', 'true', '__proto__', 'constructor', 'a'.repeat(5000)),
      fc.uuid().map((id) => id.replaceAll('-', '')),
      fc.uuid().map((id) => `{${id}}`),
      fc.uuid().map((id) => `${id}x`),
      fc.uuid().map((id) => ` ${id}`),
    )
    .filter((text) => !routingCharacters.test(text) && !uuidLike.test(text))
    .map((text) => ({ segment: encodeComponent(text), kind: 'malformed' as const }));
  const odd = fc
    .oneof(
      fc.stringMatching(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/),
      fc.constantFrom('00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff'),
    )
    .filter((id) => !known.has(id.toLowerCase()))
    .map((id) => ({
      segment: id,
      kind: UuidSchema.safeParse(id).success ? ('unknown' as const) : ('odd' as const),
    }));
  const wild = fc
    .oneof(
      fc.constantFrom(
        '',
        '.',
        '..',
        '%2e',
        '%2E%2e',
        '%2F',
        '%',
        '%zz',
        '%00',
        '?',
        '#',
        '\\',
        'a/b',
        '..%2f..',
        '%252e',
      ),
      fc.string({ maxLength: 20 }).filter((text) => routingCharacters.test(text)),
    )
    .map((segment) => ({ segment, kind: 'wild' as const }));
  return fc.oneof(
    { weight: 4, arbitrary: existing },
    { weight: 2, arbitrary: unknown },
    { weight: 3, arbitrary: malformed },
    { weight: 1, arbitrary: odd },
    { weight: 1, arbitrary: wild },
  );
}
