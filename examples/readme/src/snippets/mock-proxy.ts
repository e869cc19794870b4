// docs/mock-proxy.md's "In front of a real backend" block, run as a script with the standalone mock
// standing in for the real backend.
// #region proxy
import { createMuseumMock } from '@museum-api/mock';

// Events come from the real backend; tickets, hours and everything else from the mock.
const mock = createMuseumMock({
  proxy: {
    baseUrl: process.env.MUSEUM_URL ?? 'https://staging.museum.example/v1.1',
    operations: ['listSpecialEvents', 'getSpecialEvent'],
    timeout: '5s',
  },
});
const response = await mock.fetch('https://app.test/v1.1/special-events', {
  headers: { Authorization: `Basic ${btoa('qa:secret')}` },
});
const entry = mock.journal.last();
console.log(response.status, entry?.upstream, entry?.violations ?? 'no contract violations');
// #endregion proxy

if (response.status !== 200 || entry?.upstream === undefined) {
  throw new Error(`not forwarded: ${response.status} ${JSON.stringify(entry)}`);
}
