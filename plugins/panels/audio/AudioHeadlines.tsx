import { formatDuration } from '../../../core/domain/format/count.ts';
import type { PanelProps } from '../../../core/engine/registry/types.ts';
import { okEntries, withCard } from '../../../core/engine/render/panel-entries.ts';
import { useVisibleEntries } from '../../../core/engine/render/useRemovedItems.ts';
import { audioTrackCard } from './audio-track-card.ts';
import { useHeadlinesPlayer } from './useHeadlinesPlayer.ts';
import './audio.css';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { audioMessages } from './audio.messages.ts';

/** mycs.audio: the 'today headlines' player: play/pause, the headline's title and the progress. */
export default function AudioHeadlines({ panel, entries, renderEntry }: PanelProps) {
  const t = useTexts(audioMessages);
  const playable = okEntries(useVisibleEntries(panel.id, entries)).filter((entry) => entry.item.playUrl);
  const player = useHeadlinesPlayer(playable.map((entry) => entry.item));
  const current = playable[player.index] ?? playable[0];
  if (!current) return null;
  const playing = player.status === 'playing';
  const time = `${formatDuration(player.position)} / ${formatDuration(player.duration)}`;
  return (
    <section
      className="panel audio-headlines"
      data-panel-id={panel.id}
      data-type-code={panel.typeCode}
      data-status={player.status}
      aria-label={t('audio.title')}
    >
      <button
        type="button"
        className={`needs-app audio-headlines__toggle audio-headlines__toggle--${playing ? 'pause' : 'play'}`}
        aria-label={t(playing ? 'audio.pause' : 'audio.play')}
        aria-busy={player.status === 'loading'}
        onClick={player.toggle}
      />
      <div className="audio-headlines__main">
        <p className="audio-headlines__head">
          <strong className="audio-headlines__title">{t('audio.title')}</strong>
          <span className="audio-headlines__time" data-testid="audio-time">
            {time}
          </span>
        </p>
        {renderEntry(withCard(current, audioTrackCard), player.index)}
        <input
          type="range"
          className="audio-headlines__progress needs-app"
          aria-label={t('audio.progress')}
          aria-valuetext={time}
          min={0}
          max={Math.max(1, Math.round(player.duration))}
          step={1}
          value={Math.round(player.position)}
          disabled={!player.seekable}
          onChange={(event) => player.seek(Number(event.currentTarget.value))}
        />
      </div>
    </section>
  );
}
