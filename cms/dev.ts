import { createServer } from 'vite';
import { DEFAULT_PORT, HOST } from '../server/config.ts';
import { buildApp } from './app.ts';
import { openSeededDatabase } from './start.ts';

/** `npm run dev`: the CMS on CMS_PORT, Vite with hot reload on PORT, proxying /api and /media to it. */
const cmsPort = Number(process.env.CMS_PORT ?? 5174);
process.env.CMS_PORT = String(cmsPort);
const db = openSeededDatabase();
const cms = await buildApp({ db });
await cms.listen({ port: cmsPort, host: HOST });
const vite = await createServer({ server: { port: Number(process.env.PORT ?? DEFAULT_PORT), host: HOST } });
await vite.listen();
vite.printUrls();
