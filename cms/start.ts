import { rmSync } from 'node:fs';
import { DATABASE_FILE } from './config.ts';
import { isSeeded, openDatabase, type Db } from './db/database.ts';
import { SEED_VERSION } from './db/seed-version.ts';
import { seedDatabase } from './seed/seed.ts';

export function removeDatabase(file: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
}

/** Opens the database, seeding it on first start and rebuilding it when the seed has changed. */
export function openSeededDatabase(file = DATABASE_FILE): Db {
  let db = openDatabase(file);
  const version = db.pragma('user_version', { simple: true }) as number;
  if (isSeeded(db) && version !== SEED_VERSION && file !== ':memory:') {
    console.log(`local CMS: seed version ${version} → ${SEED_VERSION}, rebuilding ${file}`);
    db.close();
    removeDatabase(file);
    db = openDatabase(file);
  }
  if (!isSeeded(db)) {
    const counts = seedDatabase(db);
    console.log(`local CMS seeded: ${counts.contents} contents, ${counts.panels} panels (${file})`);
  }
  return db;
}
