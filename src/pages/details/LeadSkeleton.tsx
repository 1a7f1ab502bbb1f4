import { BodySkeleton } from './DetailSkeleton.tsx';

/**
 * The body's skeleton with the tapped card's lead picture first, in the box of the skeleton's own
 * picture (detail.css): the same height as BodySkeleton, so the body takes its place as it would.
 * Without a picture, the plain skeleton.
 */
export function LeadSkeleton({ picture }: { picture: string | null }) {
  if (!picture) return <BodySkeleton />;
  return (
    <div className="lead-skeleton">
      <img className="lead-skeleton__picture" src={picture} alt="" data-testid="lead-picture" />
      <BodySkeleton />
    </div>
  );
}
