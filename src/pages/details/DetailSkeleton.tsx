import './detail-skeleton.css';

/** A paragraph of skeleton lines (the last one shorter, as a paragraph's last line is). */
function SkeletonParagraph({ lines }: { lines: number }) {
  return (
    <span className="body-skeleton__paragraph">
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-line body-skeleton__line" />
      ))}
    </span>
  );
}

/**
 * Paragraph lines and a picture while the article body loads, at the body's own sizes (line height,
 * paragraph gap, a 16:9 picture across the column), so the text takes their place without a jump.
 */
export function BodySkeleton() {
  return (
    <div className="body-skeleton" aria-hidden="true">
      <SkeletonParagraph lines={2} />
      <span className="body-skeleton__image" />
      <SkeletonParagraph lines={3} />
    </div>
  );
}

/**
 * Spec 2 §4: the loading skeleton, shaped like the article (title, meta line, paragraphs) at the
 * article's typography, so the header lands where its bars were. Small and free of the page's modules:
 * it also shows while the page's own chunk arrives.
 */
export function DetailSkeleton() {
  return (
    <div className="detail-skeleton" aria-hidden="true" data-testid="detail-skeleton">
      <span className="detail-skeleton__header">
        <span className="skeleton-line detail-skeleton__title" />
        <span className="skeleton-line detail-skeleton__title detail-skeleton__title--short" />
        <span className="skeleton-line detail-skeleton__meta" />
      </span>
      <BodySkeleton />
    </div>
  );
}
