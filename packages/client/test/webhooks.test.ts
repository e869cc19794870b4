/// <reference types="node" />
// The webhook entry as a receiver uses it: deliveries signed by the `standardwebhooks` package,
// POSTed over real HTTP to a node:http server on 127.0.0.1, which reads the raw body as text and
// hands Node's own IncomingHttpHeaders (or Fetch Headers made from them) to unwrapMuseumWebhook.

import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isMuseumWebhookError,
  type MuseumWebhookDelivery,
  type MuseumWebhookHeaders,
  unwrapMuseumWebhook,
} from '../src/webhooks.ts';
import { event, now, nowSeconds, otherSecret, secret, signDelivery } from './webhook-fixtures.ts';

type HeaderForm = (headers: IncomingHttpHeaders) => MuseumWebhookHeaders;

const asReceived: HeaderForm = (headers) => headers;
const asFetchHeaders: HeaderForm = (headers) => {
  const fetchHeaders = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of [value ?? []].flat()) fetchHeaders.append(name, one);
  }
  return fetchHeaders;
};

let server: Server;
let url: string;
let headerForm: HeaderForm = asReceived;
const accepted: MuseumWebhookDelivery[] = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    let body = '';
    request.setEncoding('utf8');
    for await (const chunk of request) body += chunk;
    try {
      accepted.push(await unwrapMuseumWebhook(body, headerForm(request.headers), secret, { now: () => now }));
      response.writeHead(202).end();
    } catch (error) {
      if (!isMuseumWebhookError(error)) throw error;
      response.writeHead(400, { 'content-type': 'text/plain' }).end(error.reason);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/museum-events`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (body: string, headers: Record<string, string>) =>
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });

describe.each([
  ['Node’s IncomingHttpHeaders', asReceived],
  ['Fetch Headers', asFetchHeaders],
])('a receiver over node:http, reading %s', (_, form) => {
  beforeAll(() => {
    headerForm = form;
  });

  it('accepts a genuine delivery signed by the standardwebhooks package', async () => {
    accepted.length = 0;
    const delivery = signDelivery({ id: 'msg_over_http' });
    const answer = await post(delivery.body, delivery.headers);
    expect(answer.status).toBe(202);
    expect(accepted).toEqual([{ id: 'msg_over_http', timestamp: now, event }]);
  });

  it('keeps a body with non-ASCII text exactly as signed', async () => {
    accepted.length = 0;
    const body = JSON.stringify({ ...event, name: 'Nuit des dinosaures — 恐竜の夜' });
    const delivery = signDelivery({ body });
    expect((await post(delivery.body, delivery.headers)).status).toBe(202);
    expect(accepted[0]?.event.name).toBe('Nuit des dinosaures — 恐竜の夜');
  });

  it('refuses a tampered body, a wrong secret, a stale timestamp and a missing header', async () => {
    accepted.length = 0;
    const delivery = signDelivery();
    const tampered = await post(delivery.body.replace('Hall B', 'Hall C'), delivery.headers);
    const wrongSecret = signDelivery({ key: otherSecret });
    const stale = signDelivery({ sentAt: nowSeconds - 600 });
    const { 'webhook-signature': _, ...unsigned } = delivery.headers;

    const answers = [
      tampered,
      await post(wrongSecret.body, wrongSecret.headers),
      await post(stale.body, stale.headers),
      await post(delivery.body, unsigned),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(await Promise.all(answers.map((answer) => answer.text()))).toEqual([
      'bad-signature',
      'bad-signature',
      'stale-timestamp',
      'missing-header',
    ]);
    expect(accepted).toEqual([]);
  });
});
