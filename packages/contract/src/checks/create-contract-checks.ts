import type { OpenApiDocument } from '@museum-api/core';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { buildOpenApiDocument } from '../openapi/build-open-api-document.ts';
import type { ContractCheck, ContractViolation } from './contract-violation.ts';

export type { ContractCheck, ContractViolation } from './contract-violation.ts';

/**
 * Headers as any side of an exchange holds them: a Fetch `Headers`, or a plain record (any case;
 * Node's `IncomingHttpHeaders` included).
 *
 * @example
 * ```ts
 * const headers: ExchangeHeaders = { location: '/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10' };
 * ```
 */
export type ExchangeHeaders = Headers | Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * One request and its answer, as a test, the verifier or a proxy saw them.
 *
 * @example
 * ```ts
 * const exchange: Exchange = {
 *   request: { method: 'DELETE', url: 'http://127.0.0.1:4010/v1.1/special-events/3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10' },
 *   response: { status: 204 },
 * };
 * ```
 */
export interface Exchange {
  /**
   * The operation id (`createSpecialEvent`), when the caller already knows it (a proxy that
   * routed the request). Without it the operation is found from the method and the URL's path.
   */
  operation?: string | undefined;
  request: {
    /** Request method, any case. */
    method: string;
    /** A whole URL, or a path including the base path (`/v1.1/tickets`); a query is ignored. */
    url: string;
  };
  response: {
    status: number;
    /**
     * Response headers. `Content-Type` is read from them; documented headers (`Location`,
     * `Allow`, `WWW-Authenticate`) are checked only when headers are given.
     */
    headers?: ExchangeHeaders | undefined;
    /**
     * The body: parsed JSON for JSON media types, the bytes (`Uint8Array`) of an image, or
     * `undefined` for none. {@link ContractChecks.checkResponse} reads it from a `Response`.
     */
    body?: unknown;
  };
}

/**
 * Options of {@link createContractChecks}.
 *
 * @example
 * ```ts
 * const options: ContractChecksOptions = { document: buildOpenApiDocument({ serverUrl: 'https://museum.test/api/v1.1' }) };
 * ```
 */
export interface ContractChecksOptions {
  /**
   * The OpenAPI 3.1 document to check against. Its first server's path is the base path
   * (`/v1.1`); the origin of an exchange's URL is never compared.
   *
   * @default buildOpenApiDocument()
   * @example buildAdminOpenApiDocument()
   */
  document?: OpenApiDocument | undefined;
}

/**
 * The per-exchange checks of the Museum API's HTTP contract (docs/http-contract.md): for one
 * request and its answer, the status, the media type, the body against the schemas of the
 * OpenAPI document, the headers it promises, and the few facts one exchange proves by itself
 * (problem `status`, `Location` of a created event, the event id asked for, the PNG signature).
 * One module for the project's contract tests, `museum-mock verify` and the proxy.
 *
 * @example
 * ```ts
 * const contract = createContractChecks();
 * const violations = contract.checkExchange({
 *   request: { method: 'POST', url: 'https://museum.test/v1.1/special-events' },
 *   response: { status: 201, headers: response.headers, body: await response.json() },
 * });
 * for (const { check, message } of violations) console.warn(check, message);
 * ```
 */
export interface ContractChecks {
  /** Every way the exchange breaks the contract; empty when it keeps it. */
  checkExchange(exchange: Exchange): ContractViolation[];
  /**
   * Reads a clone of `response` (JSON, text or bytes by its `Content-Type`) and checks the
   * exchange; the response itself stays unread. A JSON media type whose body does not parse is a
   * `body` violation.
   */
  checkResponse(
    request: Exchange['request'] & { operation?: string | undefined },
    response: Response,
  ): Promise<ContractViolation[]>;
  /** The operation id of a request (`GET /v1.1/special-events/…` → `getSpecialEvent`), if any. */
  operationOf(method: string, url: string): string | undefined;
}

type PathItem = OpenApiDocument['paths'][string];
type Operation = NonNullable<PathItem['get']>;
type ResponseOrReference = Operation['responses'][string];
type Reference = Extract<ResponseOrReference, { $ref: string }>;
type OpenApiResponse = Exclude<ResponseOrReference, Reference>;
type OpenApiHeader = NonNullable<OpenApiResponse['headers']>[string];

// The HTTP methods a path item may hold, as OpenAPI names them.
const pathItemMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface CompiledMedia {
  /** Undefined for media types that are not JSON: their bodies are bytes, not schemas. */
  validate: ValidateFunction | undefined;
}

interface CompiledResponse {
  content: Map<string, CompiledMedia>;
  headers: Array<{ name: string; required: boolean; validate: ValidateFunction }>;
}

interface CompiledOperation {
  id: string;
  template: string;
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

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function pointer(...segments: string[]): string {
  const escaped = segments.map((segment) =>
    encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1')),
  );
  return `${documentUri}#/${escaped.join('/')}`;
}

function isReference(value: unknown): value is Reference {
  return typeof value === 'object' && value !== null && typeof (value as Reference).$ref === 'string';
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

function headerValue(headers: ExchangeHeaders | undefined, name: string): string | undefined {
  if (headers === undefined) return undefined;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return typeof value === 'string' || value === undefined ? value : value.join(', ');
}

function describeErrors(validate: ValidateFunction): string {
  return (validate.errors ?? [])
    .map((error) => `${error.instancePath || '(root)'} ${error.message ?? 'is invalid'}`)
    .join('; ');
}

function pathOf(url: string): string {
  return new URL(url, 'http://request.invalid').pathname;
}

/**
 * Builds the {@link ContractChecks} of an OpenAPI 3.1 document (the mock's own by default), on
 * Ajv's JSON Schema 2020-12 validator with `ajv-formats`. Every body and header schema is
 * compiled up front, so a check is a route lookup and one compiled validator call. Paths are
 * matched after the base path of the document's first server, against its path templates. A 405
 * for a method a path lacks is judged by the 405 its other operations document; `default` covers
 * error statuses only (400 and up): a success status must be declared by the operation. HEAD is
 * judged as GET without a body.
 *
 * @example
 * ```ts
 * const contract = createContractChecks();
 * const response = await fetch(`${baseUrl}/special-events`, { headers: { Authorization } });
 * const violations = await contract.checkResponse({ method: 'GET', url: response.url }, response);
 * ```
 */
export function createContractChecks(options: ContractChecksOptions = {}): ContractChecks {
  const document = options.document ?? buildOpenApiDocument();
  const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
  addFormats(ajv);
  for (const keyword of openApiKeywords) ajv.addKeyword(keyword);
  ajv.addSchema(document, documentUri);

  const resolve = <T>(value: T | Reference): T => {
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
  const compileResponseOnce = (response: ResponseOrReference, at: string[]) => {
    const key = at.join('/');
    let compiled = compiledResponses.get(key);
    if (compiled === undefined) {
      compiled = compileResponse(resolve(response), at);
      compiledResponses.set(key, compiled);
    }
    return compiled;
  };

  const base = basePathOf(document);
  const operationsById = new Map<string, CompiledOperation>();
  const routes: Route[] = Object.entries(document.paths).map(([template, item]) => {
    const operations = new Map<string, CompiledOperation>();
    for (const method of pathItemMethods) {
      const operation: Operation | undefined = item[method];
      if (operation === undefined) continue;
      const responses = new Map<string, CompiledResponse>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const at = isReference(response)
          ? response.$ref.replace(/^#\//, '').split('/')
          : ['paths', template, method, 'responses', status];
        responses.set(status.toUpperCase(), compileResponseOnce(response, at));
      }
      const compiled = { id: operation.operationId, template, responses };
      operations.set(method.toUpperCase(), compiled);
      operationsById.set(operation.operationId, compiled);
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

  const routeOf = (fullPath: string): Route | undefined => {
    if (!fullPath.startsWith(`${base}/`)) return undefined;
    const path = fullPath.slice(base.length);
    return routes.find((candidate) => candidate.pattern.test(path));
  };

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

  const checkExchange = ({ operation: operationId, request, response: observed }: Exchange) => {
    const method = request.method.toUpperCase();
    const fullPath = pathOf(request.url);
    const { status, headers, body } = observed;
    const violations: ContractViolation[] = [];
    const violation = (check: ContractCheck, detail: string) => {
      violations.push({ check, message: `${method} ${fullPath} → ${status}: ${detail}` });
      return violations;
    };

    let operation = operationId === undefined ? undefined : operationsById.get(operationId);
    if (operation === undefined) {
      if (!fullPath.startsWith(`${base}/`)) {
        return violation('path', `the path is outside the document's base path ${base}`);
      }
      const route = routeOf(fullPath);
      if (route === undefined) {
        return violation('path', `no path of the document matches ${fullPath.slice(base.length)}`);
      }
      operation =
        route.operations.get(method) ?? (method === 'HEAD' ? route.operations.get('GET') : undefined);
      if (operation === undefined) {
        // A known path with another method: only the documented 405 is in contract.
        const documented = [...route.operations.values()].find((candidate) => candidate.responses.has('405'));
        if (status !== 405 || documented === undefined) {
          const allowed = [...route.operations.keys()].join(', ');
          return violation(
            'method',
            `${route.template} documents only ${allowed}; another method must get 405, not ${status}`,
          );
        }
        operation = documented;
      }
    }

    const response = findResponse(operation, status);
    if (response === undefined) {
      const documented = [...operation.responses.keys()].join(', ');
      return violation(
        'status',
        `status ${status} is not documented for ${operation.id} (documented: ${documented})`,
      );
    }

    const contentType = headerValue(headers, 'content-type') ?? '';
    const essence = mediaEssence(contentType);
    const documentedTypes = [...response.content.keys()];
    if (documentedTypes.length === 0) {
      const hasBody =
        body !== undefined &&
        body !== null &&
        body !== '' &&
        !(body instanceof Uint8Array && body.byteLength === 0);
      if (contentType !== '' || hasBody) {
        violation('body', 'the documented response has no body, but one was sent');
      }
    } else {
      const media = response.content.get(essence);
      if (media === undefined) {
        violation(
          'media-type',
          `Content-Type ${contentType === '' ? '(none)' : `"${contentType}"`} is not documented ` +
            `(documented: ${documentedTypes.join(', ')})`,
        );
      } else if (method !== 'HEAD' && media.validate !== undefined && !media.validate(body)) {
        violation('body', `body does not match the schema: ${describeErrors(media.validate)}`);
      }
    }

    if (headers !== undefined) {
      for (const header of response.headers) {
        const value = headerValue(headers, header.name);
        if (value === undefined) {
          if (header.required) violation('header', `required header ${header.name} is missing`);
        } else if (!header.validate(value)) {
          violation('header', `header ${header.name} "${value}": ${describeErrors(header.validate)}`);
        }
      }
    }

    if (method !== 'HEAD') checkFacts(operation, fullPath, observed, essence, violation);
    return violations;
  };

  /** What one exchange proves beyond its schemas. */
  const checkFacts = (
    operation: CompiledOperation,
    fullPath: string,
    { status, headers, body }: Exchange['response'],
    essence: string,
    violation: (check: ContractCheck, detail: string) => unknown,
  ) => {
    const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
    if (status >= 400 && essence === 'application/problem+json' && record !== undefined) {
      if (typeof record.status === 'number' && record.status !== status) {
        violation('problem', `the problem's status ${record.status} is not the response's ${status}`);
      }
    }
    const eventId = typeof record?.eventId === 'string' ? record.eventId.toLowerCase() : undefined;
    if (operation.id === 'createSpecialEvent' && status === 201 && eventId !== undefined) {
      const location = headerValue(headers, 'location');
      if (location !== undefined) {
        const named = pathOf(new URL(location, `http://request.invalid${fullPath}`).href).toLowerCase();
        if (named !== `${fullPath.replace(/\/+$/, '')}/${eventId}`.toLowerCase()) {
          violation('location', `Location "${location}" does not name the created event ${eventId}`);
        }
      }
    }
    if (
      (operation.id === 'getSpecialEvent' || operation.id === 'updateSpecialEvent') &&
      status === 200 &&
      eventId !== undefined
    ) {
      const asked = decodeURIComponent(fullPath.split('/').at(-1) ?? '').toLowerCase();
      if (asked !== eventId) violation('resource-id', `asked for event ${asked}, answered event ${eventId}`);
    }
    if (operation.id === 'getTicketCode' && status === 200 && body instanceof Uint8Array) {
      if (!pngSignature.every((byte, index) => body[index] === byte)) {
        violation('png', 'the ticket image does not start with the PNG signature');
      }
    }
  };

  return {
    checkExchange,
    async checkResponse(request, response) {
      const contentType = response.headers.get('content-type') ?? '';
      const essence = mediaEssence(contentType);
      const copy = response.clone();
      let body: unknown;
      if (isJsonMedia(essence)) {
        const text = await copy.text();
        if (text !== '') {
          try {
            body = JSON.parse(text);
          } catch {
            const method = request.method.toUpperCase();
            const message = `${method} ${pathOf(request.url)} → ${response.status}: the body is not valid JSON`;
            return [{ check: 'body', message }];
          }
        }
      } else if (essence.startsWith('text/')) {
        body = await copy.text();
      } else {
        const bytes = new Uint8Array(await copy.arrayBuffer());
        body = bytes.byteLength === 0 ? undefined : bytes;
      }
      return checkExchange({
        operation: request.operation,
        request,
        response: { status: response.status, headers: response.headers, body },
      });
    },
    operationOf(method, url) {
      const route = routeOf(pathOf(url));
      const upper = method.toUpperCase();
      return (route?.operations.get(upper) ?? (upper === 'HEAD' ? route?.operations.get('GET') : undefined))
        ?.id;
    },
  };
}
