import { readFile } from 'node:fs/promises';
import * as core from '@museum-api/core';
import {
  limits,
  museumApiVersions,
  type OpenApiOperation,
  type OpenApiResponse,
  openApiMethods,
} from '@museum-api/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createContractChecks } from '../checks/create-contract-checks.ts';
import { buildOpenApiDocument } from './build-open-api-document.ts';
import { openApiFileOf, openApiJson } from './open-api-json.ts';

const document = buildOpenApiDocument();

function operations() {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    openApiMethods.flatMap((method) => {
      const operation: OpenApiOperation | undefined = item[method];
      return operation === undefined ? [] : [{ key: `${method.toUpperCase()} ${path}`, operation }];
    }),
  );
}

function operation(id: string): OpenApiOperation {
  const found = operations().find((entry) => entry.operation.operationId === id);
  if (found === undefined) throw new Error(`No operation ${id}`);
  return found.operation;
}

function response(operationId: string, status: string): OpenApiResponse {
  const entry = operation(operationId).responses[status];
  if (entry === undefined) throw new Error(`${operationId} has no ${status}`);
  if ('$ref' in entry) {
    const name = entry.$ref.replace('#/components/responses/', '');
    const shared = document.components.responses[name];
    if (shared === undefined) throw new Error(`Dangling ${entry.$ref}`);
    return shared;
  }
  return entry;
}

// The statuses the HTTP contract (docs/http-contract.md) gives each operation, written out here independently of
// the builder: 400 and 401 everywhere, 404 where an id is looked up, 413/415 where there is a
// body, 405 for the other methods of the path, 503 (the flaky scenario) and the 4XX and 5XX
// ranges for any other status a fault injects; 304 where the image is revalidated by its tag.
const designStatuses: Record<string, string[]> = {
  'GET /museum-hours': ['200', '400', '401', '405', '503', '4XX', '5XX'],
  // 409 and 422: the Idempotency-Key of the two creating operations.
  'POST /special-events': ['201', '400', '401', '405', '409', '413', '415', '422', '503', '4XX', '5XX'],
  'GET /special-events': ['200', '400', '401', '405', '503', '4XX', '5XX'],
  'GET /special-events/{eventId}': ['200', '400', '401', '404', '405', '503', '4XX', '5XX'],
  'PATCH /special-events/{eventId}': ['200', '400', '401', '404', '405', '413', '415', '503', '4XX', '5XX'],
  'DELETE /special-events/{eventId}': ['204', '400', '401', '404', '405', '503', '4XX', '5XX'],
  'POST /tickets': ['201', '400', '401', '404', '405', '409', '413', '415', '422', '503', '4XX', '5XX'],
  'GET /tickets/{ticketId}/qr': ['200', '304', '400', '401', '404', '405', '503', '4XX', '5XX'],
};

/** Core's exported zod schemas that carry a `.meta({ id })`, by id. */
function coreSchemasWithIds(): Map<string, z.core.$ZodType> {
  const found = new Map<string, z.core.$ZodType>();
  for (const value of Object.values(core)) {
    if (!(value instanceof z.core.$ZodType)) continue;
    const id = z.globalRegistry.get(value)?.id;
    if (typeof id === 'string') found.set(id, value);
  }
  return found;
}

describe('buildOpenApiDocument', () => {
  it('describes exactly the operations of DESIGN, each with every status DESIGN gives it', () => {
    const actual = Object.fromEntries(
      operations().map(({ key, operation }) => [key, Object.keys(operation.responses)]),
    );
    expect(actual).toEqual(designStatuses);
  });

  it('names the operations and groups them under the three tags', () => {
    const ids = Object.fromEntries(operations().map(({ key, operation }) => [key, operation.operationId]));
    expect(ids).toEqual({
      'GET /museum-hours': 'getMuseumHours',
      'POST /special-events': 'createSpecialEvent',
      'GET /special-events': 'listSpecialEvents',
      'GET /special-events/{eventId}': 'getSpecialEvent',
      'PATCH /special-events/{eventId}': 'updateSpecialEvent',
      'DELETE /special-events/{eventId}': 'deleteSpecialEvent',
      'POST /tickets': 'buyMuseumTickets',
      'GET /tickets/{ticketId}/qr': 'getTicketCode',
    });
    expect(document.tags.map((tag) => tag.name)).toEqual([
      'Operational information',
      'Special events',
      'Tickets',
    ]);
    expect(operation('getMuseumHours').tags).toEqual(['Operational information']);
    expect(operation('deleteSpecialEvent').tags).toEqual(['Special events']);
    expect(operation('getTicketCode').tags).toEqual(['Tickets']);
  });

  it('has each component schema equal to what z.toJSONSchema makes of the core schema today', () => {
    const fromCore = coreSchemasWithIds();
    // The stored ticket is the store's record, not something that crosses HTTP; the snapshot
    // crosses only the admin API, whose own document describes it.
    // 1.2's purchase and confirmation are in 1.2's document, tested below.
    const internal = ['Ticket', 'MuseumStoreSnapshot', 'TicketPurchase12', 'TicketConfirmation12'];
    expect([...fromCore.keys()].filter((id) => !internal.includes(id)).sort()).toEqual(
      Object.keys(document.components.schemas).sort(),
    );
    for (const [id, component] of Object.entries(document.components.schemas)) {
      const schema = fromCore.get(id);
      if (schema === undefined) throw new Error(`Component ${id} has no core schema`);
      // Converted alone, nested schemas with ids land in `$defs`; pointed at components they must
      // equal the document's components too.
      const { $schema, $defs, ...alone } = JSON.parse(
        JSON.stringify(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input' })).replaceAll(
          '#/$defs/',
          '#/components/schemas/',
        ),
      );
      expect($schema).toBe('https://json-schema.org/draft/2020-12/schema');
      // A root that is itself referenced from inside (a union's members) comes out as a `$ref`.
      const own = alone.$ref === `#/components/schemas/${id}` ? $defs[id] : alone;
      expect(component, id).toEqual(own);
      for (const [nestedId, nested] of Object.entries($defs ?? {})) {
        expect(document.components.schemas[nestedId], `${nestedId} inside ${id}`).toEqual(nested);
      }
    }
  });

  it('takes query and path parameters from the core query schemas, with their defaults', () => {
    // Every operation also takes an X-Request-Id header, last.
    const inQuery = (id: Parameters<typeof operation>[0]) =>
      (operation(id).parameters ?? []).filter((parameter) => parameter.name !== 'X-Request-Id');
    const list = inQuery('listSpecialEvents');
    expect(list.map((parameter) => parameter.name)).toEqual(['startDate', 'endDate', 'page', 'limit']);
    const hours = inQuery('getMuseumHours');
    expect(hours.map((parameter) => parameter.name)).toEqual(['startDate', 'page', 'limit']);
    const listQuery = z.toJSONSchema(core.ListSpecialEventsQuerySchema, { io: 'input' }).properties ?? {};
    for (const parameter of [...list, ...hours]) {
      expect(parameter.in).toBe('query');
      expect(parameter.required).toBe(false);
      const { default: fallback, ...schema } = parameter.schema;
      expect(schema).toEqual(listQuery[parameter.name]);
      expect(fallback).toEqual({ page: 1, limit: limits.pageSizeDefault }[parameter.name]);
    }
    expect(list.find((parameter) => parameter.name === 'limit')?.schema).toMatchObject({
      minimum: 1,
      maximum: limits.pageSizeMax,
    });
    const eventId = document.paths['/special-events/{eventId}']?.parameters?.[0];
    expect(eventId).toMatchObject({
      name: 'eventId',
      in: 'path',
      required: true,
      schema: { format: 'uuid' },
    });
  });

  it('documents Idempotency-Key on the two creating operations, X-Request-Id on every operation and answer', () => {
    for (const id of ['buyMuseumTickets', 'createSpecialEvent'] as const) {
      expect(operation(id).parameters?.map((parameter) => [parameter.name, parameter.in])).toEqual([
        ['Idempotency-Key', 'header'],
        ['X-Request-Id', 'header'],
      ]);
      expect(Object.keys(response(id, '201').headers ?? {})).toContain('Idempotent-Replayed');
    }
    for (const { operation: op } of operations()) {
      expect(op.parameters?.at(-1)?.name).toBe('X-Request-Id');
      for (const status of Object.keys(op.responses)) {
        expect(Object.keys(response(op.operationId, status).headers ?? {})).toContain('X-Request-Id');
      }
    }
  });

  it('documents errors as problem details, with WWW-Authenticate on 401 and Allow on 405', () => {
    for (const { operation: op } of operations()) {
      for (const status of Object.keys(op.responses).filter((status) => !/^[23]/.test(status))) {
        expect(response(op.operationId, status).content).toEqual({
          'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } },
        });
      }
    }
    expect(response('buyMuseumTickets', '401').headers?.['WWW-Authenticate']?.required).toBe(true);
    expect(response('listSpecialEvents', '405').headers?.Allow?.required).toBe(true);
  });

  it('describes the success responses of DESIGN: Location on create, no body on delete, a PNG image', () => {
    expect(response('createSpecialEvent', '201').headers?.Location?.required).toBe(true);
    expect(response('deleteSpecialEvent', '204').content).toBeUndefined();
    expect(response('getTicketCode', '200').content).toEqual({
      'image/png': { schema: { contentMediaType: 'image/png' } },
    });
    expect(response('getTicketCode', '200').headers?.ETag?.required).toBe(true);
    expect(response('getTicketCode', '304').content).toBeUndefined();
    // 3.0's way of saying "bytes" makes response checkers expect the PNG as a string.
    expect(JSON.stringify(document)).not.toContain('"binary"');
  });

  it('applies HTTP Basic as MuseumPlaceholderAuth to every operation', () => {
    expect(document.components.securitySchemes).toMatchObject({
      MuseumPlaceholderAuth: { type: 'http', scheme: 'basic' },
    });
    expect(document.security).toEqual([{ MuseumPlaceholderAuth: [] }]);
  });

  it('carries version 1.1.1, the /v1.1 server, the currency and the limits', () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.info.version).toBe('1.1.1');
    expect(document.servers.map((server) => server.url)).toEqual(['http://127.0.0.1:4010/v1.1']);
    expect(buildOpenApiDocument({ serverUrl: 'https://museum.test/v1.1/' }).servers[0]?.url).toBe(
      'https://museum.test/v1.1',
    );
    const { description } = document.info;
    expect(description).toContain('US dollars');
    expect(description).toContain('whole cents');
    for (const bound of [
      limits.pageSizeMax,
      limits.pageSizeDefault,
      limits.nameMaxLength,
      limits.descriptionMaxLength,
    ]) {
      expect(description).toContain(String(bound));
    }
    expect(document.components.schemas.NewSpecialEvent).toMatchObject({
      properties: { name: { maxLength: limits.nameMaxLength }, dates: { maxItems: limits.datesMaxCount } },
    });
  });

  it('is plain JSON, so the written file is the whole document', () => {
    expect(JSON.parse(JSON.stringify(document))).toEqual(document);
  });

  it("describes 1.2.1 with 1.2's purchase and confirmation in 1.1's place, at an origin's root", () => {
    const document12 = buildOpenApiDocument({ apiVersion: '1.2' });
    expect(document12.info.version).toBe('1.2.1');
    expect(document12.servers).toEqual([{ url: 'http://127.0.0.1:4010', description: expect.any(String) }]);
    const schemas = Object.keys(document12.components.schemas);
    expect(schemas).toEqual(
      expect.arrayContaining(['TicketPurchase12', 'TicketConfirmation12', 'SpecialEvent']),
    );
    expect(schemas).not.toContain('TicketPurchase');
    expect(schemas).not.toContain('TicketConfirmation');
    const purchase = document12.paths['/tickets']?.post;
    expect(purchase?.requestBody).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/TicketPurchase12' } } },
    });
  });

  it.each(museumApiVersions)(
    'matches the committed document of %s (run `pnpm --filter @museum-api/contract run openapi` when this fails)',
    async (apiVersion) => {
      const committed = await readFile(
        new URL(`../../../mock/${openApiFileOf[apiVersion]}`, import.meta.url),
        'utf8',
      );
      expect(JSON.parse(committed)).toEqual(JSON.parse(openApiJson(apiVersion)));
    },
  );

  it('rejects what core rejects for the rules that have a JSON Schema form', () => {
    const contract = createContractChecks({ document });
    const event = {
      eventId: '3b0f8f3e-7a65-4c4e-9a51-1c6f3c2d9f10',
      name: 'Night of the Dinosaurs',
      location: 'Hall B',
      eventDescription: 'Torch-lit tour.',
      dates: ['2099-12-05'],
      price: 25,
    };
    const check = (body: unknown) =>
      contract.checkExchange({
        request: { method: 'GET', url: `/v1.1/special-events/${event.eventId}` },
        response: { status: 200, headers: { 'content-type': 'application/json' }, body },
      });
    const samples = [
      event,
      { ...event, name: '   ' },
      { ...event, name: 'x'.repeat(limits.nameMaxLength + 1) },
      { ...event, dates: ['2099-12-05', '2099-12-05'] },
      { ...event, dates: [] },
      { ...event, dates: ['2099-02-30'] },
      { ...event, price: -0.5 },
      { ...event, eventId: 'not-a-uuid' },
      { ...event, extra: 1 },
    ];
    for (const sample of samples) {
      const coreAccepts = core.SpecialEventSchema.safeParse(sample).success;
      expect(check(sample).length === 0, JSON.stringify(sample)).toBe(coreAccepts);
    }
  });
});
