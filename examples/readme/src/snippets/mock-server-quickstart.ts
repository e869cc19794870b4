// The mock-server README's first block, run as a script: a server on a free loopback port.
import { startMuseumServer } from '@museum-api/mock-server';

const server = await startMuseumServer({ port: 0, admin: true });
const hours = await fetch(`${server.url}/museum-hours?limit=2`, {
  headers: { Authorization: `Basic ${btoa('ada:secret')}` },
});
console.log(server.url, hours.status, await hours.json()); // http://127.0.0.1:…/v1.1 200 [{ date, timeOpen, timeClose }, …]
console.log(server.mock.journal.last()?.operation); // 'getMuseumHours': the same mock handle as in process
await server.close();
if (hours.status !== 200) throw new Error(`expected 200, got ${hours.status}`);
