import type { Db } from './db/database.ts';

/** Advert types are left out when a feed is asked for without adverts (hasAdvert=0). */
export const ADVERT_TYPES: ReadonlySet<string> = new Set(['news_ad', 'adver', 'ad_third_party']);

export interface ContentRow {
  id: number;
  data: string;
  /** 0 for a draft (selected only for an editor's preview): the item then carries `draft: 1`. */
  published?: number;
}

type Json = Record<string, unknown>;

/** The pictures of an option's latest voters sent with a vote (the vote page shows up to three). */
export const VOTER_HEADS_SENT = 3;

/**
 * Turns stored rows into the items the client receives: live counts, the reader's like/favour
 * state and, for vote items, the vote with its current totals.
 */
export function presenter(db: Db) {
  const counters = db.prepare('SELECT views, likes, favors, comments FROM counters WHERE content_id = ?');
  const liked = db.prepare("SELECT 1 FROM likes WHERE user_id = ? AND target_id = ? AND kind = 'content'");
  const favoured = db.prepare('SELECT 1 FROM favors WHERE user_id = ? AND content_id = ?');
  const voteOf = db.prepare('SELECT activity_id, title, brief, type, voted_style, end_time FROM votes WHERE content_id = ?');
  const optionsOf = db.prepare('SELECT id, title, idx, count FROM vote_options WHERE activity_id = ? ORDER BY idx');
  const votedBy = db.prepare('SELECT option_id FROM vote_records WHERE activity_id = ? AND user_id = ?');
  const votersOf = db.prepare('SELECT u.head FROM vote_records r JOIN users u ON u.id = r.user_id WHERE r.option_id = ? ORDER BY r.created DESC LIMIT ?');

  function vote(contentId: number, userId: number | null, now: number): Json | null {
    const v = voteOf.get(contentId) as { activity_id: number; title: string; brief: string; type: string; voted_style: string; end_time: number } | undefined;
    if (!v) return null;
    const options = optionsOf.all(v.activity_id) as { id: number; title: string; idx: number; count: number }[];
    const mine = userId === null ? undefined : (votedBy.get(v.activity_id, userId) as { option_id: number } | undefined);
    return {
      activityId: v.activity_id,
      activityTitle: v.title,
      activityBrief: v.brief,
      type: v.type,
      votedStyle: v.voted_style,
      voteTotal: options.reduce((sum, o) => sum + o.count, 0),
      end: v.end_time <= now,
      items: options.map((o) => ({
        id: o.id,
        title: o.title,
        viewValue: o.count,
        hasVoted: mine?.option_id === o.id,
        index: o.idx,
        voterHeads: (votersOf.all(o.id, VOTER_HEADS_SENT) as { head: string }[]).map((voter) => voter.head),
      })),
    };
  }

  return function present(row: ContentRow, userId: number | null, now = Date.now()): Json {
    const item = JSON.parse(row.data) as Json;
    const c = counters.get(row.id) as { views: number; likes: number; favors: number; comments: number } | undefined;
    if (c) Object.assign(item, { viewCountShow: c.views, likeCountShow: c.likes, favorCountShow: c.favors, commentCountShow: c.comments, totalComment: c.comments });
    item.id = row.id;
    item.whetherLike = userId !== null && liked.get(userId, row.id) !== undefined;
    item.whetherFavor = userId !== null && favoured.get(userId, row.id) !== undefined;
    if (row.published === 0) item.draft = 1;
    if (item.listStyle === 6 || item.subType === 'vote') item.extend = { ...(item.extend as Json | undefined), vote: vote(row.id, userId, now) };
    return item;
  };
}

export type Present = ReturnType<typeof presenter>;
