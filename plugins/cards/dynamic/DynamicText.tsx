import { useLayoutEffect, useRef, useState } from 'react';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { dynamicMessages } from './dynamic.messages.ts';
import { TEXT_FOLD_MAX_HEIGHT_PX } from './dynamic-layout.ts';

/**
 * Spec 2 §2: the post's text, collapsed to 100 px when it is taller, with a control that unfolds and
 * folds it. Tapping the text opens the post.
 */
export function DynamicText({ text, onOpen }: { text: string; onOpen: () => void }) {
  const t = useTexts(dynamicMessages);
  const box = useRef<HTMLButtonElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setTall(element.scrollHeight > TEXT_FOLD_MAX_HEIGHT_PX + 1);
    measure();
    // The text or the width (rotation) changes its height: it may fold or unfold.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const folded = tall && !expanded;
  return (
    <div className="dynamic__text-wrap">
      <button
        ref={box}
        type="button"
        className={`dynamic__text${folded ? ' dynamic__text--folded' : ''}`}
        style={folded ? { maxHeight: TEXT_FOLD_MAX_HEIGHT_PX } : undefined}
        data-testid="dynamic-text"
        onClick={onOpen}
      >
        {text}
      </button>
      {tall ? (
        <button type="button" className="dynamic__fold tap-area" aria-expanded={expanded} onClick={() => setExpanded((open) => !open)}>
          {expanded ? t('dynamic.collapse') : t('dynamic.expand')}
        </button>
      ) : null}
    </div>
  );
}
