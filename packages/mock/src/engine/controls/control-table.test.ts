import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createMuseumMock } from '../../msw/create-museum-mock.ts';
import { isProblemError } from '../http/problem-error.ts';
import { commandEntries, controlsOf } from './command-table.ts';
import { museumCalls, serverCalls } from './museum-calls.ts';
import type { AnyMuseumCommand, CommandCall } from './museum-command.ts';
import { museumCommands } from './museum-commands.ts';
import { runCommand } from './run-command.ts';
import { serverCommands } from './server-commands.ts';

const allCommands = [
  ...commandEntries<AnyMuseumCommand>(museumCommands),
  ...commandEntries<AnyMuseumCommand>(serverCommands),
];

describe('the command tables', () => {
  it('name each command by its key, after its group and a dot', () => {
    const names = allCommands.map(([name]) => name);
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

  it('pair each call with one command of the same name, method and path', () => {
    const calls = [...commandEntries<CommandCall>(museumCalls), ...commandEntries<CommandCall>(serverCalls)];
    expect(allCommands.map(([name, command]) => [name, command.method, command.path])).toEqual(
      calls.map(([name, call]) => [name, call.method, call.path]),
    );
  });

  it('give no two commands one method and path', () => {
    const routes = allCommands.map(([, command]) => `${command.method} ${command.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('give every command what a tool needs: a one-line summary and JSON Schemas of its input and output', () => {
    for (const [name, command] of allCommands) {
      expect(name).toMatch(/^[A-Za-z][A-Za-z0-9.]{0,63}$/);
      expect(command.summary).toMatch(/^[A-Z][^\n]{4,79}$/);
      for (const schema of [command.input, command.output]) {
        if (schema !== undefined)
          expect(z.toJSONSchema(schema as z.ZodType, { io: 'input' })).toBeTypeOf('object');
      }
    }
  });
});

describe('controlsOf', () => {
  it('makes each command a control: its arguments become the input, the output its result', async () => {
    const sent: [CommandCall, unknown][] = [];
    const controls = controlsOf(museumCalls, async (call, input) => {
      sent.push([call, input]);
      return call === museumCalls.fault ? { id: 'fault-7' } : { now: '2027-01-02T03:04:05.000Z' };
    });
    expect(await controls.clock.set(new Date('2027-01-02T03:04:05Z'))).toEqual(
      new Date('2027-01-02T03:04:05Z'),
    );
    const outage = await controls.fault('getMuseumHours', { status: 503 }, { times: 2 });
    await outage.remove();
    expect(sent).toEqual([
      [museumCalls.clock.set, { now: '2027-01-02T03:04:05.000Z' }],
      [museumCalls.fault, { operation: 'getMuseumHours', status: 503, times: 2 }],
      [museumCalls.removeFault, { id: 'fault-7' }],
    ]);
    expect(outage.id).toBe('fault-7');
  });
});

describe('runCommand', () => {
  it('refuses an input its schema refuses with a 400 naming each field, and runs nothing', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    const refusal = await runCommand(
      museumCommands.clock.advance,
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

  it('runs a command on its target and answers its output as it travels', async () => {
    const mock = createMuseumMock({ clock: '2026-11-30T10:00:00Z' });
    expect(await runCommand(museumCommands.clock.advance, mock, { days: 1 })).toEqual({
      now: '2026-12-01T10:00:00.000Z',
    });
    expect(await runCommand(museumCommands.fault, mock, { operation: '*', status: 500 })).toEqual({
      id: 'fault-1',
    });
    expect(await runCommand(museumCommands.removeFault, mock, { id: 'fault-1' })).toBeUndefined();
    await expect(runCommand(museumCommands.removeFault, mock, { id: 'fault-1' })).rejects.toMatchObject({
      status: 404,
    });
  });
});
