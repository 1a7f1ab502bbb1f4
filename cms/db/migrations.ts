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
  {
    version: 2,
    name: 'users, sessions, interactions, votes, comments, rankings, search',
    sql: `
      CREATE TABLE categories_sub (
        id INTEGER PRIMARY KEY,
        parent_code TEXT NOT NULL REFERENCES categories(code),
        name TEXT NOT NULL,
        code TEXT NOT NULL,
        panel_id INTEGER,
        sort INTEGER NOT NULL
      );
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        nickname TEXT NOT NULL,
        head TEXT NOT NULL,
        cert_mark TEXT,
        role TEXT NOT NULL DEFAULT 'reader',
        official INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE sessions (
        session TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        token TEXT NOT NULL UNIQUE,
        gdy_token TEXT NOT NULL
      );
      CREATE TABLE counters (
        content_id INTEGER PRIMARY KEY REFERENCES contents(id),
        views INTEGER NOT NULL DEFAULT 0 CHECK (views >= 0),
        likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
        favors INTEGER NOT NULL DEFAULT 0 CHECK (favors >= 0),
        comments INTEGER NOT NULL DEFAULT 0 CHECK (comments >= 0)
      );
      CREATE TABLE likes (user_id INTEGER NOT NULL, target_id INTEGER NOT NULL, kind TEXT NOT NULL, PRIMARY KEY (user_id, target_id, kind));
      CREATE TABLE favors (user_id INTEGER NOT NULL, content_id INTEGER NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (user_id, content_id));
      CREATE TABLE follows (user_id INTEGER NOT NULL, target_user_id INTEGER NOT NULL, PRIMARY KEY (user_id, target_user_id));
      CREATE TABLE votes (
        activity_id INTEGER PRIMARY KEY,
        content_id INTEGER REFERENCES contents(id),
        title TEXT NOT NULL,
        brief TEXT,
        type TEXT NOT NULL,
        voted_style TEXT,
        end_time INTEGER NOT NULL
      );
      CREATE TABLE vote_options (id INTEGER PRIMARY KEY, activity_id INTEGER NOT NULL REFERENCES votes(activity_id), title TEXT NOT NULL, idx INTEGER NOT NULL, count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0));
      CREATE TABLE vote_records (activity_id INTEGER NOT NULL, user_id INTEGER NOT NULL, option_id INTEGER NOT NULL, created INTEGER NOT NULL, PRIMARY KEY (activity_id, user_id));
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY,
        content_id INTEGER NOT NULL,
        parent_id INTEGER REFERENCES comments(id),
        reply_to_user_id INTEGER,
        user_id INTEGER NOT NULL REFERENCES users(id),
        text TEXT NOT NULL,
        is_top INTEGER NOT NULL DEFAULT 0,
        likes INTEGER NOT NULL DEFAULT 0 CHECK (likes >= 0),
        created INTEGER NOT NULL
      );
      CREATE INDEX comments_by_content ON comments(content_id, parent_id, created);
      CREATE TABLE not_interested (user_key TEXT NOT NULL, advert_id INTEGER NOT NULL, reason TEXT NOT NULL, created INTEGER NOT NULL);
      CREATE TABLE points (user_id INTEGER NOT NULL, integral_type TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (user_id, integral_type, day));
      CREATE TABLE tracking (id INTEGER PRIMARY KEY, received INTEGER NOT NULL, payload TEXT NOT NULL);
      CREATE TABLE services (id INTEGER PRIMARY KEY, name TEXT NOT NULL, url TEXT NOT NULL, icon TEXT NOT NULL);
      CREATE TABLE service_visits (service_id INTEGER NOT NULL, day INTEGER NOT NULL, visits INTEGER NOT NULL);
      CREATE TABLE books (id INTEGER PRIMARY KEY, bookname TEXT NOT NULL, author TEXT NOT NULL);
      CREATE TABLE book_borrows (book_id INTEGER NOT NULL, day INTEGER NOT NULL, count INTEGER NOT NULL);
      CREATE TABLE special_classes (id INTEGER PRIMARY KEY, special_id INTEGER NOT NULL, title TEXT NOT NULL, sort INTEGER NOT NULL);
      CREATE TABLE special_class_contents (class_id INTEGER NOT NULL, content_id INTEGER NOT NULL, sort INTEGER NOT NULL, PRIMARY KEY (class_id, content_id));
      CREATE TABLE widgets (id INTEGER PRIMARY KEY, widget_name TEXT NOT NULL, widget_url TEXT NOT NULL, redirect_url TEXT NOT NULL);
      CREATE VIRTUAL TABLE contents_fts USING fts5(title, brief, keywords, content='', tokenize='trigram');
    `,
  },
  {
    version: 3,
    name: 'render reports',
    sql: `
      CREATE TABLE render_reports (
        id INTEGER PRIMARY KEY,
        received INTEGER NOT NULL,
        page TEXT NOT NULL,
        sample_rate REAL NOT NULL,
        kind TEXT NOT NULL,
        key TEXT,
        panel_id TEXT,
        item_id TEXT,
        errors TEXT NOT NULL
      );
      CREATE INDEX render_reports_by_kind ON render_reports(kind, key);
    `,
  },
  {
    version: 4,
    name: 'search by character pairs (cms/db/search-index.ts)',
    sql: `
      DROP TABLE contents_fts;
      CREATE VIRTUAL TABLE contents_search USING fts5(title, text, tokenize = 'unicode61');
    `,
  },
  {
    version: 5,
    name: "editors' additions (cms/editor/): what they put, and a category's order before they changed it",
    sql: `
      CREATE TABLE editor_entries (kind TEXT NOT NULL, id INTEGER NOT NULL, PRIMARY KEY (kind, id));
      CREATE TABLE category_orders_before (code TEXT PRIMARY KEY, panel_ids TEXT NOT NULL);
    `,
  },
  {
    version: 6,
    name: 'field data: what readers\' pages measured (core/engine/reports/field-vitals.ts)',
    sql: `
      CREATE TABLE web_vitals (
        id INTEGER PRIMARY KEY,
        day TEXT NOT NULL,
        route TEXT NOT NULL,
        metric TEXT NOT NULL,
        value REAL NOT NULL,
        rating TEXT NOT NULL,
        sample_rate REAL NOT NULL
      );
      CREATE INDEX web_vitals_by_day ON web_vitals(day, route, metric);
    `,
  },
];
