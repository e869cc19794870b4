import { encodeTicketPayload, type Ticket } from '@museum-api/core';
import { renderTicketImage } from '@museum-api/core/ticket-image';
import QRCode from 'qrcode';
import { soldTickets } from '../fixtures/sold-tickets.ts';
import { measureSideBySide, type SideBySideOptions } from '../harness/interleaved-bench.ts';
import {
  formatBytes,
  formatNumber,
  formatRatio,
  markdownTable,
  type RunScale,
  type SuiteReport,
} from '../harness/report.ts';
import { summarize } from '../harness/stats.ts';

const scales = {
  full: { tickets: 1_000, bench: { rounds: 3, timeMs: 1_000, minIterations: 340, maxIterations: 2_000 } },
  smoke: { tickets: 6, bench: { rounds: 1, timeMs: 5, minIterations: 6, maxIterations: 12, warmupMs: 0 } },
} satisfies Record<RunScale, { tickets: number; bench: SideBySideOptions }>;

// The same module size and quiet zone the ticket uses, so the reference draws the same symbol.
const referenceOptions = { type: 'png', errorCorrectionLevel: 'M', scale: 6, margin: 4 } as const;

/**
 * Part 3: time and size of core's `renderTicketImage` over distinct tickets, beside `qrcode`'s own
 * `toBuffer` drawing the bare QR of the same payload (a reference, not a contender: it draws no
 * text, and uses Node's zlib where the ticket's encoder is pure JavaScript).
 *
 * @example
 * ```ts
 * const report = await runTicketImage('smoke');
 * ```
 */
export async function runTicketImage(scale: RunScale): Promise<SuiteReport> {
  const { tickets: count, bench } = scales[scale];
  const tickets = soldTickets(count);
  const payloads = tickets.map((ticket) => encodeTicketPayload(ticket));
  const cycle = <T>(items: readonly T[]) => {
    let next = 0;
    return () => items[next++ % items.length] as T;
  };
  const nextTicket = cycle(tickets);
  const nextPayload = cycle(payloads);

  const results = await measureSideBySide(
    [
      { name: 'renderTicketImage', fn: () => renderTicketImage(nextTicket()) },
      { name: 'qrcode toBuffer', fn: () => QRCode.toBuffer(nextPayload(), referenceOptions) },
    ],
    bench,
  );
  const ticketSizes = summarize(tickets.map((ticket: Ticket) => renderTicketImage(ticket).byteLength));
  const referenceSizes = summarize(
    await Promise.all(
      payloads.map(async (payload) => (await QRCode.toBuffer(payload, referenceOptions)).length),
    ),
  );
  const ticketTime = results.get('renderTicketImage');
  const referenceTime = results.get('qrcode toBuffer');
  if (!ticketTime || !referenceTime) throw new Error('Missing ticket image results');

  const row = (name: string, time: typeof ticketTime, sizes: typeof ticketSizes) => [
    name,
    formatNumber(time.p50),
    formatNumber(time.p99),
    formatNumber(time.opsPerSecond),
    formatBytes(Math.round(sizes.p50)),
    formatBytes(Math.round(sizes.p99)),
    formatRatio(time.p50 / ticketTime.p50),
  ];
  const markdown = [
    `${count.toLocaleString('en-US')} distinct tickets (half event, half general), each call a different one. Times in **ms**; sizes are of the PNG bytes.`,
    '',
    markdownTable(
      ['renderer', '>p50 ms', '>p99 ms', '>images/s', '>size p50', '>size p99', '>p50 vs ticket'],
      [
        row('core `renderTicketImage` (whole ticket, 1-bit PNG)', ticketTime, ticketSizes),
        row('`qrcode` `toBuffer` (bare QR only, reference)', referenceTime, referenceSizes),
      ],
    ),
  ].join('\n');

  return {
    id: 'ticket-image',
    title: 'Ticket image (core `renderTicketImage`)',
    markdown,
    targets: [
      {
        target: 'p50 under 2 ms per ticket PNG',
        met: ticketTime.p50 < 2,
        measured: `${formatNumber(ticketTime.p50)} ms`,
      },
      {
        target: 'under 4 kB per ticket PNG (p99)',
        met: ticketSizes.p99 < 4_000,
        measured: formatBytes(Math.round(ticketSizes.p99)),
      },
    ],
  };
}
