import { useEngine } from '../../../core/render/engine.tsx';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useDetailServices } from './detail-services.ts';

/** The address readers share: the content's shareUrl (absolute), else this page. */
export function shareAddress(item: ContentItem, pageHref: string): string {
  try {
    return new URL(item.shareUrl?.trim() || pageHref, pageHref).href;
  } catch {
    return pageHref;
  }
}

/** Spec 2 §2, sources=slh: the share link, to copy, in place of the related services. */
export function ShareLink({ item }: { item: ContentItem }) {
  const { t } = useEngine();
  const services = useDetailServices();
  const address = shareAddress(item, window.location.href);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      services.notify({ kind: 'toast', text: { key: 'detail.linkCopied' } });
    } catch (error) {
      console.warn('[detail] link not copied', error);
    }
  };
  return (
    <section className="detail-section share-link" aria-labelledby="share-link-title">
      <h2 id="share-link-title" className="detail-section__title">
        {t('detail.shareLink')}
      </h2>
      <p className="share-link__row">
        <input className="share-link__address" readOnly value={address} aria-labelledby="share-link-title" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="button share-link__copy" onClick={() => void copy()}>
          {t('detail.copyLink')}
        </button>
      </p>
    </section>
  );
}
