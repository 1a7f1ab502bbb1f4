import { createContext, useContext } from 'react';

/**
 * True inside the lead item of a feed's lead panel (core/domain/rules/layout.ts LEAD_PANELS): its
 * picture is a likely largest paint, so it loads at once and with priority instead of lazily.
 */
export const LeadPictureContext = createContext(false);

export const useLeadPicture = (): boolean => useContext(LeadPictureContext);
