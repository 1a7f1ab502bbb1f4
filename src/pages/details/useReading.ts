import { useEffect } from 'react';
import { scheduleBrowseReward } from '../../../core/domain/reading/browse-reward.ts';
import { readingReportEnabled, startReadingSession, STAY_PAGE_EVENT, type StayContext } from '../../../core/domain/reading/stay-report.ts';
import type { EngineBus } from '../../../core/engine/events.ts';
import type { Services } from '../../../core/engine/services/services.ts';

/**
 * Spec 2 §7, §9: the reading report (cms_stay_page) of one content, for source news or in the app.
 * Time counts while the page is shown; the report goes when the reader leaves: the page is hidden
 * (which also comes first when the tab closes), the page is left, or another route takes over.
 */
export function useReadingReport(services: Services, bus: EngineBus, context: StayContext | null, source: string | null, enabled: boolean): void {
  const active = enabled && context !== null && readingReportEnabled(source, services.session.insideApp);
  const contentId = context?.contentId;
  const contentType = context?.contentType;
  const categoryName = context?.categoryName;
  useEffect(() => {
    if (!active || contentId === undefined) return;
    // The report goes when the reader leaves, which may come before the page's idle moment.
    bus.emit('tracking:needed');
    const session = startReadingSession({ contentId, contentType: contentType ?? '', categoryName: categoryName ?? '' }, (params) =>
      services.tracking.track(STAY_PAGE_EVENT, params),
    );
    const measure = () => {
      const root = document.scrollingElement ?? document.documentElement;
      session.scrolled({ scrollTop: root.scrollTop, viewportHeight: window.innerHeight, pageHeight: root.scrollHeight });
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? session.leave() : session.resume());
    const onPageHide = () => session.leave();
    const onPageShow = () => session.resume();
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('scroll', measure);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      session.leave(); // another route, or another content on this route
    };
  }, [services, bus, active, contentId, contentType, categoryName]);
}

/** Spec 2 §4: after 10 s on a detail page the browse task is reported, once per day. */
export function useBrowseReward(services: Services, contentId: string | null): void {
  useEffect(() => {
    if (!contentId) return;
    return scheduleBrowseReward(() => {
      const { session, bridge, request } = services;
      // The points' code comes when the reward is due, not with the article.
      void import('../../../core/domain/interactions/points-tasks.ts')
        .then(({ POINTS_TASK_BROWSE, reportPointsTask }) =>
          reportPointsTask(POINTS_TASK_BROWSE, { insideApp: session.insideApp, loggedIn: session.loggedIn(), setPoints: bridge.setPoints, request }, session.storage),
        )
        .catch((error: unknown) => console.warn('[detail] browse reward not reported', error));
    });
  }, [services, contentId]);
}
