// Runs the receiver until stopped, logging each event it receives:
//   MUSEUM_WEBHOOK_SECRET=whsec_… node --conditions=@museum-api/source src/main.ts [--port 4020]
// then point a sender at the URL it prints, such as
//   museum-mock --webhook <url> --webhook-secret "$MUSEUM_WEBHOOK_SECRET"
import { parseArgs } from 'node:util';
import { startReceiver } from './start-receiver.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '0' } } });
const secret = process.env.MUSEUM_WEBHOOK_SECRET;
if (secret === undefined || secret === '') {
  console.error('Set MUSEUM_WEBHOOK_SECRET to the whsec_… secret the sender signs with.');
  process.exit(2);
}

const receiver = await startReceiver({
  secret,
  port: Number(values.port),
  onDelivery: ({ id, timestamp, event }) =>
    console.log(`${timestamp.toISOString()} ${id}: ${event.name} (${event.eventId ?? 'no id'})`),
});
console.log(`Receiving Museum webhooks at ${receiver.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.log(
      `${receiver.deliveries.length} received, ${receiver.duplicates.length} duplicates, ${receiver.refusals.length} refused`,
    );
    void receiver.close();
  });
}
