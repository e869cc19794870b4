import { type MuseumRoute, museumRoutes } from '../operations/operation-routes.ts';

/**
 * What a path under the base URL names: an operation's route with its path parameters, the
 * OpenAPI document, or nothing the API has (`undefined`, answered 404).
 */
export type MuseumPathMatch =
  | { kind: 'route'; route: MuseumRoute; params: Record<string, string> }
  | { kind: 'openapi' }
  | undefined;

interface CompiledPath {
  /** Literal segments as text, `:name` segments as `{ param: name }`. */
  segments: readonly (string | { param: string })[];
  route: MuseumRoute | undefined;
}

const compiled: readonly CompiledPath[] = [
  ...museumRoutes.map((route) => ({ segments: compile(route.path), route })),
  { segments: compile('/openapi.json'), route: undefined },
];

/** Routes a path under the base as msw did (one trailing slash, escapes decoded); a linear scan suffices. */
export function matchMuseumPath(path: string): MuseumPathMatch {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (!trimmed.startsWith('/')) return undefined;
  const segments = trimmed.slice(1).split('/');
  for (const candidate of compiled) {
    const params = matchSegments(candidate.segments, segments);
    if (params === undefined) continue;
    return candidate.route === undefined
      ? { kind: 'openapi' }
      : { kind: 'route', route: candidate.route, params };
  }
  return undefined;
}

function matchSegments(
  pattern: CompiledPath['segments'],
  segments: readonly string[],
): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const expected = pattern[i] as CompiledPath['segments'][number];
    const actual = segments[i] as string;
    if (typeof expected === 'string') {
      if (actual !== expected && decode(actual) !== expected) return undefined;
    } else {
      if (actual === '') return undefined;
      params[expected.param] = decode(actual);
    }
  }
  return params;
}

function compile(path: string): CompiledPath['segments'] {
  return path
    .slice(1)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : segment));
}

/** A percent-decoded segment; malformed escapes stay as sent, as msw left them. */
function decode(segment: string): string {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
