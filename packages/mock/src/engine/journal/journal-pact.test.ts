import { describe, expect, it } from 'vitest';
import { basic, mockAfterAVisit } from '../../../test/fixtures.ts';
import { inProcessControls } from '../controls/in-process-controls.ts';
import { journalToPact, pactStates } from './journal-pact.ts';

describe('journalToPact', () => {
  it('writes one interaction per distinct exchange, leaving out faults', async () => {
    const { mock } = await mockAfterAVisit('pact');
    const pact = await journalToPact(mock.journal.entries, { consumer: 'web' });
    expect(pact.consumer).toEqual({ name: 'web' });
    expect(pact.provider).toEqual({ name: 'museum-api' });
    expect(pact.metadata.pactSpecification.version).toBe('4.0');
    expect(pact.interactions.map((interaction) => interaction.description)).toEqual([
      'createSpecialEvent answers 201',
      'listSpecialEvents answers 200',
      'getSpecialEvent answers 200',
      'buyMuseumTickets answers 201',
      'getTicketCode answers 200',
      'getSpecialEvent answers 404',
    ]);
  });

  it('matches ids, dates and prices by the description, never by one run’s values', async () => {
    const { mock } = await mockAfterAVisit('pact');
    const pact = await journalToPact(mock.journal.entries, { consumer: 'web' });
    const get = pact.interactions[2];
    const rules = get?.response.matchingRules?.body ?? {};
    expect(rules['$.eventId']?.matchers[0]?.match).toBe('regex');
    expect('2026-12-03').toMatch(new RegExp(rules['$.dates[*]']?.matchers[0]?.regex ?? '^$'));
    expect(rules['$.dates']?.matchers).toEqual([{ match: 'type', min: 1 }]);
    expect(rules['$.price']?.matchers).toEqual([{ match: 'number' }]);
    expect(rules['$.name']?.matchers).toEqual([{ match: 'type' }]);
    const { eventId } = (get?.response.body?.content ?? {}) as { eventId?: string };
    expect(eventId).toMatch(new RegExp(rules['$.eventId']?.matchers[0]?.regex ?? '^$'));
    expect(get?.request.matchingRules?.path?.matchers[0]?.regex).not.toContain(String(eventId));
    expect(`/v1.1/special-events/${eventId}`).toMatch(
      new RegExp(get?.request.matchingRules?.path?.matchers[0]?.regex ?? '^$'),
    );
    // Two runs with other random seeds give the same rules: they come from the description.
    const other = await journalToPact((await mockAfterAVisit('other')).mock.journal.entries, {
      consumer: 'web',
    });
    expect(other.interactions.map((interaction) => interaction.response.matchingRules)).toEqual(
      pact.interactions.map((interaction) => interaction.response.matchingRules),
    );
  });

  it('keeps a list like its first item and the credentials as a Basic regex, never their value', async () => {
    const { mock } = await mockAfterAVisit('pact');
    const pact = await journalToPact(mock.journal.entries, { consumer: 'web' });
    const list = pact.interactions[1];
    expect(list?.response.body?.content).toHaveLength(1);
    expect(list?.response.matchingRules?.body?.$?.matchers).toEqual([{ match: 'type', min: 1 }]);
    expect(list?.request.matchingRules?.query?.startDate?.matchers[0]?.match).toBe('regex');
    expect(list?.request.headers?.Authorization?.[0]).not.toBe(basic());
    expect(list?.request.matchingRules?.header?.Authorization?.matchers).toEqual([
      { match: 'regex', regex: '^Basic [A-Za-z0-9+/]+=*$' },
    ]);
    expect(JSON.stringify(pact)).not.toContain(basic().slice('Basic '.length));
  });

  it('names the provider state each exchange needs, with its ids and dates', async () => {
    const { mock, eventId, ticketId } = await mockAfterAVisit('pact');
    const today = mock.store.today();
    const pact = await journalToPact(mock.journal.entries, { consumer: 'web', today });
    const states = pact.interactions.map((interaction) => interaction.providerStates);
    // A list needs its first item to exist (here an event of the seed); the rest are like it.
    const [listed] = mock.journal.filter('listSpecialEvents')[0]?.responseBody ?? [];
    const dated = (...dates: string[]) => ({ name: pactStates.dates, params: { today, dates } });
    const event = { name: pactStates.event, params: { eventId, dates: ['2026-12-03'], today } };
    expect(states).toEqual([
      [dated('2026-12-03')],
      [
        dated('2026-12-01', '2026-12-05'),
        { name: pactStates.event, params: { eventId: listed?.eventId, dates: listed?.dates, today } },
      ],
      [event],
      [dated('2026-12-03'), event],
      [
        {
          name: pactStates.ticket,
          params: { ticketId, ticketType: 'event', ticketDate: '2026-12-03', today },
        },
      ],
      undefined,
    ]);
  });

  it('takes the request’s dates and ids from the provider states’ answers, so a pact ages well', async () => {
    const { mock, eventId, ticketId } = await mockAfterAVisit('pact');
    const pact = await journalToPact(mock.journal.entries, { consumer: 'web', today: '2026-12-01' });
    // `${name}`: the value `name` of the state change's answer.
    const fromState = (name: string, around = (value: string) => value) => ({
      type: 'ProviderState',
      expression: around(`$\{${name}}`),
      dataType: 'STRING',
    });
    const [create, list, get, buy, code] = pact.interactions.map((interaction) => interaction.request);
    expect(create?.generators).toEqual({ body: { '$.dates[0]': fromState('2026-12-03') } });
    expect(list?.generators).toEqual({
      query: { startDate: fromState('2026-12-01'), endDate: fromState('2026-12-05') },
    });
    expect(get?.path).toBe(`/v1.1/special-events/${eventId}`);
    expect(get?.generators).toEqual({ path: fromState('eventId', (id) => `/v1.1/special-events/${id}`) });
    expect(buy?.generators).toEqual({
      body: { '$.eventId': fromState('eventId'), '$.ticketDate': fromState('2026-12-03') },
    });
    expect(code?.path).toBe(`/v1.1/tickets/${ticketId}/qr`);
    expect(code?.generators).toEqual({ path: fromState('ticketId', (id) => `/v1.1/tickets/${id}/qr`) });
    await expect(journalToPact(mock.journal.entries, { consumer: 'web', today: 'Monday' })).rejects.toThrow(
      "journalToPact: today must be a date (YYYY-MM-DD), got 'Monday'",
    );
  });

  it('is the journal.pact control, which refuses a pact without a consumer', async () => {
    const { mock } = await mockAfterAVisit('pact');
    const museum = inProcessControls(mock);
    expect(await museum.journal.pact({ consumer: 'web', provider: 'museum' })).toEqual(
      // The control's dates are relative to the mock's today.
      await journalToPact(mock.journal.entries, {
        consumer: 'web',
        provider: 'museum',
        today: mock.store.today(),
      }),
    );
    await expect(museum.journal.pact({ consumer: '' })).rejects.toMatchObject({
      status: 400,
      problem: { errors: [{ path: 'consumer' }] },
    });
  });
});
