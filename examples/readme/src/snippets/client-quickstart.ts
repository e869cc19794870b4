import { createMuseumClient } from '@museum-api/client';

const museum = createMuseumClient({
  baseUrl: process.env.MUSEUM_URL ?? 'http://127.0.0.1:4010/v1.1',
  credentials: { username: 'front-desk', password: 'secret' },
});
for await (const event of museum.iterateSpecialEvents({ startDate: '2026-12-01', endDate: '2026-12-31' })) {
  console.log(event.name, event.dates.join(', '), `$${event.price}`);
}
