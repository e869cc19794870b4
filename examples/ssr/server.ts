// `pnpm dev` and `pnpm start`: the app on http://127.0.0.1:5175, rendered on the server.
import { fileURLToPath } from 'node:url';
import { startAppServer } from './src/app-server.ts';

const app = await startAppServer({
  root: fileURLToPath(new URL('.', import.meta.url)),
  production: process.env.NODE_ENV === 'production',
  port: Number(process.env.PORT ?? 5175),
});
console.log(`City Museum (server-rendered) on ${app.url}`);
