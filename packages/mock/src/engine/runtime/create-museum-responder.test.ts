import { describe, expect, it } from 'vitest';
import { createMuseumResponder } from './create-museum-responder.ts';

const basic = { Authorization: 'Basic d2ViOnNob3A=' };

describe('createMuseumResponder', () => {
  it('tells the URLs under the base URL from the rest', () => {
    const responder = createMuseumResponder({ baseUrl: 'https://api.test/v1.1' });
    expect(responder.handles('https://api.test/v1.1/museum-hours')).toBe(true);
    expect(responder.handles(new URL('https://other.test/v1.1/museum-hours'))).toBe(false);
  });

  it('answers as the mock does and records the request in its journal', async () => {
    const responder = createMuseumResponder({ clock: '2026-11-30T10:00:00Z' });
    const response = await responder.respond(
      new Request('https://any.test/v1.1/museum-hours?limit=1', { headers: basic }),
    );
    expect(response).toBeInstanceOf(Response);
    expect(await (response as Response).json()).toEqual([
      { date: '2026-12-01', timeOpen: '09:00', timeClose: '18:00' },
    ]);
    expect(responder.mock.journal.last('getMuseumHours')).toMatchObject({ status: 200, username: 'web' });
  });

  it('answers HEAD with the headers and no body', async () => {
    const responder = createMuseumResponder();
    const response = (await responder.respond(
      new Request('https://any.test/v1.1/museum-hours', { method: 'HEAD', headers: basic }),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.text()).toBe('');
  });

  it("says 'network-error' for a dropped connection and nothing for a URL outside the base", async () => {
    const responder = createMuseumResponder();
    responder.mock.fault('getMuseumHours', { networkError: true });
    const request = () => new Request('https://any.test/v1.1/museum-hours', { headers: basic });
    expect(await responder.respond(request())).toBe('network-error');
    expect(await responder.respond(new Request('https://any.test/v2/museum-hours'))).toBeUndefined();
  });
});
