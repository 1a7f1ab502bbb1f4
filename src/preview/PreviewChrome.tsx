import { installPluginTitles } from '../../core/engine/render/usePluginTitles.ts';
import { PLUGIN_TITLES } from '../../plugins/plugin-titles.ts';
import PreviewBanner from '../../ui/preview/PreviewBanner.tsx';

// Preview's placeholders name plugins in the editor's language from the moment this chunk is in.
installPluginTitles(PLUGIN_TITLES);

/** Editors' chrome (preview=1): the banner, and the plugins' titles in three languages. Never a reader's. */
export default PreviewBanner;
