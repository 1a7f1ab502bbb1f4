import { DATABASE_FILE } from './config.ts';
import { openSeededDatabase, removeDatabase } from './start.ts';

/** `npm run cms:reset`: drop the database and build the seeded city again. */
removeDatabase(DATABASE_FILE);
openSeededDatabase().close();
