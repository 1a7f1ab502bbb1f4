import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import { parseDetailQuery } from '../../../core/domain/detail/detail-query.ts';
import { multiPicCall, pictureAddress, picturesOf } from '../../../core/domain/pictures/multi-pic.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { ListPlaceholder } from '../../../ui/placeholders/ListPlaceholder.tsx';
import { onPlainClick } from '../../../ui/link/plain-click.ts';
import { Thumb } from '../../../ui/thumb/Thumb.tsx';
import { TitleBar } from '../../../ui/title-bar/TitleBar.tsx';
import { ContentMissing } from '../details/ContentMissing.tsx';
import { DetailSkeleton } from '../details/DetailSkeleton.tsx';
import { GallerySlot, type GalleryProps } from '../details/lazy-neighbours.tsx';
import { contentMessages } from '../details/content.messages.ts';
import { useRecord } from '../playback/useRecord.ts';
import { picturesMessages } from './pictures.messages.ts';
import './pictures.css';


/** A picture that opens the gallery on a tap; a link to the picture itself, which a page without scripts follows. */
function PictureOpener({ href, label, onOpen, children }: { href: string | null; label: string; onOpen: () => void; children: ReactNode }) {
  return href ? (
    <a href={href} className="pictures__open" aria-label={label} onClick={onPlainClick(onOpen)}>
      {children}
    </a>
  ) : (
    <button type="button" className="pictures__open needs-app" aria-label={label} onClick={onOpen}>
      {children}
    </button>
  );
}

function PictureSet({ item, onOpen }: { item: ContentItem; onOpen: (images: string[], index: number) => void }) {
  const t = useTexts(picturesMessages);
  const pictures = useMemo(() => picturesOf(item), [item]);
  const images = pictures.map((p) => p.imageUrl);
  return (
    <article className="pictures">
      <h1 className="pictures__title">{item.title}</h1>
      <p className="pictures__meta">
        {item.source ? <span>{item.source}</span> : null}
        {item.showTime ? <time>{item.showTime}</time> : null}
        <span>{t('pictures.count', { total: pictures.length })}</span>
      </p>
      {item.brief ? <div className="pictures__content" tabIndex={0}>{item.brief}</div> : null}
      <ol className="pictures__list" data-testid="picture-list">
        {pictures.map((picture, index) => (
          <li key={`${picture.imageUrl}|${index}`} className="pictures__item">
            <figure>
              <PictureOpener href={pictureAddress(picture.imageUrl)} label={t('pictures.open', { index: index + 1, total: pictures.length })} onOpen={() => onOpen(images, index)}>
                <Thumb src={picture.imageUrl} alt="" ratio={4 / 3} eager={index === 0} />
              </PictureOpener>
              {picture.brief ? <figcaption className="pictures__brief">{picture.brief}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ol>
    </article>
  );
}

export interface ImgListPageProps {
  /** The full-screen gallery (ui/gallery, lazily); tests may watch the opening through their own. */
  gallery?: ComponentType<GalleryProps>;
}

/** Spec 2 §2: picture news (/imgList?newsId, preview): title, content, the pictures with their briefs, the gallery on tap. */
export default function ImgListPage({ gallery: Gallery = GallerySlot }: ImgListPageProps) {
  const t = useTexts(picturesMessages, contentMessages);
  const search = useSearch();
  const query = useMemo(() => parseDetailQuery(search), [search]);
  const { state, retry } = useRecord(multiPicCall, query.newsId, 'pictures', query.preview);
  const [open, setOpen] = useState<{ images: string[]; index: number } | null>(null);
  const item = state.status === 'ready' ? state.item : null;

  return (
    <div className="page page--pictures">
      <TitleBar title={item?.title ?? t('pictures.title')} heading={false} />
      <main aria-busy={state.status === 'loading'}>
        {state.status === 'no-id' ? <ContentMissing text={t(query.newsIdMalformed ? 'detail.contentMissing' : 'detail.noNewsId')} /> : null}
        {state.status === 'loading' || state.status === 'missing' ? <DetailSkeleton /> : null}
        <ListPlaceholder status={state.status === 'failed' ? 'failed' : 'ready'} reload={retry} failedText={t('pictures.loadFailed')} />
        {item ? <PictureSet item={item} onOpen={(images, index) => setOpen({ images, index })} /> : null}
      </main>
      {open ? <Gallery images={open.images} index={open.index} onClose={() => setOpen(null)} /> : null}
    </div>
  );
}
