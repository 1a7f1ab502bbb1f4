import { Suspense } from 'react';
import { decidePlayer } from '../../core/engine/registry/dispatch.ts';
import type { PlayerProps } from '../../core/engine/registry/types.ts';
import { PluginBoundary } from '../../core/engine/render/PluginBoundary.tsx';
import { useEngine } from '../../core/engine/render/engine.tsx';
import { useRegistry } from '../../core/engine/render/use-registry.ts';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { mediaKindOf } from '../../core/domain/video/media.ts';
import { playerMessages } from './player.messages.ts';
import './player.css';

type Props = Omit<PlayerProps, 'src'> & { src: string | null | undefined };

/** A player frame with a message instead of a picture (no address, no player for the media). */
function PlayerMessage({ text, phase }: { text: string; phase: string }) {
  return (
    <div className="player" data-phase={phase}>
      <p className="player__message" role="status">
        {text}
      </p>
    </div>
  );
}

/** The player's frame while its code comes. */
const loadingFrame = <div className="player" data-phase="loading-plugin" aria-hidden="true" />;

/**
 * Plays an address with the player plugin of its media kind (HLS, MP4, audio: the registry's
 * players), each in its own boundary; pages use this and never a plugin directly. No address:
 * spec 2 §5 'video address is empty'. While the players' registrations are on their way
 * (src/engine.ts), the frame waits here, not the page.
 */
export function PlayerView(props: Props) {
  return (
    <Suspense fallback={loadingFrame}>
      <RegisteredPlayer {...props} />
    </Suspense>
  );
}

function RegisteredPlayer({ src, ...rest }: Props) {
  const { bus } = useEngine();
  const registry = useRegistry();
  const texts = useTexts(playerMessages);
  const media = mediaKindOf(src);
  if (!media || !src) return <PlayerMessage phase="empty" text={texts('player.emptyAddress')} />;
  const decision = decidePlayer(registry.index, media);
  if (decision.kind !== 'matched') return <PlayerMessage phase="failed" text={texts('player.failed.media')} />;
  const Player = decision.plugin.Component;
  const address = src.trim();
  return (
    <PluginBoundary pluginKey={decision.plugin.key} bus={bus} fallback={() => <PlayerMessage phase="failed" text={texts('player.failed.media')} />}>
      <Suspense fallback={loadingFrame}>
        <Player key={address} src={address} {...rest} />
      </Suspense>
    </PluginBoundary>
  );
}
