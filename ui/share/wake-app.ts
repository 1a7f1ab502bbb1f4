import { safeNavigate } from '../../core/domain/open/safe-navigate.ts';
import { APP_WAKE_FALLBACK_MS } from '../../core/platform/share/app-wake.ts';

export interface WakeAppOptions {
  win?: Window;
  /** Where to send a reader whose phone has no app (the app's download page); none: stay. */
  downloadUrl?: string | null;
  /** Goes to an address: the deep link (the OS hands it to the app), then maybe the download page. */
  navigate?: (href: string) => void;
  fallbackMs?: number;
}

/**
 * Hands the deep link to the OS. When the app takes over, the page goes to the background; when it
 * is still in front after `fallbackMs`, the app is not installed and the download page opens (only
 * an http(s) address or a '/path': core/domain/open's guard). Resolves whether the app took over.
 */
export function wakeApp(link: string, options: WakeAppOptions = {}): Promise<boolean> {
  const win = options.win ?? window;
  const navigate = options.navigate ?? ((href: string) => win.location.assign(href));
  return new Promise((resolve) => {
    const onVisibility = () => {
      if (win.document.visibilityState === 'hidden') finish(true);
    };
    const onPageHide = () => finish(true);
    const finish = (tookOver: boolean) => {
      win.clearTimeout(timer);
      win.document.removeEventListener('visibilitychange', onVisibility);
      win.removeEventListener('pagehide', onPageHide);
      if (!tookOver && options.downloadUrl) safeNavigate(options.downloadUrl, win.location.href, navigate);
      resolve(tookOver);
    };
    const timer = win.setTimeout(() => finish(false), options.fallbackMs ?? APP_WAKE_FALLBACK_MS);
    win.document.addEventListener('visibilitychange', onVisibility);
    win.addEventListener('pagehide', onPageHide);
    navigate(link);
  });
}
