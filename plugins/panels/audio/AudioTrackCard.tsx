import type { CardProps } from '../../../core/engine/registry/types.ts';
import { CardLink } from '../../../ui/card/CardLink.tsx';
import { useItemAddress } from '../../item-links.ts';

/** The headline now playing: its title, one line, opening the article when tapped. */
export default function AudioTrackCard({ item, panelId, onOpen }: CardProps) {
  const href = useItemAddress(item, panelId);
  return (
    <CardLink item={item} href={href} onOpen={onOpen} className="audio-track">
      <span className="audio-track__title">{item.title}</span>
    </CardLink>
  );
}
