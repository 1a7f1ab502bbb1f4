import { prepareShare, shareRequestOfItem } from '../../../core/platform/share/share-content.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useServices } from '../../../core/engine/render/engine.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { detailPageMessages } from './detail.messages.ts';

/** Spec 2 §2, sources=slh: the share link, to copy, in place of the related services. */
export function ShareLink({ item }: { item: ContentItem }) {
  const t = useTexts(detailPageMessages);
  const services = useServices();
  // The very address the share button shares (core/platform/share: share address, else detail address, else this page).
  const address = prepareShare(shareRequestOfItem(item), window.location.href).url;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      services.notices.show({ kind: 'toast', text: { key: 'share.linkCopied' } });
    } catch (error) {
      console.warn('[detail] link not copied', error);
      services.notices.show({ kind: 'toast', text: { key: 'share.copyFailed', params: { url: address } } });
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
