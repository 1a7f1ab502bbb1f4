import { lazy, Suspense, useState } from 'react';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { chipLabel } from '../../../core/domain/search/search-input.ts';
import { searchMessages } from './search.messages.ts';

// The 'delete all' question loads when the reader starts editing, not with the page.
const loadConfirmDialog = () => import('../../../ui/notices/ConfirmDialog.tsx');
const ConfirmDialog = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialog })));

interface Props {
  entries: readonly string[];
  onPick: (text: string) => void;
  onRemove: (text: string) => void;
  onClear: () => void;
}

/**
 * Spec 2 §2, §5: the history as chips (cut at 10 characters). The delete icon turns on edit mode:
 * each chip then removes itself, 'delete all' asks first, 'done' ends editing.
 */
export function SearchHistory({ entries, onPick, onRemove, onClear }: Props) {
  const t = useTexts(searchMessages);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  if (entries.length === 0) return null;
  const startEditing = () => {
    void loadConfirmDialog().catch(() => undefined);
    setEditing(true);
  };
  return (
    <section className="search-history" aria-labelledby="search-history-title" data-testid="search-history" data-editing={editing ? 'true' : 'false'}>
      <header className="search-history__head">
        <h2 id="search-history-title" className="search-history__title">
          {t('search.history')}
        </h2>
        {editing ? (
          <span className="search-history__edit">
            <button type="button" className="search-history__action" onClick={() => setConfirming(true)}>
              {t('search.deleteAll')}
            </button>
            <button type="button" className="search-history__action search-history__action--done" onClick={() => setEditing(false)}>
              {t('search.done')}
            </button>
          </span>
        ) : (
          <button type="button" className="search-history__trash" aria-label={t('search.editHistory')} data-testid="history-edit" onClick={startEditing}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
        )}
      </header>
      <ul className="search-history__chips">
        {entries.map((entry) => (
          <li key={entry}>
            <button
              type="button"
              className="search-history__chip"
              title={entry}
              aria-label={editing ? t('search.deleteOne', { text: entry }) : entry}
              data-testid="history-chip"
              onClick={() => (editing ? onRemove(entry) : onPick(entry))}
            >
              <span aria-hidden="true">{chipLabel(entry)}</span>
              {editing ? <span className="search-history__x" aria-hidden="true">×</span> : null}
            </button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {confirming ? (
          <ConfirmDialog
            title={t('search.clearHistoryTitle')}
            message={t('search.clearHistoryMessage')}
            cancelLabel={t('search.cancel')}
            confirmLabel={t('search.confirm')}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              setEditing(false);
              onClear();
            }}
          />
        ) : null}
      </Suspense>
    </section>
  );
}
