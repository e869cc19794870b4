// `pnpm start`: the production build in `build/` on http://127.0.0.1:5176, rendered on the server.
import { startAppServer } from './server/app-server.ts';

const app = await startAppServer({ build: 'build', port: Number(process.env.PORT ?? 5176) });
console.log(`City Museum (React Router) on ${app.url}`);
