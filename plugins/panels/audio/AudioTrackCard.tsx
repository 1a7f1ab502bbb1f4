import type { CardProps } from '../../../core/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';

/** The headline now playing: its title, one line, opening the article when tapped. */
export default function AudioTrackCard({ item, onOpen }: CardProps) {
  return (
    <CardLink item={item} onOpen={onOpen} className="audio-track">
      <span className="audio-track__title">{item.title}</span>
    </CardLink>
  );
}
