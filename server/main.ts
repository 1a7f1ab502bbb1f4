import { DEFAULT_PORT, DIST_DIR, HOST } from './config.ts';
import { buildApp } from './app.ts';
import { openSeededDatabase } from './start.ts';

/** `npm start`: the built app and the local CMS on one origin. */
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const db = openSeededDatabase();
const app = await buildApp({ db, distDir: DIST_DIR });
await app.listen({ port, host: HOST });
console.log(`city reader on http://${HOST}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => {
      db.close();
      process.exit(0);
    });
  });
}
