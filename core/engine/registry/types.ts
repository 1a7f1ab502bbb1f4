import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import type { SchemaId } from '../../../schemas/generated/schema-ids.ts';
import type { ContentItem, Panel } from '../../../schemas/generated/types.ts';

/** A lazily loaded component module, as `() => import('./X.tsx')` gives it. */
export type ComponentLoader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A plugin that renders: its loader (to preload the chunk) and the lazy component made from it once. */
export interface Renders<P> {
  readonly load: ComponentLoader<P>;
  readonly Component: LazyExoticComponent<ComponentType<P>>;
}

/** What a card component receives. */
export interface CardProps {
  item: ContentItem;
  panelId: string;
  onOpen: (item: ContentItem) => void;
}

/** An item after validation and dispatch: shown by its card, or left out (a placeholder in preview). */
export type ItemEntry =
  | { status: 'ok'; item: ContentItem; card: CardPlugin; /** Fields removed as unusable (never a drop). */ warnings: string[] }
  | { status: 'dropped'; itemId: string | null; reason: 'invalid' | 'unsupported'; errors: string[]; raw: unknown };

/** What a panel component receives: its panel, its item entries and how to render one in place. */
export interface PanelProps {
  panel: Panel;
  entries: readonly ItemEntry[];
  renderEntry: (entry: ItemEntry, index: number) => ReactNode;
}

interface PluginBase {
  /** Unique registry key, e.g. "panel:core.list.content" or "card:*:4". */
  readonly key: string;
  /** Schema the plugin's input is validated against (compiled ahead of time). */
  readonly schema: SchemaId;
  /** Human-readable name for the gallery and preview placeholders. */
  readonly title: string;
  /** The analytics events it reports (services.tracking), declared here so docs/registry.md lists them. */
  readonly events?: readonly string[];
}

export interface PanelPlugin extends PluginBase, Renders<PanelProps> {
  readonly kind: 'panel';
  readonly typeCode: string;
}

/** "*" matches any value; `null` in listStyles matches an item whose listStyle is unset. */
export interface CardMatch {
  readonly types: readonly string[] | '*';
  readonly listStyles: readonly (number | null)[] | '*';
}

export interface CardPlugin extends PluginBase, Renders<CardProps> {
  readonly kind: 'card';
  readonly match: CardMatch;
}

/** The outcome of an opener: where to go, decided from data alone (testable in node). */
export type OpenAction =
  | { kind: 'route'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'native'; handler: string; payload: Record<string, unknown> }
  | { kind: 'none'; reason: string };

export interface OpenContext {
  deviceId: string | null;
  /** The panel the item was tapped in (openVideo passes it to the native player). */
  panelId?: string | null;
  loggedIn: boolean;
  liveToken: string | null;
  /** Where the community's pages are (core/engine/env COMMUNITY_BASE_URLS); absent: the local CMS's stand-ins. */
  communityBaseUrl?: string;
}

export interface OpenerPlugin extends PluginBase {
  readonly kind: 'opener';
  readonly types: readonly string[] | '*';
  readonly decide: (item: ContentItem, context: OpenContext) => OpenAction;
}

/** What a player plugin is given (ui/player/PlayerView dispatches on the address's media kind). */
export interface PlayerProps {
  src: string;
  title: string;
  poster?: string | null;
  /** The content played: tracking and the native player (openVideo) name it. */
  contentId: string;
  /** The panel it was opened from (the native player takes it). */
  panelId?: string | null;
  /** Spec 2 §3: 0 upcoming, 1 live now (the stream takes the live token), 2 replay. */
  liveStatus?: number | string | null;
  /** Spec 2 §3: 1 portrait, 2 (default) landscape. */
  orientation?: number | string | null;
  /** Plays as soon as shown (the short-video feed's current video). */
  autoPlay?: boolean;
  loop?: boolean;
  /** No controls of the browser's or full-screen button: a tap on the picture pauses and resumes (the short-video feed). */
  bare?: boolean;
}

export interface PlayerPlugin extends PluginBase, Renders<PlayerProps> {
  readonly kind: 'player';
  readonly media: string;
}

export type Plugin = PanelPlugin | CardPlugin | OpenerPlugin | PlayerPlugin;

/** Decision of a dispatch function: never an exception, "unsupported" for unknown keys. */
export type Dispatch<P> = { kind: 'matched'; plugin: P } | { kind: 'unsupported'; key: string };
