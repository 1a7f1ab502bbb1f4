import { useState } from 'react';
import { browserEnvironment } from '../../core/platform/bridge/environment.ts';
import { appWakeLink, buildAppWakeParams, decideAppWake, type AppWakeRequest } from '../../core/platform/share/app-wake.ts';
import { wakeApp, type WakeAppOptions } from './wake-app.ts';
import './share.css';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { shareUiMessages } from './share.messages.ts';

export interface OpenAppButtonProps {
  /** The content to open in the app (contentUrl, and name, shareDesc, imageUrl, shareUrl when known). */
  content: AppWakeRequest;
  /** The app's download page, opened when the app did not take over (spec 2: the app store page). */
  downloadUrl?: string | null;
  className?: string;
  /** Replaces how the page navigates and how long it waits for the app (tests). */
  wake?: Pick<WakeAppOptions, 'navigate' | 'fallbackMs'>;
}

/**
 * 'open the app': wakes the native app at this content through its deep link (spec 1 §3's wake
 * parameters). In WeChat on a phone and in Weibo or QQ browsers, which block the app's scheme, the tap
 * shows 'please open in a browser' instead (spec 1 §8). Inside the app it renders nothing.
 */
export function OpenAppButton({ content, downloadUrl, className = '', wake }: OpenAppButtonProps) {
  const t = useTexts(shareUiMessages);
  const [blocked, setBlocked] = useState(false);
  const env = browserEnvironment();
  const decision = decideAppWake(env.userAgent, env.deviceId);
  if (decision === 'inside-app') return null;

  const onClick = () => {
    if (decision === 'open-in-browser') {
      setBlocked(true);
      return;
    }
    void wakeApp(appWakeLink(buildAppWakeParams(content)), { downloadUrl, ...wake });
  };

  return (
    <div className={`open-app ${className}`.trim()}>
      <button type="button" className="open-app__button" onClick={onClick}>
        {t('share.openApp')}
      </button>
      <p className="open-app__note" role="status" hidden={!blocked}>
        {blocked ? t('session.openInBrowser') : ''}
      </p>
    </div>
  );
}
