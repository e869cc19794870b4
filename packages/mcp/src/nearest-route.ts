import { museumOperations } from '@museum-api/core/http';

/** Each path of the API with the methods it takes, in the operations table's order. */
const routes = (() => {
  const byPath = new Map<string, string[]>();
  for (const { method, path } of Object.values(museumOperations)) {
    byPath.set(path, [...(byPath.get(path) ?? []), method]);
  }
  return [...byPath].map(([path, methods]) => ({ path, methods }));
})();

/** The route nearest a path no operation has: templates against its last segments, by edit distance. */
export function nearestRoute(pathname: string): { path: string; methods: string[]; distance: number } {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  let best = { path: '', methods: [] as string[], distance: Number.POSITIVE_INFINITY };
  for (const route of routes) {
    const template = route.path.split('/').filter((segment) => segment !== '');
    const tail = segments.slice(-template.length);
    // Missing segments cost their length; a parameter segment matches any one segment.
    let distance = template
      .slice(0, template.length - tail.length)
      .reduce((sum, segment) => sum + segment.length, 0);
    template.slice(template.length - tail.length).forEach((segment, index) => {
      if (!segment.startsWith(':')) distance += editDistance(segment, tail[index] as string);
    });
    if (distance < best.distance) {
      best = { path: route.path.replace(/:(\w+)/g, '{$1}'), methods: [...route.methods], distance };
    }
  }
  return best;
}

/** Levenshtein distance: the fewest one-character edits from `a` to `b`. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length] as number;
}
