import { DEFAULT_PORT, DIST_DIR, HOST } from '../server/config.ts';
import { buildApp } from './app.ts';
import { logRequests } from '../server/request-log.ts';
import { closeOnSignals } from '../server/shutdown.ts';
import { openSeededDatabase } from './start.ts';

/** `npm start`: the built app and the local CMS on one origin. */
const port = Number(process.env.PORT ?? DEFAULT_PORT);
const db = openSeededDatabase();
const app = await buildApp({ db, distDir: DIST_DIR });
logRequests(app);
closeOnSignals(app, { onClosed: () => void db.close() });
await app.listen({ port, host: HOST });
console.log(`city reader on http://${HOST}:${port}/`);
