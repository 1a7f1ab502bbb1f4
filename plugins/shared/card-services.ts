import { createContext, useContext } from 'react';
import { pageNotices, type Notice } from '../../core/http/notices.ts';
import { request, type RequestOptions } from '../../core/http/request.ts';

/** The request wrapper's shape, so a test can hand a card a stand-in that answers like the CMS. */
export type RequestFn = (path: string, options?: RequestOptions) => Promise<unknown>;

/** What interactive cards (vote, advert) call out to: the CMS and the page's toasts. */
export interface CardServices {
  request: RequestFn;
  notify: (notice: Notice) => void;
}

export const DEFAULT_CARD_SERVICES: CardServices = {
  request,
  notify: (notice) => pageNotices.show(notice),
};

/** Pages use the defaults; tests and the gallery provide their own. */
export const CardServicesContext = createContext<CardServices>(DEFAULT_CARD_SERVICES);

export function useCardServices(): CardServices {
  return useContext(CardServicesContext);
}
