import {
  allowHeader,
  componentSchemas,
  type JsonSchema,
  jsonContent as json,
  jsonSchemaOf,
  museumProblems,
  type OpenApiDocument,
  type OpenApiHeader,
  type OpenApiOperation,
  type OpenApiParameter,
  type OpenApiResponse,
  ProblemDetailsSchema,
  ProblemIssueSchema,
  problemContent as problem,
  responseRef,
  SpecialEventSchema,
  TicketSchema,
} from '@museum-api/core';
import * as z from 'zod/mini';
import { museumControls } from '../controls/control-entries.ts';
import { adminLimits } from '../controls/control-limits.ts';
import { adminJournalEntrySchema, adminSessionSchema } from '../controls/control-schemas.ts';
import { controlEntries } from '../controls/control-table.ts';
import { type AnyMuseumControl, type ControlTag, takesBody } from '../controls/define-control.ts';
import { inputSchemaOf, outputSchemaOf } from '../controls/run-control.ts';
import { serverControls } from '../controls/server-controls.ts';
import { sessionHeader, sessionIdPattern } from '../protocol.ts';

/** The admin API's OpenAPI document: the API document's shape, a bearer scheme in place of Basic. */
export type AdminOpenApiDocument = Omit<OpenApiDocument, 'components'> & {
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, OpenApiResponse>;
    securitySchemes: Record<string, { type: 'http'; scheme: 'bearer'; description: string }>;
  };
};

const securitySchemeName = 'AdminToken';
const tags: Record<ControlTag | 'Description', string> = {
  State: 'Back to the seed, or save and restore the whole state.',
  Journal: 'The requests the mock handled, newest last.',
  Faults: 'Make operations fail, slow down or drop the connection.',
  Clock: 'Move "now": ticket dates, museum hours and date windows follow.',
  Webhooks: 'The publishNewEvent webhook: subscribers, deliveries and delivery faults.',
  Sessions: "The standalone server's sessions.",
  Description: 'This description.',
};

// Each refusal's status is its problem's, from core's table.
const errorStatus = {
  BadRequest: String(museumProblems.invalidRequest.status),
  Unauthorized: String(museumProblems.unauthorized.status),
  NotFound: String(museumProblems.notFound.status),
  MethodNotAllowed: String(museumProblems.methodNotAllowed.status),
  ContentTooLarge: String(museumProblems.payloadTooLarge.status),
  UnsupportedMediaType: String(museumProblems.unsupportedMediaType.status),
};
type ErrorResponse = keyof typeof errorStatus;

const errorResponses: Record<ErrorResponse, OpenApiResponse> = {
  BadRequest: {
    description:
      'Malformed JSON, an unknown field or operation, or a bad value; `errors` names every failing field. ' +
      'Nothing was changed.',
    content: problem,
  },
  Unauthorized: {
    description: 'The server requires an admin token and the request carried none, or a wrong one.',
    content: problem,
  },
  NotFound: { description: 'No such fault (never created, used up, or removed).', content: problem },
  MethodNotAllowed: {
    description: 'The path exists but not with this method.',
    headers: allowHeader,
    content: problem,
  },
  ContentTooLarge: {
    description: `A body over ${adminLimits.maxControlBytes} bytes (${adminLimits.maxSnapshotBytes} for a snapshot).`,
    content: problem,
  },
  UnsupportedMediaType: { description: 'The request body is not `application/json`.', content: problem },
};

const sessionParameter: OpenApiParameter = {
  name: sessionHeader,
  in: 'header',
  required: false,
  description:
    'The session to act on: 1–64 of `[A-Za-z0-9_-]`. Each session has its own state, ids, journal, faults and ' +
    'clock, seeded on first use; without the header, the default session.',
  schema: { type: 'string', pattern: sessionIdPattern.source },
};

/** The component id a schema was given with `.meta({ id })`. */
function idOf(schema: z.core.$ZodType): string {
  const id = z.globalRegistry.get(schema)?.id;
  if (typeof id !== 'string') throw new Error('Every admin body and answer schema needs .meta({ id })');
  return id;
}

/** A control as an OpenAPI operation: its parameters, body, answers and refusals. */
function operationOf(name: string, control: AnyMuseumControl): OpenApiOperation {
  const parameters: OpenApiParameter[] = [sessionParameter];
  const input = inputSchemaOf(control);
  const output = outputSchemaOf(control);
  const shape = (input as unknown as { shape?: Record<string, z.core.$ZodType> } | undefined)?.shape ?? {};
  const inBody = takesBody(control);
  for (const [field, schema] of Object.entries(shape)) {
    const inPath = control.path.includes(`{${field}}`);
    if (!inPath && inBody) continue;
    const { description = '', ...jsonSchema } = jsonSchemaOf(schema) as { description?: string };
    parameters.push({
      name: field,
      in: inPath ? 'path' : 'query',
      required: inPath,
      description,
      schema: jsonSchema,
    });
  }
  const errors: ErrorResponse[] = ['Unauthorized', 'MethodNotAllowed', ...(control.refusals ?? [])];
  if (inBody && input !== undefined) errors.push('BadRequest', 'ContentTooLarge', 'UnsupportedMediaType');
  const responses: OpenApiOperation['responses'] = {};
  if (output === undefined) responses['204'] = { description: 'Done.' };
  else {
    const headers: Record<string, OpenApiHeader> = {};
    for (const [header, { description }] of Object.entries(control.headers ?? {})) {
      headers[header] = { description, required: true, schema: { type: 'string' } };
    }
    responses[String(control.status ?? 200)] = {
      description: control.summary,
      ...(Object.keys(headers).length === 0 ? {} : { headers }),
      content: json(idOf(output)),
    };
  }
  for (const error of [...new Set(errors)].sort((a, b) => errorStatus[a].localeCompare(errorStatus[b]))) {
    responses[errorStatus[error]] = responseRef(error);
  }
  return {
    operationId: name,
    summary: control.summary,
    description: control.description,
    tags: [control.tag],
    parameters,
    ...(inBody && input !== undefined
      ? { requestBody: { description: control.summary, required: true, content: json(idOf(input)) } }
      : {}),
    responses,
  };
}

/** The admin API's OpenAPI 3.1 document, converted from the control tables' zod schemas (no drift). */
export function buildAdminOpenApiDocument(): AdminOpenApiDocument {
  const controls = [...controlEntries(museumControls), ...controlEntries(serverControls)];
  const paths: Record<string, Record<string, OpenApiOperation>> = {};
  const bodies = new Set<z.core.$ZodType>();
  for (const [name, control] of controls) {
    paths[control.path] = {
      ...paths[control.path],
      [control.method.toLowerCase()]: operationOf(name, control),
    };
    const [input, output] = [inputSchemaOf(control), outputSchemaOf(control)];
    if (output !== undefined) bodies.add(output);
    if (input !== undefined && takesBody(control)) bodies.add(input);
  }
  paths['/openapi.json'] = {
    get: {
      operationId: 'openApiDocument',
      summary: 'This description',
      description: 'The OpenAPI 3.1 description of the admin API, with its server URL as it was reached.',
      tags: ['Description'],
      parameters: [sessionParameter],
      responses: {
        '200': {
          description: 'The document.',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
        [errorStatus.Unauthorized]: responseRef('Unauthorized'),
        [errorStatus.MethodNotAllowed]: responseRef('MethodNotAllowed'),
      },
    },
  };
  return {
    openapi: '3.1.1',
    info: {
      title: 'Museum mock admin API',
      version: '1.0.0',
      summary: 'Reset, inspect, break and time-travel a running Museum API mock.',
      description:
        'Served by `museum-mock --admin` under `/__admin` on the server root, outside the API base path. Every ' +
        'answer is JSON or 204; every error is RFC 9457 problem details. A refused request changes nothing. ' +
        'Each operationId is the name of the same control on the remote handle and in process.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: [
      { url: 'http://127.0.0.1:4010/__admin', description: 'A local museum-mock started with --admin' },
    ],
    security: [{ [securitySchemeName]: [] }, {}],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: componentSchemas([
        ...bodies,
        adminJournalEntrySchema(),
        adminSessionSchema(),
        SpecialEventSchema,
        TicketSchema,
        ProblemDetailsSchema,
        ProblemIssueSchema,
      ]),
      responses: errorResponses,
      securitySchemes: {
        [securitySchemeName]: {
          type: 'http',
          scheme: 'bearer',
          description:
            'The token given with `--admin-token`, as `Authorization: Bearer <token>`. Without `--admin-token` ' +
            '(loopback only) no token is needed.',
        },
      },
    },
  };
}
