// The mock's fetch handler under Deno, unchanged: `Deno.serve` on 127.0.0.1:PORT (0: a free
// port), the handler's options from MUSEUM_OPTIONS (JSON). Bundled by src/bundle-servers.ts.
import { createMuseumFetchHandler } from '@museum-api/mock-server/fetch';

declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(
    options: { hostname: string; port: number; onListen(address: { port: number }): void },
    handler: (request: Request) => Promise<Response>,
  ): unknown;
};

const { fetch } = createMuseumFetchHandler(JSON.parse(Deno.env.get('MUSEUM_OPTIONS') ?? '{"admin": true}'));
Deno.serve(
  {
    hostname: '127.0.0.1',
    port: Number(Deno.env.get('PORT') ?? 0),
    onListen: ({ port }) => console.log(`listening on http://127.0.0.1:${port}`),
  },
  fetch,
);
