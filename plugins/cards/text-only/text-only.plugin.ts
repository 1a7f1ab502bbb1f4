import { defineCard } from '../../../core/engine/registry/define.ts';
import { LIST_STYLE } from '../../../core/engine/registry/list-styles.ts';

export const textOnlyCard = defineCard({
  title: 'Text only (listStyle 0)',
  match: { types: '*', listStyles: [LIST_STYLE.textOnly] },
  schema: 'content-item',
  load: () => import('./TextOnlyCard.tsx'),
});
