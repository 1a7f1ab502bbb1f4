import { findingAnchor } from '../../../core/engine/render/preview-finding.ts';
import { DraftMark } from '../../../core/engine/render/preview-notes.ts';

/** Preview's mark on a draft article: its code (with preview's findings) loads only when it shows. */
export default function DetailDraftMark({ contentId, title }: { contentId: string; title: string }) {
  return <DraftMark anchor={findingAnchor('draft', null, contentId)} label={title} />;
}
