import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { isProblemError } from '../http/problem-error.ts';
import { museumControls } from './control-entries.ts';
import { controlEntries, controlsOf } from './control-table.ts';
import type { AnyMuseumControl } from './define-control.ts';
import { inputSchemaOf, outputSchemaOf, runControl } from './run-control.ts';
import { serverControls } from './server-controls.ts';

const allControls = [...controlEntries(museumControls), ...controlEntries(serverControls)];

describe('the control tables', () => {
  it('name each control by its key, after its group and a dot', () => {
    const names = allControls.map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'reset',
        'clearFaults',
        'journal.entries',
        'journal.feed',
        'clock.advance',
        'sessions',
      ]),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('give no two controls one method and path', () => {
    const routes = allControls.map(([, control]) => `${control.method} ${control.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('give every control what a tool needs: a one-line summary and JSON Schemas of its input and output', () => {
    for (const [name, control] of allControls) {
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9.]{0,63}$/);
      expect(control.summary).toMatch(/^[A-Z][^\n]{4,79}$/);
      for (const schema of [inputSchemaOf(control), outputSchemaOf(control)]) {
        if (schema !== undefined)
          expect(z.toJSONSchema(schema as z.ZodType, { io: 'input' })).toBeTypeOf('object');
      }
    }
  });
});

describe('controlsOf', () => {
  it('makes each control a control: its arguments become the input, the output its result', async () => {
    const sent: [AnyMuseumControl, unknown][] = [];
    const controls = controlsOf(museumControls, async (control, input) => {
      sent.push([control, input]);
      return control === museumControls.fault ? { id: 'fault-7' } : { now: '2027-01-02T03:04:05.000Z' };
    });
    expect(await controls.clock.set(new Date('2027-01-02T03:04:05Z'))).toEqual(
      new Date('2027-01-02T03:04:05Z'),
    );
    const outage = await controls.fault('getMuseumHours', { status: 503 }, { times: 2 });
    await outage.remove();
    expect(sent).toEqual([
      [museumControls.clock.set, { now: '2027-01-02T03:04:05.000Z' }],
      [museumControls.fault, { operation: 'getMuseumHours', status: 503, times: 2 }],
      [museumControls.removeFault, { id: 'fault-7' }],
    ]);
    expect(outage.id).toBe('fault-7');
  });
});

describe('runControl', () => {
  it('refuses an input its schema refuses with a 400 naming each field, and runs nothing', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    const refusal = await runControl(
      museumControls.clock.advance,
      mock,
      { days: 1.5, hours: 2 },
      {},
      'body',
    ).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(isProblemError(refusal) && refusal.status).toBe(400);
    expect(isProblemError(refusal) && refusal.errors?.map((issue) => issue.path)).toEqual([
      'body.days',
      'body.hours',
    ]);
    expect(mock.clock.now().toISOString()).toBe('2026-11-30T10:00:00.000Z');
  });

  it('runs a control on its target and answers its output as it travels', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    expect(await runControl(museumControls.clock.advance, mock, { days: 1 })).toEqual({
      now: '2026-12-01T10:00:00.000Z',
    });
    expect(await runControl(museumControls.fault, mock, { operation: '*', status: 500 })).toEqual({
      id: 'fault-1',
    });
    expect(await runControl(museumControls.removeFault, mock, { id: 'fault-1' })).toBeUndefined();
    await expect(runControl(museumControls.removeFault, mock, { id: 'fault-1' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
