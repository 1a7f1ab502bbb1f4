import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { StateMessage } from '../../../ui/placeholders/StateMessage.tsx';
import { useSearchAgain } from './search-again.ts';
import { searchMessages } from './search.messages.ts';

/** Nothing found (or a refused text): says so, suggests what to try, and offers to search again. */
export function SearchNoResult({ text, textTestId }: { text: string; textTestId: string }) {
  const t = useTexts(searchMessages);
  const searchAgain = useSearchAgain();
  return (
    <StateMessage
      kind="no-result"
      role="status"
      textTestId={textTestId}
      text={text}
      hint={t('search.noResultsHint')}
      actions={[{ label: t('search.searchElse'), onClick: searchAgain }]}
    />
  );
}

/** The idle page without history: what can be searched, and how (the CMS has no hot searches to show). */
export function SearchIdle({ favour }: { favour: boolean }) {
  const t = useTexts(searchMessages);
  return <StateMessage kind="search" testId="search-idle" text={t(favour ? 'search.favourIdleText' : 'search.idleText')} hint={t('search.idleHint')} />;
}
