import type { CompiledOperation, CompiledResponse } from './compile-document.ts';
import { describeErrors } from './compile-document.ts';
import type { ContractCheck, ContractViolation } from './contract-violation.ts';
import type { DocumentRouter } from './document-router.ts';
import { type Exchange, headerValue, isPng, mediaEssence, pathOf } from './exchange.ts';

type Violate = (check: ContractCheck, detail: string) => ContractViolation[];

/** The response documented for a status: itself, its range (`4XX`), `default` for errors only. */
function documentedResponse(operation: CompiledOperation, status: number): CompiledResponse | undefined {
  const keys = [String(status), `${String(status)[0]}XX`, ...(status >= 400 ? ['DEFAULT'] : [])];
  for (const key of keys) {
    const response = operation.responses.get(key);
    if (response !== undefined) return response;
  }
  return undefined;
}

/** Checks one exchange against the routed document; HEAD is judged as GET without a body. */
export function checkExchange(
  router: DocumentRouter,
  { operation: operationId, request, response: observed }: Exchange,
): ContractViolation[] {
  const method = request.method.toUpperCase();
  const fullPath = pathOf(request.url);
  const { status, headers, body } = observed;
  const { base } = router;
  const violations: ContractViolation[] = [];
  const violation: Violate = (check, detail) => {
    violations.push({ check, message: `${method} ${fullPath} → ${status}: ${detail}` });
    return violations;
  };

  let operation = operationId === undefined ? undefined : router.byId(operationId);
  if (operation === undefined) {
    if (!fullPath.startsWith(`${base}/`)) {
      return violation('path', `the path is outside the document's base path ${base}`);
    }
    const route = router.routeOf(fullPath);
    if (route === undefined) {
      return violation('path', `no path of the document matches ${fullPath.slice(base.length)}`);
    }
    operation = router.operationOf(method, fullPath);
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

  const response = documentedResponse(operation, status);
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
}

/** What one exchange proves beyond its schemas. */
function checkFacts(
  operation: CompiledOperation,
  fullPath: string,
  { status, headers, body }: Exchange['response'],
  essence: string,
  violation: Violate,
): void {
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
  if (operation.id === 'getTicketCode' && status === 200 && body instanceof Uint8Array && !isPng(body)) {
    violation('png', 'the ticket image does not start with the PNG signature');
  }
}
