/** Ordered schema changes; each runs once, recorded in schema_migrations. Append, never edit. */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'categories, panels, contents',
    sql: `
      CREATE TABLE categories (
        code TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        parent_code TEXT
      );
      CREATE TABLE panels (
        id INTEGER PRIMARY KEY,
        category_code TEXT NOT NULL REFERENCES categories(code),
        code TEXT,
        name TEXT,
        type_code TEXT NOT NULL,
        config TEXT NOT NULL DEFAULT '{}',
        sort INTEGER NOT NULL,
        published INTEGER NOT NULL DEFAULT 1
      );
      CREATE INDEX panels_by_category ON panels(category_code, sort);
      CREATE TABLE contents (
        id INTEGER PRIMARY KEY,
        type TEXT NOT NULL,
        title TEXT NOT NULL,
        issue_time INTEGER NOT NULL,
        published INTEGER NOT NULL DEFAULT 1,
        data TEXT NOT NULL
      );
      CREATE TABLE panel_contents (
        panel_id INTEGER NOT NULL REFERENCES panels(id),
        content_id INTEGER NOT NULL REFERENCES contents(id),
        sort INTEGER NOT NULL,
        PRIMARY KEY (panel_id, content_id)
      );
      CREATE INDEX panel_contents_by_sort ON panel_contents(panel_id, sort);
    `,
  },
];
