import { rmSync } from 'node:fs';
import { DATABASE_FILE } from './config.ts';
import { openSeededDatabase } from './start.ts';

/** `npm run cms:reset`: drop the database and build the seeded city again. */
for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE_FILE}${suffix}`, { force: true });
openSeededDatabase().close();
