import { useState } from 'react';
import './search.css';

interface Props {
  label: string;
  /** Loads the next page; a failure was shown by the list's loader (its toast): the button stays to try again. */
  onLoad: () => Promise<void>;
}

/** The next page of a rail above the results (the topics found): a thumb-sized button under it. */
export function MoreButton({ label, onLoad }: Props) {
  const [busy, setBusy] = useState(false);
  const load = async () => {
    setBusy(true);
    try {
      await onLoad();
    } catch {
      // Already told (usePagedPanel shows the failure); the button stays for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="search-more">
      <button type="button" className="button search-more__button" aria-busy={busy} disabled={busy} onClick={() => void load()} data-testid="search-more">
        {label}
      </button>
    </p>
  );
}
