// `npm run dev`: Vite's dev server with hot reload, using vite.config.ts (which also serves the
// lender packages). PORT overrides 8080, as for `npm start`.
import path from 'node:path';
import { createServer } from 'vite';

const port = Number(process.env.PORT || 8080);
const server = await createServer({
  root: path.resolve(import.meta.dirname, '..'),
  server: { port, strictPort: true, ...(process.env.HOST ? { host: process.env.HOST } : {}) },
});
await server.listen();
server.printUrls();
server.bindCLIShortcuts({ print: true });
