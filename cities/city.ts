/**
 * What makes the app one city's (issue 27 item 5): every value that differs from one city's
 * deployment to another's, in one module per city (cities/<name>.ts), each export one of these
 * fields (named exports, so a page's bundle keeps only the values it uses). Plain data: the page,
 * the server and the local CMS read it; it imports nothing.
 */
/** A reader-facing text of the city in each of the app's languages. */
export interface ByLanguage {
  'zh-CN': string;
  'zh-TW': string;
  en: string;
}

/** Plugin folders by kind (plugins/panels/audio is `panels: ['audio', …]`). */
export interface CityPlugins {
  panels: readonly string[];
  cards: readonly string[];
  openers: readonly string[];
  players: readonly string[];
}

export interface City {
  /** The module's name (`CITY=<name>`). */
  name: string;
  /** Spec 1 §9: the city's administrative code (the app's wake parameters, the analytics region). */
  code: number;
  /** The page's description for search engines and shares, per language (index.html takes zh-CN's; the page heads the reader's). */
  description: ByLanguage;
  /** The city's app as readers call it, per language (a detail's bar, the page titles, the login's help, the short videos' logo). */
  appName: ByLanguage;
  /** The page hosts of the production and test deployments; any other non-local host is test. */
  pageHosts: { production: string; test: string };
  /** The platform's API per environment (the server passes the page's calls on to it). */
  apiHosts: { production: string; test: string };
  /** The community's pages (spec 2 §2 Dynamic card). */
  communityHosts: { production: string; test: string };
  /** The media group's sub-applications (banner targets of type 5). */
  subAppsHost: string;
  /** The city's app (spec 1 §3, §9): the wake parameters, its scheme and where to get it. */
  app: { wakeAppId: string; channel: number; defaultName: string; scheme: string; downloadPage: string };
  /** The media group's WeChat service account, which the JS-SDK signs for (protocols.md §4). */
  weChatAppId: string;
  /** Spec 1 §9: the analytics application ids, and the names the tracker and the SDK report under. */
  analytics: { appIdProduction: number; appIdOther: number; appName: string; instanceName: string };
  /** The platform's token login for this city's app (spec 1 §7). */
  tokenLoginPath: string;
  /** The CMS's category of the news home (spec 2 §2). */
  newsCategory: string;
  /**
   * The video page's categories (spec 2 §7): its panel category and the two tabs the rules name; the
   * others the app sees only through the CMS's answers (the local CMS seeds them).
   */
  videoCategories: { video: string; videoTab: string; liveTab: string; follow: string; topics: string };
  /** Favourites (spec 2 §2): the category whose panel lists the tabs, and the tabs' own categories (seeded). */
  favourCategories: { tabs: string; all: string; video: string; live: string; news: string };
  /** The life home's four tabs (spec 2 §2), by category. */
  lifeCategories: { recommend: string; boon: string; happy: string; hot: string };
  /** The video page's panels (spec 2 §9): default (video) and live, tab id → panel, the favourite tab's segments. */
  videoPanels: { defaultPanel: string; livePanel: string; tabPanels: Readonly<Record<string, string>>; favouriteSegments: readonly [string, string] };
  /** Favourites (spec 2 §9): tab id → panel, what each panel lists, and the tab shown first. */
  favourPanels: { tabPanels: readonly (readonly [string, string])[]; panelKinds: readonly (readonly [string, 'video' | 'live' | 'news'])[]; defaultTab: string };
  /** The city's own panel type (plugins/panels/audio: a typeCode the CMS names for this city only). */
  audioPanelType: string;
  /**
   * The plugins the city's app registers, by kind and folder (plugins/<kind>/<folder>/): a build for the
   * city carries these and no others (scripts/vite-city-plugin.ts), so a panel type the city's CMS never
   * sends costs its readers nothing, and one it should not show is dropped as unknown.
   */
  plugins: CityPlugins;
  /** The copyright block's contacts under an article (spec 2 §2). */
  copyright: { original: { phone: string; mail: string }; reprint: { phone: string; mail: string } };
}
