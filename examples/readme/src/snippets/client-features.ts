// The client README's optional features, run against the standalone mock. Outside the region:
// the checks that the features did their work.
import { createMuseumClient, type MuseumLogEntry } from '@museum-api/client';
import { callDeadline, loggedFetch, warnOnVersionMismatch } from '@museum-api/client/features';

const logged: MuseumLogEntry[] = [];
const debug = (entry: MuseumLogEntry) => void logged.push(entry);

// #region features
// Each feature is a value you import and pass: a client without them ships none of their code.
const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials: { username: 'front-desk', password: 'secret' },
  deadline: callDeadline(15_000), // every call: all attempts and waits within 15 s
  fetch: loggedFetch(debug), // told of every attempt and its answer, never of headers
  versionCheck: warnOnVersionMismatch, // one console warning if the server speaks another version
});
// This call only: its own deadline, or `deadline: false` for none
const week = await museum.getMuseumHours({ limit: 7 }, { deadline: callDeadline(3_000) });
// #endregion features

const checks = {
  'open days': week.length > 0,
  'request and answer logged': logged.map((entry) => entry.type).join() === 'request,response',
};
const failed = Object.entries(checks).filter(([, ok]) => !ok);
if (failed.length > 0) throw new Error(`README client features misbehaved: ${failed.map(([name]) => name).join(', ')}`);
