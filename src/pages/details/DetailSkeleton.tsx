import './detail-skeleton.css';

/** Paragraph lines and a picture, while the article body loads. */
export function BodySkeleton() {
  return (
    <div className="body-skeleton" aria-hidden="true">
      <span />
      <span />
      <span />
      <span className="body-skeleton__image" />
      <span />
      <span />
    </div>
  );
}

/**
 * Spec 2 §4: the loading skeleton, shaped like the article (title, meta line, paragraphs). Small and
 * free of the page's modules: it also shows while the page's own chunk arrives.
 */
export function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-hidden="true" data-testid="detail-skeleton">
      <span className="detail-skeleton__title" />
      <span className="detail-skeleton__title detail-skeleton__title--short" />
      <span className="detail-skeleton__meta" />
      <BodySkeleton />
    </div>
  );
}
