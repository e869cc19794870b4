// The HAR 1.2 format as a JSON Schema, transcribed from the specification
// (http://www.softwareishard.com/blog/har-12-spec/). The npm packages that once shipped it
// (har-schema, har-validator) are unmaintained and deprecated; ajv is already a dev dependency.
// Stricter than the spec in one way on purpose: a field the spec does not name must start with
// `_` (its rule for custom fields), so a typo in the exporter fails here.
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;

function object(required: string[], properties: Record<string, Schema>): Schema {
  const withComment = { ...properties, comment: { type: 'string' } };
  return {
    type: 'object',
    required,
    properties: withComment,
    propertyNames: { anyOf: [{ enum: Object.keys(withComment) }, { pattern: '^_' }] },
  };
}

const string = { type: 'string' };
const integer = { type: 'integer' };
const timing = { type: 'number', minimum: -1 };
const ref = (id: string) => ({ $ref: `#/$defs/${id}` });
const list = (id: string) => ({ type: 'array', items: ref(id) });

const harSchema: Schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $defs: {
    creator: object(['name', 'version'], { name: string, version: string }),
    nameValue: object(['name', 'value'], { name: string, value: string }),
    cookie: object(['name', 'value'], {
      name: string,
      value: string,
      path: string,
      domain: string,
      expires: { type: ['string', 'null'], format: 'date-time' },
      httpOnly: { type: 'boolean' },
      secure: { type: 'boolean' },
    }),
    postData: object(['mimeType'], {
      mimeType: string,
      text: string,
      params: {
        type: 'array',
        items: object(['name'], { name: string, value: string, fileName: string, contentType: string }),
      },
    }),
    request: object(
      ['method', 'url', 'httpVersion', 'cookies', 'headers', 'queryString', 'headersSize', 'bodySize'],
      {
        method: string,
        url: { type: 'string', format: 'uri' },
        httpVersion: string,
        cookies: list('cookie'),
        headers: list('nameValue'),
        queryString: list('nameValue'),
        postData: ref('postData'),
        headersSize: integer,
        bodySize: integer,
      },
    ),
    content: object(['size', 'mimeType'], {
      size: integer,
      compression: integer,
      mimeType: string,
      text: string,
      encoding: string,
    }),
    response: object(
      [
        'status',
        'statusText',
        'httpVersion',
        'cookies',
        'headers',
        'content',
        'redirectURL',
        'headersSize',
        'bodySize',
      ],
      {
        status: integer,
        statusText: string,
        httpVersion: string,
        cookies: list('cookie'),
        headers: list('nameValue'),
        content: ref('content'),
        redirectURL: string,
        headersSize: integer,
        bodySize: integer,
      },
    ),
    cacheEntry: object(['lastAccess', 'eTag', 'hitCount'], {
      expires: string,
      lastAccess: string,
      eTag: string,
      hitCount: integer,
    }),
    cache: object([], { beforeRequest: ref('cacheEntry'), afterRequest: ref('cacheEntry') }),
    timings: object(['send', 'wait', 'receive'], {
      blocked: timing,
      dns: timing,
      connect: timing,
      send: timing,
      wait: timing,
      receive: timing,
      ssl: timing,
    }),
    entry: object(['startedDateTime', 'time', 'request', 'response', 'cache', 'timings'], {
      pageref: string,
      startedDateTime: { type: 'string', format: 'date-time' },
      time: { type: 'number', minimum: 0 },
      request: ref('request'),
      response: ref('response'),
      cache: ref('cache'),
      timings: ref('timings'),
      serverIPAddress: string,
      connection: string,
    }),
    page: object(['startedDateTime', 'id', 'title', 'pageTimings'], {
      startedDateTime: { type: 'string', format: 'date-time' },
      id: string,
      title: string,
      pageTimings: object([], { onContentLoad: timing, onLoad: timing }),
    }),
  },
  ...object(['log'], {
    log: object(['version', 'creator', 'entries'], {
      version: { const: '1.2' },
      creator: ref('creator'),
      browser: ref('creator'),
      pages: list('page'),
      entries: list('entry'),
    }),
  }),
};

const ajv = new Ajv2020({ allErrors: true, strict: true, strictTypes: false });
addFormats(ajv);
const validate = ajv.compile(harSchema);

/** Checks a value against HAR 1.2; `errors` is empty for a valid log. */
export const harValidator = {
  errors(value: unknown): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error: ErrorObject) => `${error.instancePath || '(root)'} ${error.message}`,
    );
  },
};
