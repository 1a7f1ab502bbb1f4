import type { Db } from '../db/database.ts';
import { contentIndexer, SEARCH_TABLE } from '../db/search-index.ts';
import { cmsTime } from '../seed/contents.ts';
import { DEFAULT_CATEGORY, type ContentInput, type PanelInput } from './shapes.ts';

/**
 * What editors put on the local CMS and take off again. The seeded city is never changed through
 * here (e2e tests know its home by heart): its panels and contents are refused by id, and a
 * category's order is saved before its first change so that it can be put back.
 */
export type EntryKind = 'panel' | 'content';

/** A refusal the API answers with 4xx, naming the field at fault. */
export class EditorRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

export function editorStore(db: Db) {
  const entry = db.prepare('SELECT 1 FROM editor_entries WHERE kind = ? AND id = ?').pluck();
  const record = db.prepare('INSERT OR IGNORE INTO editor_entries (kind, id) VALUES (?, ?)');
  const forget = db.prepare('DELETE FROM editor_entries WHERE kind = ? AND id = ?');
  const contentExists = db.prepare('SELECT 1 FROM contents WHERE id = ?').pluck();
  const panelCategory = db.prepare('SELECT category_code FROM panels WHERE id = ?').pluck();
  const categoryExists = db.prepare('SELECT 1 FROM categories WHERE code = ?').pluck();
  const categories = db.prepare('SELECT code FROM categories ORDER BY code').pluck();
  const panelOrder = db.prepare('SELECT id FROM panels WHERE category_code = ? ORDER BY sort, id').pluck();
  const everyPanel = db.prepare('SELECT id, category_code AS code FROM panels ORDER BY sort, id');
  const setSort = db.prepare('UPDATE panels SET sort = ? WHERE id = ?');
  const index = contentIndexer(db);

  /** Refuses an id the seed (or anyone but an editor) put there: editors replace only their own. */
  function ownOrFree(kind: EntryKind, id: number, exists: boolean): void {
    if (exists && !entry.get(kind, id)) {
      throw new EditorRefusal(409, 'id', `${kind} ${id} is part of the seeded city and is not changed here; choose another id (9000000 and up are free)`);
    }
  }

  function knownCategory(code: string, field: 'categoryCode' | 'code'): void {
    if (!categoryExists.get(code)) {
      throw new EditorRefusal(400, field, `no category ${code} (there are: ${(categories.all() as string[]).join(', ')})`);
    }
  }

  /**
   * Writes the category's panels in this order. Sorts are global (a `mycs.life.*` feed orders several
   * categories by them), so the category's block stays where it was among the others.
   */
  function writeOrder(code: string, ids: readonly number[]): void {
    const rows = everyPanel.all() as { id: number; code: string }[];
    const anchor = rows.findIndex((row) => row.code === code);
    const others = rows.filter((row) => row.code !== code && !ids.includes(row.id));
    const before = anchor < 0 ? others.length : rows.slice(0, anchor).filter((row) => !ids.includes(row.id)).length;
    const order = [...others.slice(0, before).map((row) => row.id), ...ids, ...others.slice(before).map((row) => row.id)];
    order.forEach((id, sort) => setSort.run(sort, id));
  }

  function putContent(item: ContentInput): void {
    ownOrFree('content', item.id, contentExists.get(item.id) !== undefined);
    const issued = item.issueTimeStamp ?? Date.now();
    // A reader's card shows showTime: the platform fills it from the issue time, so does this CMS.
    const data = { ...item, issueTimeStamp: issued, showTime: item.showTime ?? cmsTime(issued) };
    delete data.draft;
    const published = item.draft === 1 ? 0 : 1;
    const count = (field: string) => Math.max(0, Math.floor(Number(item[field]) || 0));
    db.transaction(() => {
      db.prepare(
        `INSERT INTO contents (id, type, title, issue_time, published, data) VALUES (?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET type = excluded.type, title = excluded.title, issue_time = excluded.issue_time, published = excluded.published, data = excluded.data`,
      ).run(item.id, item.type, item.title, issued, published, JSON.stringify(data));
      db.prepare(
        `INSERT INTO counters (content_id, views, likes, favors) VALUES (?, ?, ?, ?)
         ON CONFLICT (content_id) DO UPDATE SET views = excluded.views, likes = excluded.likes, favors = excluded.favors`,
      ).run(item.id, count('viewCountShow'), count('likeCountShow'), count('favorCountShow'));
      if (published) index(item.id, item.title, String(item.brief ?? ''), String(item.keywords ?? ''));
      else db.prepare(`DELETE FROM ${SEARCH_TABLE} WHERE rowid = ?`).run(item.id);
      record.run('content', item.id);
    })();
  }

  /** Puts the panel at `position` (1-based) in its category; a panel put again stays where it was unless told. */
  function putPanel(panel: PanelInput): { categoryCode: string; position: number } {
    const current = panelCategory.get(panel.id) as string | undefined;
    ownOrFree('panel', panel.id, current !== undefined);
    const categoryCode = panel.categoryCode ?? current ?? DEFAULT_CATEGORY;
    knownCategory(categoryCode, 'categoryCode');
    const missing = panel.contents.findIndex((id) => !contentExists.get(id));
    if (missing >= 0) throw new EditorRefusal(400, 'contents', `no content ${panel.contents[missing]} (item ${missing + 1}): put it first`);
    let position = 0;
    db.transaction(() => {
      const others = (panelOrder.all(categoryCode) as number[]).filter((id) => id !== panel.id);
      const kept = current === categoryCode && panel.position === undefined ? (panelOrder.all(categoryCode) as number[]).indexOf(panel.id) : -1;
      const at = kept >= 0 ? kept : Math.min((panel.position ?? 1) - 1, others.length);
      db.prepare(
        // Last of all for now, so that it never marks where its category's block sits (writeOrder).
        `INSERT INTO panels (id, category_code, code, name, type_code, config, sort, published)
         VALUES (?, ?, ?, ?, ?, ?, (SELECT coalesce(max(sort), 0) + 1 FROM panels), 1)
         ON CONFLICT (id) DO UPDATE SET category_code = excluded.category_code, code = excluded.code, name = excluded.name,
           type_code = excluded.type_code, config = excluded.config, sort = excluded.sort`,
      ).run(panel.id, categoryCode, panel.code ?? `${categoryCode}.${panel.id}`, panel.name ?? '', panel.typeCode, JSON.stringify(panel.config ?? {}));
      db.prepare('DELETE FROM panel_contents WHERE panel_id = ?').run(panel.id);
      const link = db.prepare('INSERT INTO panel_contents (panel_id, content_id, sort) VALUES (?, ?, ?)');
      panel.contents.forEach((contentId, sort) => link.run(panel.id, contentId, sort));
      writeOrder(categoryCode, [...others.slice(0, at), panel.id, ...others.slice(at)]);
      record.run('panel', panel.id);
      position = at + 1;
    })();
    return { categoryCode, position };
  }

  /** Takes off what an editor put; the seed's entries are refused, an unknown id is 404. */
  function remove(kind: EntryKind, id: number): void {
    if (!entry.get(kind, id)) {
      const exists = kind === 'panel' ? panelCategory.get(id) !== undefined : contentExists.get(id) !== undefined;
      if (exists) ownOrFree(kind, id, true);
      throw new EditorRefusal(404, 'id', `no ${kind} ${id} put by an editor`);
    }
    db.transaction(() => {
      if (kind === 'panel') {
        db.prepare('DELETE FROM panel_contents WHERE panel_id = ?').run(id);
        db.prepare('DELETE FROM panels WHERE id = ?').run(id);
      } else {
        db.prepare('DELETE FROM panel_contents WHERE content_id = ?').run(id);
        db.prepare('DELETE FROM counters WHERE content_id = ?').run(id);
        db.prepare(`DELETE FROM ${SEARCH_TABLE} WHERE rowid = ?`).run(id);
        db.prepare('DELETE FROM contents WHERE id = ?').run(id);
      }
      forget.run(kind, id);
    })();
  }

  /** These panels first, in this order; the category's others follow in their current order. */
  function putOrder(code: string, first: readonly number[]): number[] {
    knownCategory(code, 'code');
    const current = panelOrder.all(code) as number[];
    const stranger = first.findIndex((id) => !current.includes(id));
    if (stranger >= 0) throw new EditorRefusal(400, 'panels', `panel ${first[stranger]} (item ${stranger + 1}) is not in category ${code}`);
    const order = [...first, ...current.filter((id) => !first.includes(id))];
    db.transaction(() => {
      db.prepare('INSERT OR IGNORE INTO category_orders_before (code, panel_ids) VALUES (?, ?)').run(code, JSON.stringify(current));
      writeOrder(code, order);
    })();
    return order;
  }

  /** Puts back the order the category had before editors first changed it (their panels after). */
  function restoreOrder(code: string): number[] {
    knownCategory(code, 'code');
    const saved = db.prepare('SELECT panel_ids FROM category_orders_before WHERE code = ?').pluck().get(code) as string | undefined;
    if (saved === undefined) throw new EditorRefusal(404, 'code', `the order of ${code} was never changed by an editor`);
    const before = JSON.parse(saved) as number[];
    const current = panelOrder.all(code) as number[];
    const order = [...before.filter((id) => current.includes(id)), ...current.filter((id) => !before.includes(id))];
    db.transaction(() => {
      writeOrder(code, order);
      db.prepare('DELETE FROM category_orders_before WHERE code = ?').run(code);
    })();
    return order;
  }

  return { putContent, putPanel, remove, putOrder, restoreOrder };
}
