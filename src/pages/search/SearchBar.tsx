import type { RefObject } from 'react';
import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { onPlainClick } from '../../../ui/link/plain-click.ts';
import { SEARCH_TEXT_QUERY } from '../../../core/domain/search/search-address.ts';
import { SEARCH_INPUT_MAX } from '../../../core/domain/search/search-input.ts';
import { searchMessages } from './search.messages.ts';

interface Props {
  /** Where the form goes without scripts (the page's own path): a GET with `text` and `kept`. */
  action: string;
  /** The address's other parameters (searchType, lang), sent again with the text. */
  kept: readonly (readonly [string, string])[];
  text: string;
  placeholder: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** `composing`: an input method is still composing the text (pinyin): not a text to search yet. */
  onChange: (text: string, composing: boolean) => void;
  onSubmit: () => void;
  onClear: () => void;
  onCancel: () => void;
}

/**
 * Spec 2 §2: the search input (at most 10 characters) with clear, and cancel beside it. Without
 * scripts it is a plain GET form to the page's own address (issue 32), which the server renders.
 */
export function SearchBar({ action, kept, text, placeholder, inputRef, onChange, onSubmit, onClear, onCancel }: Props) {
  const t = useTexts(searchMessages);
  return (
    <form
      role="search"
      className="search-page__bar"
      action={action}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <span className="search-page__field">
        <span className="search-bar__icon" aria-hidden="true" />
        <input
          ref={inputRef}
          type="search"
          name={SEARCH_TEXT_QUERY}
          enterKeyHint="search"
          className="search-page__input"
          value={text}
          maxLength={SEARCH_INPUT_MAX}
          placeholder={placeholder}
          aria-label={placeholder}
          data-testid="search-input"
          onChange={(event) => onChange(event.target.value, (event.nativeEvent as InputEvent).isComposing === true)}
          onCompositionEnd={(event) => onChange(event.currentTarget.value, false)}
        />
        {text ? (
          <button type="button" className="search-page__clear needs-app" aria-label={t('search.clear')} data-testid="search-clear" onClick={onClear}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </span>
      {/* A link home (issue 32: what no script or a long press follows); a tap clears the box, or goes back. */}
      <a className="search-page__cancel" href={ROUTE.home.link()} data-testid="search-cancel" onClick={onPlainClick(onCancel)}>
        {t('search.cancel')}
      </a>
    </form>
  );
}
