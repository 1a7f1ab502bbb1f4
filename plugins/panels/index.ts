import { audioPanel } from './audio/audio.plugin.ts';
import { carouselPanel } from './carousel/carousel.plugin.ts';
import { listContentPanel } from './list-content/list-content.plugin.ts';
import { listHorizontalPanel } from './list-horizontal/list-horizontal.plugin.ts';
import { videoGridPanel } from './video-grid/video-grid.plugin.ts';
import { rankingBooksPanel } from './ranking-books/ranking-books.plugin.ts';
import { rankingNewsPanel } from './ranking-news/ranking-news.plugin.ts';
import { rankingServicesPanel } from './ranking-services/ranking-services.plugin.ts';
import { specialOverviewPanel } from './special-overview/special-overview.plugin.ts';

/** Every panel plugin, by typeCode (docs/registry.md lists them). */
export const PANEL_PLUGINS = [listContentPanel, listHorizontalPanel, carouselPanel, audioPanel, specialOverviewPanel, videoGridPanel, rankingServicesPanel, rankingNewsPanel, rankingBooksPanel] as const;
