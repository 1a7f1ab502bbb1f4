import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { defineOpener } from '../../../core/engine/registry/define.ts';
import type { OpenAction } from '../../../core/engine/registry/types.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';

/** Spec 1 §2: the picture-swipe route, query newsId. */
export const PICTURE_SWIPE_ROUTE = ROUTE.imgList.path;

/** Spec 1 §2: news_multipic goes to /imgList?newsId={id}. */
export function decidePictureSwipe(item: ContentItem): OpenAction {
  return { kind: 'route', path: ROUTE.imgList.link({ newsId: item.id }) };
}

export const pictureSwipeOpener = defineOpener({
  title: 'Picture news: /imgList?newsId=',
  schema: 'content-item',
  types: ['news_multipic'],
  decide: decidePictureSwipe,
});
