import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import {
  type OpenApiDocument,
  type OpenApiHeader,
  type OpenApiOperation,
  type OpenApiReference,
  type OpenApiResponse,
  openApiMethods,
} from '../../src/core/openapi/open-api-types.ts';

/**
 * One response as a test saw it, to check against the document.
 *
 * @example
 * ```ts
 * const seen: ObservedResponse = {
 *   method: 'GET', path: '/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10',
 *   status: 200, contentType: 'application/json', body: await response.clone().json(),
 * };
 * ```
 */
export interface ObservedResponse {
  /** Request method, any case. */
  method: string;
  /** Concrete request path including the base path (`/v1.1/tickets`), or a whole URL; a query is ignored. */
  path: string;
  status: number;
  /** The `Content-Type` header; `null` or absent when the response has none. */
  contentType?: string | null | undefined;
  /** The parsed JSON body for JSON media types. Not looked at for other media types (the PNG). */
  body?: unknown;
  /** Response headers. When given, documented required headers (`Location`, `Allow`, …) are checked. */
  headers?: Headers | Record<string, string> | undefined;
}

/**
 * What kind of disagreement a {@link ContractProblem} reports.
 *
 * @example
 * ```ts
 * const kind: ContractProblemKind = 'undocumented-status';
 * ```
 */
export type ContractProblemKind =
  | 'unknown-path'
  | 'undocumented-method'
  | 'undocumented-status'
  | 'wrong-content-type'
  | 'body-mismatch'
  | 'header-mismatch';

/**
 * One way a response disagrees with the document. `message` names the request, the status and
 * what is wrong, so a failing test can print it as is.
 *
 * @example
 * ```ts
 * const problem: ContractProblem = { kind: 'wrong-content-type', message: 'GET /v1.1/tickets/…/qr → 200: …' };
 * ```
 */
export interface ContractProblem {
  kind: ContractProblemKind;
  message: string;
}

/**
 * Checks observed responses against an OpenAPI 3.1 document. Built once per document: every
 * body and header schema is compiled up front, so a check is a route lookup and one compiled
 * validator call.
 *
 * @example
 * ```ts
 * const contract = createContractValidator(buildOpenApiDocument());
 * expect(contract.validateResponse(seen)).toEqual([]);
 * ```
 */
export interface ContractValidator {
  /** Every disagreement of the response with the document; empty when it conforms. */
  validateResponse(response: ObservedResponse): ContractProblem[];
  /** Throws an `Error` listing every disagreement, for use inside event listeners and helpers. */
  assertResponse(response: ObservedResponse): void;
}

interface CompiledMedia {
  /** Undefined for media types that are not JSON: their bodies are bytes, not checked here. */
  validate: ValidateFunction | undefined;
}

interface CompiledResponse {
  content: Map<string, CompiledMedia>;
  headers: Array<{ name: string; required: boolean; validate: ValidateFunction }>;
}

interface CompiledOperation {
  label: string;
  responses: Map<string, CompiledResponse>;
}

interface Route {
  template: string;
  pattern: RegExp;
  /** Literal segments first: `/a/b` wins over `/a/{id}` when both match. */
  literalSegments: number;
  operations: Map<string, CompiledOperation>;
}

// Registered under an absolute URI so `$ref`s into it resolve from any compiled wrapper schema.
const documentUri = 'urn:museum-api:openapi-document';

// OpenAPI's own fields and schema keywords that are not JSON Schema; declared so strict mode
// accepts the document as a schema resource instead of rejecting unknown keywords.
const openApiKeywords = [
  'openapi',
  'info',
  'jsonSchemaDialect',
  'servers',
  'paths',
  'webhooks',
  'components',
  'security',
  'tags',
  'externalDocs',
  'discriminator',
  'xml',
  'example',
];

function pointer(...segments: string[]): string {
  const escaped = segments.map((segment) =>
    encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')),
  );
  return `${documentUri}#/${escaped.join('/')}`;
}

function isReference(value: unknown): value is OpenApiReference {
  return typeof value === 'object' && value !== null && typeof (value as OpenApiReference).$ref === 'string';
}

function mediaEssence(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

function isJsonMedia(essence: string): boolean {
  return essence === 'application/json' || essence.endsWith('+json');
}

function basePathOf(document: OpenApiDocument): string {
  const url = document.servers[0]?.url ?? '/';
  // A relative server URL is relative to the document; only its path matters here.
  return new URL(url, 'http://document.invalid').pathname.replace(/\/+$/, '');
}

function headerValue(headers: ObservedResponse['headers'], name: string): string | undefined {
  if (headers === undefined) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : headers[key];
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

/**
 * Builds a {@link ContractValidator} for an OpenAPI 3.1 document, on Ajv's JSON Schema 2020-12
 * validator (OpenAPI 3.1's dialect) with `ajv-formats` for `date`, `uuid`, `email` and the like.
 * Paths are matched after the base path of the document's first server (`/v1.1`), against the
 * path templates (`/special-events/{eventId}`). A `405` for a method a path lacks is checked
 * against the `405` response its other operations document. `default` covers only error
 * statuses (400 and up): a success status must be declared by the operation.
 *
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 *
 * const contract = createContractValidator(buildOpenApiDocument());
 * server.events.on('response:mocked', async ({ request, response }) => {
 *   const contentType = response.headers.get('content-type');
 *   contract.assertResponse({
 *     method: request.method, path: request.url, status: response.status, contentType,
 *     headers: response.headers,
 *     body: contentType?.includes('json') ? await response.clone().json() : undefined,
 *   });
 * });
 * ```
 */
export function createContractValidator(document: OpenApiDocument): ContractValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  ajv.addSchema(document, documentUri);

  const resolve = <T>(value: T | OpenApiReference): T => {
    if (!isReference(value)) return value;
    const segments = value.$ref.replace(/^#\//, '').split('/');
    let target: unknown = document;
    for (const segment of segments) {
      const key = decodeURIComponent(segment).replaceAll('~1', '/').replaceAll('~0', '~');
      target = (target as Record<string, unknown> | undefined)?.[key];
    }
    if (target === undefined) throw new Error(`Unresolvable $ref ${value.$ref} in the document`);
    return target as T;
  };

  // Shared components (problem details, the error responses) are compiled once, not once per
  // operation that refers to them.
  const validators = new Map<string, ValidateFunction>();
  const compileAt = (uri: string): ValidateFunction => {
    let validate = validators.get(uri);
    if (validate === undefined) {
      validate = ajv.compile({ $ref: uri });
      validators.set(uri, validate);
    }
    return validate;
  };

  const compileResponse = (response: OpenApiResponse, at: string[]): CompiledResponse => {
    const content = new Map<string, CompiledMedia>();
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      const essence = mediaEssence(mediaType);
      const schemaAt = isReference(media.schema)
        ? media.schema.$ref.replace(/^#\//, '').split('/')
        : [...at, 'content', mediaType, 'schema'];
      content.set(essence, { validate: isJsonMedia(essence) ? compileAt(pointer(...schemaAt)) : undefined });
    }
    const headers = Object.entries(response.headers ?? {}).map(([name, header]) => {
      const { required = false } = resolve<OpenApiHeader>(header);
      const headerAt = isReference(header)
        ? header.$ref.replace(/^#\//, '').split('/')
        : [...at, 'headers', name];
      return { name, required, validate: compileAt(pointer(...headerAt, 'schema')) };
    });
    return { content, headers };
  };

  const compiledResponses = new Map<string, CompiledResponse>();
  const compileResponseOnce = (response: OpenApiResponse | OpenApiReference, at: string[]) => {
    const key = at.join('/');
    let compiled = compiledResponses.get(key);
    if (compiled === undefined) {
      compiled = compileResponse(resolve(response), at);
      compiledResponses.set(key, compiled);
    }
    return compiled;
  };

  const base = basePathOf(document);
  const routes: Route[] = Object.entries(document.paths).map(([template, item]) => {
    const operations = new Map<string, CompiledOperation>();
    for (const method of openApiMethods) {
      const operation: OpenApiOperation | undefined = item[method];
      if (operation === undefined) continue;
      const responses = new Map<string, CompiledResponse>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const at = isReference(response)
          ? response.$ref.replace(/^#\//, '').split('/')
          : ['paths', template, method, 'responses', status];
        responses.set(status.toUpperCase(), compileResponseOnce(response, at));
      }
      operations.set(method.toUpperCase(), { label: `${operation.operationId}`, responses });
    }
    const source = template
      .split('/')
      .map((segment) =>
        /^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('/');
    const literalSegments = template.split('/').filter((segment) => !segment.startsWith('{')).length;
    return { template, pattern: new RegExp(`^${source}$`), literalSegments, operations };
  });
  routes.sort((a, b) => b.literalSegments - a.literalSegments);

  const findResponse = (operation: CompiledOperation, status: number) => {
    // `default` stands for the failures the document does not list one by one (injected faults);
    // a success status that is not declared outright is a contract break, not a default.
    const keys = [String(status), `${String(status)[0]}XX`, ...(status >= 400 ? ['DEFAULT'] : [])];
    for (const key of keys) {
      const response = operation.responses.get(key);
      if (response !== undefined) return response;
    }
    return undefined;
  };

  const validateResponse = (observed: ObservedResponse): ContractProblem[] => {
    const method = observed.method.toUpperCase();
    const fullPath = new URL(observed.path, 'http://request.invalid').pathname;
    const label = `${method} ${fullPath} → ${observed.status}`;
    const problem = (kind: ContractProblemKind, detail: string): ContractProblem[] => [
      { kind, message: `${label}: ${detail}` },
    ];

    if (!fullPath.startsWith(`${base}/`)) {
      return problem('unknown-path', `the path is outside the document's base path ${base}`);
    }
    const path = fullPath.slice(base.length);
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (route === undefined) {
      return problem('unknown-path', `no path of the document matches ${path}`);
    }

    // HEAD is GET without a body (RFC 9110), so it answers to GET's documented responses.
    let operation =
      route.operations.get(method) ?? (method === 'HEAD' ? route.operations.get('GET') : undefined);
    if (operation === undefined) {
      // A known path with another method: only the documented 405 is in contract.
      const documented = [...route.operations.values()].find((candidate) => candidate.responses.has('405'));
      if (observed.status !== 405 || documented === undefined) {
        const allowed = [...route.operations.keys()].join(', ');
        return problem(
          'undocumented-method',
          `${route.template} documents only ${allowed}; another method must get 405, not ${observed.status}`,
        );
      }
      operation = documented;
    }

    const response = findResponse(operation, observed.status);
    if (response === undefined) {
      const documented = [...operation.responses.keys()].join(', ');
      return problem(
        'undocumented-status',
        `status ${observed.status} is not documented for ${operation.label} (documented: ${documented})`,
      );
    }

    const problems: ContractProblem[] = [];
    const contentType = observed.contentType ?? '';
    const documentedTypes = [...response.content.keys()];
    if (documentedTypes.length === 0) {
      const hasBody = observed.body !== undefined && observed.body !== null && observed.body !== '';
      if (contentType !== '' || hasBody) {
        problems.push(...problem('body-mismatch', 'the documented response has no body, but one was sent'));
      }
    } else {
      const media = response.content.get(mediaEssence(contentType));
      if (media === undefined) {
        problems.push(
          ...problem(
            'wrong-content-type',
            `Content-Type ${contentType === '' ? '(none)' : `"${contentType}"`} is not documented ` +
              `(documented: ${documentedTypes.join(', ')})`,
          ),
        );
      } else if (method !== 'HEAD' && media.validate !== undefined && !media.validate(observed.body)) {
        problems.push(
          ...problem('body-mismatch', `body does not match the schema: ${describeErrors(media.validate)}`),
        );
      }
    }

    if (observed.headers !== undefined) {
      for (const header of response.headers) {
        const value = headerValue(observed.headers, header.name);
        if (value === undefined) {
          if (header.required)
            problems.push(...problem('header-mismatch', `required header ${header.name} is missing`));
        } else if (!header.validate(value)) {
          problems.push(
            ...problem(
              'header-mismatch',
              `header ${header.name} "${value}": ${describeErrors(header.validate)}`,
            ),
          );
        }
      }
    }
    return problems;
  };

  return {
    validateResponse,
    assertResponse(response) {
      const problems = validateResponse(response);
      if (problems.length > 0) {
        throw new Error(
          `Response breaks the OpenAPI contract:\n${problems.map((p) => `- ${p.message}`).join('\n')}`,
        );
      }
    },
  };
}
