import { useMemo } from 'react';
import { useEngine } from '../../../core/engine/render/engine.tsx';
import type { OpenerPlugin } from '../../../core/engine/registry/types.ts';
import type { PluginGalleryFixture } from './plugin-gallery-entries.ts';
import { describeAction, openerDecisions } from './opener-samples.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { pluginGalleryMessages } from './plugin-gallery.messages.ts';

/** An opener's decide() results for a sample item per type, inside the app and in a plain browser. */
export function OpenerDecisions({ opener, fixture }: { opener: OpenerPlugin; fixture: PluginGalleryFixture | undefined }) {
  const { registry } = useEngine();
  const t = useTexts(pluginGalleryMessages);
  const rows = useMemo(
    () => openerDecisions(opener, fixture, (type) => registry.index.openers.has(type)),
    [opener, fixture, registry],
  );
  return (
    <table className="gallery-opener" data-testid="opener-decisions">
      <caption className="gallery-plugin__subhead">{t('pluginGallery.decisions')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pluginGallery.type')}</th>
          <th scope="col">{t('pluginGallery.inApp')}</th>
          <th scope="col">{t('pluginGallery.inBrowser')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.type} data-type={row.type}>
            <th scope="row">
              <code>{row.type}</code>
              <span className="gallery-opener__sample">
                {t('pluginGallery.sample')} #{row.sample.id}
              </span>
            </th>
            <td>
              <code>{describeAction(row.inApp)}</code>
            </td>
            <td>
              <code>{describeAction(row.inBrowser)}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
