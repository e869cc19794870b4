import type { CompiledOperation } from './compile-document.ts';

/** One path template of the document with its operations by upper-case method. */
interface DocumentRoute {
  template: string;
  operations: Map<string, CompiledOperation>;
}

/** Finds a request's operation in the document: by its path under the base path, or by its id. */
export interface DocumentRouter {
  /** The document's base path (`/v1.1`), without a trailing slash. */
  base: string;
  /** The route of a whole request path (base path included), if the document has one. */
  routeOf(fullPath: string): DocumentRoute | undefined;
  /** The operation a method names on a whole request path; HEAD is judged as GET. */
  operationOf(method: string, fullPath: string): CompiledOperation | undefined;
  /** The operation of an id (`createSpecialEvent`). */
  byId(id: string): CompiledOperation | undefined;
}

interface Route extends DocumentRoute {
  pattern: RegExp;
  /** Literal segments first: `/a/b` wins over `/a/{id}` when both match. */
  literalSegments: number;
}

/** The router of compiled operations under `base`: when two templates match, more literal segments win. */
export function createDocumentRouter(operations: readonly CompiledOperation[], base: string): DocumentRouter {
  const byTemplate = new Map<string, Route>();
  const byId = new Map<string, CompiledOperation>();
  for (const operation of operations) {
    byId.set(operation.id, operation);
    let route = byTemplate.get(operation.template);
    if (route === undefined) {
      const { template } = operation;
      const source = template
        .split('/')
        .map((segment) =>
          /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
        )
        .join('/');
      const literalSegments = template.split('/').filter((segment) => !segment.startsWith('{')).length;
      route = { template, pattern: new RegExp(`^${source}$`), literalSegments, operations: new Map() };
      byTemplate.set(template, route);
    }
    route.operations.set(operation.method, operation);
  }
  const routes = [...byTemplate.values()].sort((a, b) => b.literalSegments - a.literalSegments);

  const routeOf = (fullPath: string): DocumentRoute | undefined => {
    if (!fullPath.startsWith(`${base}/`)) return undefined;
    const path = fullPath.slice(base.length);
    return routes.find((candidate) => candidate.pattern.test(path));
  };
  return {
    base,
    routeOf,
    operationOf(method, fullPath) {
      const route = routeOf(fullPath);
      const upper = method.toUpperCase();
      return route?.operations.get(upper) ?? (upper === 'HEAD' ? route?.operations.get('GET') : undefined);
    },
    byId: (id) => byId.get(id),
  };
}
