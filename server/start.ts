import { DATABASE_FILE } from './config.ts';
import { isSeeded, openDatabase, type Db } from './db/database.ts';
import { seedDatabase } from './seed/seed.ts';

/** Opens the database, seeding it on first start. */
export function openSeededDatabase(file = DATABASE_FILE): Db {
  const db = openDatabase(file);
  if (!isSeeded(db)) {
    const counts = seedDatabase(db);
    console.log(`local CMS seeded: ${counts.contents} contents, ${counts.panels} panels (${file})`);
  }
  return db;
}
