import { useState } from 'react';
import { ALL_DATES, DAY_RANGES, MONTHS, PLAYBACK_YEARS, type DateFilter } from '../../../core/domain/playback/date-filter.ts';
import { useTexts, type Texts } from '../../../core/engine/render/useTexts.ts';
import { Sheet } from '../../../ui/sheet/Sheet.tsx';
import { playbackMessages } from './playback.messages.ts';

type T = Texts<keyof (typeof playbackMessages)['en']>;

const rangeText = (t: T, range: (typeof DAY_RANGES)[number]) =>
  range.to === null ? t('playback.rangeToEnd', { from: String(range.from).padStart(2, '0') }) : t('playback.range', { from: String(range.from).padStart(2, '0'), to: String(range.to).padStart(2, '0') });

/** The filter in words: 'all', '2021', '2021 12', '2021 12 01-10'. */
export function filterText(t: T, filter: DateFilter): string {
  if (filter.year === null) return t('playback.all');
  const parts = [t('playback.year', { year: filter.year })];
  if (filter.month !== null) parts.push(t('playback.month', { month: filter.month }));
  const range = DAY_RANGES.find((r) => r.id === filter.range);
  if (range) parts.push(rangeText(t, range));
  return parts.join(' ');
}

function Chip({ pressed, onClick, children, testId }: { pressed: boolean; onClick: () => void; children: string; testId?: string }) {
  return (
    <button type="button" className="playback-chip" aria-pressed={pressed} onClick={onClick} data-testid={testId}>
      {children}
    </button>
  );
}

interface Props {
  value: DateFilter;
  onChange: (filter: DateFilter) => void;
  onClose: () => void;
}

/**
 * Spec 2 §2: the date filter picker: all, or the year 2021, then a month, then days 01–10, 11–20 or
 * 21 to the month's end. 'all' applies at once; a narrower choice applies on confirm.
 */
export function DateFilterSheet({ value, onChange, onClose }: Props) {
  const t = useTexts(playbackMessages);
  const [draft, setDraft] = useState<DateFilter>(value);
  const apply = (filter: DateFilter) => {
    onChange(filter);
    onClose();
  };
  return (
    <Sheet
      title={t('playback.date')}
      onClose={onClose}
      testId="date-filter-sheet"
      footer={
        <button type="button" className="button playback-sheet__confirm" onClick={() => apply(draft)}>
          {t('playback.confirm')}
        </button>
      }
    >
      <div className="playback-chips" role="group" aria-label={t('playback.yearGroup')}>
        <Chip pressed={draft.year === null} onClick={() => apply(ALL_DATES)} testId="date-all">
          {t('playback.all')}
        </Chip>
        {PLAYBACK_YEARS.map((year) => (
          <Chip key={year} pressed={draft.year === year} onClick={() => setDraft({ year, month: null, range: null })}>
            {t('playback.year', { year })}
          </Chip>
        ))}
      </div>
      {draft.year !== null ? (
        <div className="playback-chips" role="group" aria-label={t('playback.monthGroup')}>
          <Chip pressed={draft.month === null} onClick={() => setDraft({ ...draft, month: null, range: null })}>
            {t('playback.all')}
          </Chip>
          {MONTHS.map((month) => (
            <Chip key={month} pressed={draft.month === month} onClick={() => setDraft({ ...draft, month, range: null })}>
              {t('playback.month', { month })}
            </Chip>
          ))}
        </div>
      ) : null}
      {draft.month !== null ? (
        <div className="playback-chips" role="group" aria-label={t('playback.daysGroup')}>
          <Chip pressed={draft.range === null} onClick={() => setDraft({ ...draft, range: null })}>
            {t('playback.all')}
          </Chip>
          {DAY_RANGES.map((range) => (
            <Chip key={range.id} pressed={draft.range === range.id} onClick={() => setDraft({ ...draft, range: range.id })}>
              {rangeText(t, range)}
            </Chip>
          ))}
        </div>
      ) : null}
    </Sheet>
  );
}
