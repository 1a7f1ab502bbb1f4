import './detail.css';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from './content.messages.ts';

/**
 * Why there is no article to show ('no news ID', 'content does not exist'), and the way home. Its own
 * module, not the missing page's: a page's module is a chunk of its own, which every page showing
 * this loaded before it was ready (0.4 KB gz, most of it the chunk's imports).
 */
export function ContentMissing({ text, page = false }: { text: string; page?: boolean }) {
  const t = useTexts(contentMessages);
  return (
    <StateMessage
      as={page ? 'main' : 'div'}
      kind="not-found"
      role="alert"
      className={`${page ? 'page ' : ''}content-missing`}
      text={text}
      actions={[{ label: t('page.backHome'), href: '/' }]}
    />
  );
}
