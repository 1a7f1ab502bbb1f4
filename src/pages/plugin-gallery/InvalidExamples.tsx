import DroppedPlaceholder from '../../../core/engine/render/DroppedPlaceholder.tsx';
import type { Plugin } from '../../../core/engine/registry/types.ts';
import { validateAs } from '../../../core/engine/schema/validate.ts';
import { provideBundledReaderValidators } from '../../../core/engine/schema/reader-validators.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';

// The developers' pages validate while they render.
provideBundledReaderValidators();

/** The fixture's invalid examples as editors see left-out input: the preview placeholder with its schema errors. */
export function InvalidExamples({ plugin, examples }: { plugin: Plugin; examples: readonly unknown[] }) {
  const t = useTexts(pluginGalleryMessages);
  if (examples.length === 0) return null;
  return (
    <div className="gallery-plugin__invalid">
      <h4 className="gallery-plugin__subhead">{t('pluginGallery.invalid', { count: examples.length })}</h4>
      {examples.map((example, i) => {
        const checked = validateAs(plugin.schema, example);
        return (
          <DroppedPlaceholder
            key={i}
            level={plugin.kind === 'panel' ? 'panel' : 'item'}
            name={t('pluginGallery.invalidExample', { index: i + 1 })}
            facts={[plugin.key]}
            plugin={plugin}
            reason="invalid"
            errors={checked.ok ? [t('pluginGallery.acceptedInvalid')] : checked.errors.map((e) => `${plugin.schema}: ${e}`)}
            raw={example}
          />
        );
      })}
    </div>
  );
}
