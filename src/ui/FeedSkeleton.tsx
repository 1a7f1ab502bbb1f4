/** Placeholder rows shaped like thumbnail cards while the feed loads. */
export function FeedSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <div className="feed-skeleton" aria-hidden="true" data-testid="feed-skeleton">
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
