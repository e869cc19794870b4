import { isIsoDate, type JsonSchema, type MuseumApiVersion, type OpenApiDocument } from '@museum-api/core';
import { museumApiVersionHeader, museumOperations } from '@museum-api/core/http';
import { openApiDocument } from '../openapi/open-api-answer.ts';
import type { MuseumOperation } from '../operations/operation-routes.ts';
import type { JournalEntry } from './journal-types.ts';
import { bodyRules, escapeRegex, memberPath, resolveSchema, stringPattern } from './pact-matchers.ts';
import type { Pact, PactInteraction, PactRule } from './pact-schema.ts';

type MatchingRules = NonNullable<PactInteraction['request']['matchingRules']>;

/**
 * The provider states a pact from the journal names, and that the mock's
 * `POST /__admin/pact/state` makes true: an event with `eventId` (and `dates`) exists; a ticket
 * with `ticketId` (and `ticketType`, `ticketDate`, `eventId`) exists; the recorded `dates` move
 * by as many days as the provider's today is past the recorded `today` (each state's answer maps
 * every recorded date to the provider's, and names the ids, for the request's generators).
 *
 * @example
 * ```ts
 * const state = { name: pactStates.event, params: { eventId, dates: ['2026-12-01'], today: '2026-11-28' } };
 * ```
 */
export const pactStates = {
  event: 'an event exists',
  ticket: 'a ticket exists',
  dates: 'the dates are relative to today',
} as const;

/**
 * Options of {@link journalToPact}.
 *
 * @example
 * ```ts
 * journalToPact(entries, { consumer: 'checkout-web', provider: 'museum-api' });
 * ```
 */
export interface JournalToPactOptions {
  /** The consumer's name, as the broker knows it. */
  consumer: string;
  /**
   * The provider's name.
   * @default 'museum-api'
   */
  provider?: string;
  /**
   * The API version of entries whose answer does not say it (`Museum-Api-Version`).
   * @default '1.1'
   */
  apiVersion?: MuseumApiVersion;
  /**
   * The day the journal was recorded on by the mock's clock (`YYYY-MM-DD`): the request's dates
   * are made relative to it, so the pact still verifies once the provider's today is later.
   * `mock.journal.toPact` gives the mock's today.
   * @default the UTC day of the first entry's `startedAt` (right when the mock's clock is real)
   */
  today?: string;
}

// A stand-in for the credentials, which the journal never keeps: the verifier must send some.
const basicExample = 'Basic cGFjdDpwYWN0';
const basicPattern = '^Basic [A-Za-z0-9+/]+=*$';
const regexRule = (regex: string): PactRule => ({ combine: 'AND', matchers: [{ match: 'regex', regex }] });

/**
 * Converts journal entries to a Pact V4 file: one `Synchronous/HTTP` interaction per distinct
 * exchange (operation, status and the request's shape: its query names and body keys), the
 * first of each. Matchers come from the published description of the answer's version (ids,
 * dates and codes by regex, numbers and free text by type, lists `eachLike`), so the pact holds
 * the contract, not one run's random values; `Authorization` is a Basic regex with a stand-in
 * value. Each interaction names the provider state it needs ({@link pactStates}); the request's
 * dates and ids are `ProviderState` generators, so the verifier sends the provider's own, relative
 * to its today as the recorded ones were to `today` (the pact ages well). Faults,
 * overrides, the mock's own failures and paths no operation has are left out: they are not the
 * provider's behaviour. Async: it loads the description on first use.
 *
 * @example
 * ```ts
 * import { journalToPact } from '@museum-api/mock';
 * const pact = await journalToPact(mock.journal.filter(), { consumer: 'checkout-web' });
 * ```
 */
export async function journalToPact(
  entries: readonly JournalEntry[],
  options: JournalToPactOptions,
): Promise<Pact> {
  const { consumer, provider = 'museum-api', apiVersion = '1.1' } = options;
  const today = options.today ?? entries[0]?.startedAt.slice(0, 10) ?? '';
  if (entries.length > 0 && !isIsoDate(today))
    throw new TypeError(`journalToPact: today must be a date (YYYY-MM-DD), got '${today}'`);
  const seen = new Map<string, number>();
  const interactions: PactInteraction[] = [];
  const versions = new Set<MuseumApiVersion>();
  for (const entry of entries) {
    if (entry.operation === 'unknown' || entry.status === 0) continue;
    if (entry.intervention !== undefined || entry.mockFailure !== undefined) continue;
    const version = (entry.responseHeaders?.[museumApiVersionHeader.toLowerCase()] ??
      apiVersion) as MuseumApiVersion;
    const key = shapeOf(entry, version);
    if (seen.has(key)) continue;
    const sameStatus = [...seen.keys()].filter((other) =>
      other.startsWith(`${entry.operation}|${entry.status}|`),
    );
    seen.set(key, interactions.length);
    versions.add(version);
    const document = await openApiDocument(version);
    interactions.push(interactionOf(entry, entries, document, sameStatus.length + 1, today));
  }
  return {
    consumer: { name: consumer },
    provider: { name: provider },
    interactions,
    metadata: { pactSpecification: { version: '4.0' }, museum: { apiVersions: [...versions].sort() } },
  };
}

/** What makes two exchanges the same interaction: no values, only names and keys. */
function shapeOf(entry: JournalEntry, version: string): string {
  const keys = (value: unknown): unknown =>
    Array.isArray(value)
      ? [value.length === 0 ? null : keys(value[0])]
      : typeof value === 'object' && value !== null
        ? Object.keys(value)
            .sort()
            .map((key) => [key, keys((value as Record<string, unknown>)[key])])
        : typeof value;
  const body = entry.requestBody as Record<string, unknown> | undefined;
  // An event ticket and a general one are two exchanges with one shape of body.
  const kind = typeof body?.ticketType === 'string' ? body.ticketType : '';
  return [
    entry.operation,
    entry.status,
    version,
    Object.keys(entry.query).sort(),
    JSON.stringify(keys(body)),
    kind,
  ].join('|');
}

function interactionOf(
  entry: JournalEntry & { operation: MuseumOperation },
  entries: readonly JournalEntry[],
  document: OpenApiDocument,
  ordinal: number,
  today: string,
): PactInteraction {
  const template = museumOperations[entry.operation].path.replace(/:(\w+)/g, '{$1}');
  const operation = openApiOperation(document, template, entry.method);
  const url = new URL(entry.url);
  const request = requestOf(entry, url, template, operation, document);
  const states = withGenerators(request, statesOf(entry, entries), today);
  return {
    type: 'Synchronous/HTTP',
    description: `${entry.operation} answers ${entry.status}${ordinal > 1 ? ` (${ordinal})` : ''}`,
    ...(states.length === 0 ? {} : { providerStates: states }),
    request,
    response: responseOf(entry, operation, document),
  };
}

type PactStates = NonNullable<PactInteraction['providerStates']>;
// Pact's expression for a value of the state change's answer.
const placeholder = (name: string): string => `\${${name}}`;
const fromState = (expression: string) => ({
  type: 'ProviderState' as const,
  expression,
  dataType: 'STRING' as const,
});

/**
 * Pact V4 generators: dates move with the provider's today, ids come from the state change's answer,
 * so a pact ages well; adds the dates state first when the request holds dates.
 */
function withGenerators(request: PactInteraction['request'], states: PactStates, today: string): PactStates {
  const dates = new Set<string>();
  const generators: NonNullable<PactInteraction['request']['generators']> = {};
  const query: Record<string, ReturnType<typeof fromState>> = {};
  for (const [name, [value, ...more]] of Object.entries(request.query ?? {}))
    if (more.length === 0 && isIsoDate(value)) {
      dates.add(value);
      query[name] = fromState(placeholder(value));
    }
  const body: Record<string, ReturnType<typeof fromState>> = {};
  const ids = Object.assign({}, ...states.map((state) => state.params)) as Record<string, unknown>;
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) for (const [index, item] of node.entries()) walk(item, `${path}[${index}]`);
    else if (typeof node === 'object' && node !== null)
      for (const [key, item] of Object.entries(node)) walk(item, memberPath(path, key));
    else if (isIsoDate(node)) {
      dates.add(node);
      body[path] = fromState(placeholder(node));
    } else if (path === '$.eventId' && node === ids.eventId) body[path] = fromState(placeholder('eventId'));
  };
  walk(request.body?.content, '$');
  let path = request.path;
  for (const id of ['eventId', 'ticketId'] as const) {
    const value = ids[id];
    if (typeof value === 'string' && path.includes(`/${value}`))
      path = path.replace(`/${value}`, `/${placeholder(id)}`);
  }
  if (path !== request.path) generators.path = fromState(path);
  if (Object.keys(query).length > 0) generators.query = query;
  if (Object.keys(body).length > 0) generators.body = body;
  if (Object.keys(generators).length > 0) request.generators = generators;
  const dated = states.map((state) =>
    'dates' in state.params || 'ticketDate' in state.params
      ? { ...state, params: { ...state.params, today } }
      : state,
  );
  return dates.size === 0
    ? dated
    : [{ name: pactStates.dates, params: { today, dates: [...dates].sort() } }, ...dated];
}

function openApiOperation(document: OpenApiDocument, template: string, method: string): JsonSchema {
  const item = (document.paths as Record<string, Record<string, unknown>>)[template] ?? {};
  const operation = (item[method.toLowerCase()] ?? {}) as JsonSchema;
  // Path-level parameters (the ids) apply to every method of the path.
  const parameters = [
    ...((item.parameters as unknown[]) ?? []),
    ...((operation.parameters as unknown[]) ?? []),
  ];
  return { ...operation, parameters };
}

function parameterSchema(document: OpenApiDocument, operation: JsonSchema, place: string, name: string) {
  for (const raw of operation.parameters as unknown[]) {
    const parameter = resolveSchema(document, raw);
    if (parameter?.in === place && parameter.name === name) return resolveSchema(document, parameter.schema);
  }
  return undefined;
}

const innerPattern = (schema: JsonSchema | undefined): string => {
  const pattern = stringPattern(schema);
  return pattern === undefined ? '[^/]+' : `(?:${pattern.replace(/^\^/, '').replace(/\$$/, '')})`;
};

function requestOf(
  entry: JournalEntry,
  url: URL,
  template: string,
  operation: JsonSchema,
  document: OpenApiDocument,
): PactInteraction['request'] {
  // The base path (`/v1.1`) is what is left of the path before the operation's own.
  const ownPath = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent((entry.params as Record<string, string>)[name] ?? ''),
  );
  const base = url.pathname.endsWith(ownPath) ? url.pathname.slice(0, -ownPath.length) : '';
  const pathRegex = `^${escapeRegex(base)}${template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name === undefined
        ? escapeRegex(part)
        : innerPattern(parameterSchema(document, operation, 'path', name));
    })
    .join('')}$`;
  const matchingRules: MatchingRules = { path: regexRule(pathRegex) };
  const headers: Record<string, string[]> = {};
  const headerRules: Record<string, PactRule> = {};
  if (entry.requestHeaders?.authorization !== undefined || entry.username !== undefined) {
    headers.Authorization = [basicExample];
    headerRules.Authorization = regexRule(basicPattern);
  }
  const key = entry.requestHeaders?.['idempotency-key'];
  if (key !== undefined) {
    headers['Idempotency-Key'] = [key];
    headerRules['Idempotency-Key'] = { combine: 'AND', matchers: [{ match: 'type' }] };
  }
  const query: Record<string, string[]> = {};
  const queryRules: Record<string, PactRule> = {};
  for (const [name, value] of Object.entries(entry.query)) {
    query[name] = Array.isArray(value) ? value : [value];
    const schema = parameterSchema(document, operation, 'query', name);
    const pattern = schema?.type === 'integer' ? '^\\d+$' : stringPattern(schema);
    queryRules[name] =
      pattern === undefined ? { combine: 'AND', matchers: [{ match: 'type' }] } : regexRule(pattern);
  }
  let body: PactInteraction['request']['body'];
  if (entry.requestBody !== undefined) {
    headers['Content-Type'] = ['application/json'];
    const requestBody = resolveSchema(document, operation.requestBody);
    const schema = (requestBody?.content as Record<string, { schema?: unknown }> | undefined)?.[
      'application/json'
    ]?.schema;
    const { example, rules } = bodyRules(document, schema, entry.requestBody);
    body = { content: example, contentType: 'application/json', encoded: false };
    matchingRules.body = rules;
  }
  if (Object.keys(headerRules).length > 0) matchingRules.header = headerRules;
  if (Object.keys(queryRules).length > 0) matchingRules.query = queryRules;
  return {
    method: entry.method,
    path: url.pathname,
    ...(Object.keys(query).length === 0 ? {} : { query }),
    ...(Object.keys(headers).length === 0 ? {} : { headers }),
    ...(body === undefined ? {} : { body }),
    matchingRules,
  };
}

function responseOf(
  entry: JournalEntry,
  operation: JsonSchema,
  document: OpenApiDocument,
): PactInteraction['response'] {
  const content = entry.problem ?? entry.responseBody;
  const contentType =
    entry.problem !== undefined
      ? 'application/problem+json'
      : (entry.responseHeaders?.['content-type']?.split(';')[0] ??
        (content === undefined ? undefined : 'application/json'));
  const response: PactInteraction['response'] = { status: entry.status };
  if (contentType === undefined) return response;
  response.headers = { 'Content-Type': [contentType] };
  const matchingRules: MatchingRules = {
    header: { 'Content-Type': regexRule(`^${escapeRegex(contentType)}(;.*)?$`) },
  };
  if (content !== undefined) {
    const responses = (operation.responses ?? {}) as Record<string, unknown>;
    const described = resolveSchema(
      document,
      responses[String(entry.status)] ?? responses[`${String(entry.status)[0]}XX`],
    );
    const schema = (described?.content as Record<string, { schema?: unknown }> | undefined)?.[contentType]
      ?.schema;
    const { example, rules } = bodyRules(document, schema, content);
    response.body = { content: example, contentType, encoded: false };
    matchingRules.body = rules;
  }
  response.matchingRules = matchingRules;
  return response;
}

/** The state an exchange needed on the provider: the event or ticket it read, bought for or changed. */
function statesOf(
  entry: JournalEntry,
  entries: readonly JournalEntry[],
): NonNullable<PactInteraction['providerStates']> {
  if (entry.status >= 300) return [];
  const params = entry.params as Record<string, string>;
  switch (entry.operation) {
    case 'getSpecialEvent':
    case 'updateSpecialEvent':
    case 'deleteSpecialEvent': {
      const dates = entry.operation === 'getSpecialEvent' ? entry.responseBody?.dates : undefined;
      return [
        {
          name: pactStates.event,
          params: { eventId: params.eventId, ...(dates === undefined ? {} : { dates }) },
        },
      ];
    }
    case 'listSpecialEvents': {
      const [first] = entry.responseBody ?? [];
      return first === undefined
        ? []
        : [{ name: pactStates.event, params: { eventId: first.eventId, dates: first.dates } }];
    }
    case 'buyMuseumTickets': {
      const purchase = entry.requestBody as { eventId?: string; ticketDate?: string } | undefined;
      if (purchase?.eventId === undefined) return [];
      return [
        { name: pactStates.event, params: { eventId: purchase.eventId, dates: [purchase.ticketDate] } },
      ];
    }
    case 'getTicketCode': {
      // The purchase in the same journal says what kind of ticket it was, when there is one.
      const bought = entries.find(
        (other) => other.operation === 'buyMuseumTickets' && other.responseBody?.ticketId === params.ticketId,
      ) as JournalEntry<'buyMuseumTickets'> | undefined;
      const ticket = bought?.responseBody;
      return [
        {
          name: pactStates.ticket,
          params: {
            ticketId: params.ticketId,
            ...(ticket === undefined ? {} : { ticketType: ticket.ticketType, ticketDate: ticket.ticketDate }),
            ...(ticket !== undefined && 'eventId' in ticket && ticket.eventId !== undefined
              ? { eventId: ticket.eventId }
              : {}),
          },
        },
      ];
    }
    default:
      return [];
  }
}

/** What Pact's verifier posts to the state change URL before (`setup`) and after (`teardown`). */
export interface PactStateChange {
  /** None or empty: the verifier calls the URL for an interaction that needs no state, too. */
  state?: string | undefined;
  params?: Record<string, unknown> | undefined;
  action?: 'setup' | 'teardown' | undefined;
}
