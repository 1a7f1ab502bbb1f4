import { useMemo } from 'react';
import { wonderfulCall } from '../../../core/domain/playback/playback-api.ts';
import { CLASS_ID_KEY } from '../../../core/domain/playback/playback-class.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { useCall } from '../../../core/engine/render/use-call.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

export type WonderfulState = { status: 'loading' } | { status: 'ready'; items: ContentItem[] } | { status: 'failed' };

/**
 * Spec 2 §2 'wonderful videos' under a playback (core/domain/playback/playback-api.ts wonderfulCall),
 * the playback itself left out.
 */
export function useWonderful(contentId: string | null): WonderfulState {
  const { services } = useEngine();
  const classId = services.session.storage.getItem(CLASS_ID_KEY);
  const { state } = useCall(wonderfulCall, contentId ? { contentId, classId } : null);
  return useMemo(() => {
    if (state.status !== 'ready') return state.status === 'failed' ? { status: 'failed' } : { status: 'loading' };
    return { status: 'ready', items: state.value.filter((item) => item.id !== contentId) };
  }, [state, contentId]);
}
