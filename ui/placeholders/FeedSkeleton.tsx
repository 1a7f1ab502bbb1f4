/** Placeholder shaped like the feed (a banner, then thumbnail cards) while it loads; index.html paints the same shell. */
export function FeedSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="feed-skeleton" aria-hidden="true" data-testid="feed-skeleton">
      <div className="feed-skeleton__banner" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="feed-skeleton__row">
          <span className="feed-skeleton__lines">
            <span />
            <span />
          </span>
          <span className="feed-skeleton__thumb" />
        </div>
      ))}
    </div>
  );
}
