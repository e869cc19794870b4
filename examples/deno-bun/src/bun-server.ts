// The mock's fetch handler under Bun, unchanged: `Bun.serve` on 127.0.0.1:PORT (0: a free port),
// the handler's options from MUSEUM_OPTIONS (JSON). Bundled by src/bundle-servers.ts.
import { createMuseumFetchHandler } from '@museum-api/mock-server/fetch';

declare const Bun: {
  env: Record<string, string | undefined>;
  serve(options: { hostname: string; port: number; fetch: (request: Request) => Promise<Response> }): {
    port: number;
  };
};

const { fetch } = createMuseumFetchHandler(JSON.parse(Bun.env.MUSEUM_OPTIONS ?? '{"admin": true}'));
const server = Bun.serve({ hostname: '127.0.0.1', port: Number(Bun.env.PORT ?? 0), fetch });
console.log(`listening on http://127.0.0.1:${server.port}`);
