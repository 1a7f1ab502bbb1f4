/** The simulated native side (development and tests only; never in the production bundle). */
export type SimulatedPlatform = 'ios' | 'android';

export interface NativeSimulatorOptions {
  platform: SimulatedPlatform;
  /** The app's version name (default '4.2.0'). */
  appVersion?: string;
  /** Whether the reader is logged in in the app (default false). Logged in, the app sets the TGT cookie. */
  loggedIn?: boolean;
  /** The app's session ticket, written to the TGT cookie while logged in (default 'TGT-reader-0001'). */
  tgt?: string;
  /** Written to local storage cs_deviceId, as the app does before the page runs (default 'sim-device-0001'). */
  deviceId?: string;
  /** false: the app stores no device id (the page then counts as outside the app). */
  storeDeviceId?: boolean;
  /** Whether the reader agreed to the privacy terms (default true). */
  agreePrivacy?: boolean;
  /** Whether the app's security lock stays locked (default false). */
  securityLocked?: boolean;
  /** After userLogin / weChatQuickLogin the app's login screen succeeds after this many ms (default 1500; null: never, the test decides). */
  autoLoginAfterMs?: number | null;
  /** Handlers that never answer (as a handler the app lacks). */
  withhold?: string[];
  /** Replaces the user-agent; by default a phone user-agent of the platform when the browser's is not one. */
  userAgent?: string;
  /** Keeps the app's state over page reloads (sessionStorage), as a real app does (default true). */
  persist?: boolean;
  /** The city the phone is in: the code its location reports and the address its scanner reads (src/native-simulator/city.ts fills them from the city file). */
  city?: { code: string; scanAddress: string };
}

export interface SimulatedAppState {
  platform: SimulatedPlatform;
  appVersion: string;
  loggedIn: boolean;
  tgt: string;
  deviceId: string;
  agreePrivacy: boolean;
  securityLocked: boolean;
  logoVisible: boolean;
  title: string;
  closed: boolean;
  points: Array<string | number>;
  cityCode: string;
  scanAddress: string;
}

/** One call the page made, as native received it. */
export interface SimulatedCall {
  name: string;
  /** The data as sent: an object on iOS, a string on Android. */
  rawData: unknown;
  /** The data parsed when it was JSON text. */
  data: unknown;
  /** Milliseconds since the simulator was installed (performance clock). */
  at: number;
  answered: boolean;
}

/** window.__nativeSimulator: what tests and developers use to script and inspect the app. */
export interface NativeSimulatorControl {
  readonly platform: SimulatedPlatform;
  readonly state: SimulatedAppState;
  readonly calls: SimulatedCall[];
  /** Every bridge URL native intercepted (bridge-loaded signals, queue doorbells, returned queues). */
  readonly urls: string[];
  /** Protocol errors a real app would crash or choke on (a reply to an unknown or answered call). */
  readonly violations: string[];
  callsTo(name: string): SimulatedCall[];
  clearCalls(): void;
  setLoggedIn(loggedIn: boolean): void;
  setAppVersion(version: string): void;
  setSecurityLocked(locked: boolean): void;
  /** Stops (or resumes, with false) answering a handler. */
  withhold(name: string, withheld?: boolean): void;
  /** The next replies of `name` are exactly `raw` (a string on Android is sent as is). */
  scriptReply(name: string, raw: unknown): void;
  /** Delays the replies of `name`. */
  delayReply(name: string, ms: number): void;
  /** Calls a handler the page registered (native → page); resolves with the page's answer. */
  callPage(name: string, data?: unknown): Promise<unknown>;
  uninstall(): void;
}

/** The parts the installer is made of; each is self-contained so it can also be sent as text. */
export interface SimulatorParts {
  interceptBridgeUrls: (win: Window, onUrl: (url: string) => void) => () => void;
  injectWvjbRuntime: (win: Window) => void;
  injectJsBridgeRuntime: (win: Window) => void;
  createNativeHandlers: (state: SimulatedAppState, hooks: NativeHandlerHooks) => Record<string, NativeHandler>;
}

export type NativeHandler = (data: unknown) => unknown;

export interface NativeHandlerHooks {
  /** The app changed its login (the login screen finished, or a test said so). */
  setLoggedIn(loggedIn: boolean): void;
  autoLoginAfterMs: number | null;
}

export const SIMULATOR_GLOBAL = '__nativeSimulator';

export function nativeSimulator(win: Window = window): NativeSimulatorControl {
  const control = (win as unknown as Record<string, NativeSimulatorControl | undefined>)[SIMULATOR_GLOBAL];
  if (!control) throw new Error('the native simulator is not installed');
  return control;
}
