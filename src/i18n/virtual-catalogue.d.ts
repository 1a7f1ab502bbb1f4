declare module 'virtual:catalogue/*' {
  import type { Catalogue } from '../../core/engine/i18n/i18n.ts';
  const catalogue: Catalogue;
  export default catalogue;
}
