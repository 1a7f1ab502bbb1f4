import type { PluginGalleryEntry } from './plugin-gallery-entries.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import { usePluginTitles } from '../../../core/engine/render/usePluginTitles.ts';
import { pluginTitle } from '../../../core/engine/registry/plugin-titles.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';

/** A plugin's title in the reader's language, its developers' title, registry key, schema id and folder. */
export function PluginHeading({ entry, headingId }: { entry: PluginGalleryEntry; headingId: string }) {
  const t = useTexts(pluginGalleryMessages);
  const { language } = useEngine();
  const titles = usePluginTitles();
  const { plugin, folder } = entry;
  return (
    <header className="gallery-plugin__head">
      <h3 id={headingId} className="gallery-plugin__title">
        {pluginTitle(titles, plugin, language)}
      </h3>
      <p className="gallery-plugin__dev-title">{plugin.title}</p>
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
