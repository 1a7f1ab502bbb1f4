import { useEngine } from '../../../core/render/engine.tsx';
import type { GalleryPlugin } from './gallery-fixtures.ts';

/** A plugin's title, registry key, schema id and folder. */
export function PluginHeading({ entry, headingId }: { entry: GalleryPlugin; headingId: string }) {
  const { t } = useEngine();
  const { plugin, folder } = entry;
  return (
    <header className="gallery-plugin__head">
      <h3 id={headingId} className="gallery-plugin__title">
        {plugin.title}
      </h3>
      <dl className="gallery-plugin__facts">
        <dt>{t('pluginGallery.key')}</dt>
        <dd>
          <code data-testid="gallery-plugin-key">{plugin.key}</code>
        </dd>
        <dt>{t('pluginGallery.schema')}</dt>
        <dd>
          <code data-testid="gallery-plugin-schema">{plugin.schema}</code>
        </dd>
        {folder ? (
          <>
            <dt>{t('pluginGallery.folder')}</dt>
            <dd>
              <code>{folder}</code>
            </dd>
          </>
        ) : null}
      </dl>
    </header>
  );
}
