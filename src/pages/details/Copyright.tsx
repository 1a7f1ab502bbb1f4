import { copyright } from '../../../cities/current.ts';
import type { ContentItem } from '../../../schemas/generated/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { contentMessages } from './content.messages.ts';
import { detailPageMessages } from './detail.messages.ts';
import './copyright.css';

export interface CopyrightContact {
  phone: string;
  mail: string;
}

/**
 * Spec 2 §2: one hotline and mail pair for original content, another for reprinted content. The spec
 * gives no numbers: these are fictional placeholders (operations must put the real ones here).
 */
export const ORIGINAL_CONTACT: CopyrightContact = copyright.original;
export const REPRINT_CONTACT: CopyrightContact = copyright.reprint;

export const copyrightContact = (item: Pick<ContentItem, 'isOriginal'>): CopyrightContact => (item.isOriginal ? ORIGINAL_CONTACT : REPRINT_CONTACT);

/** Spec 2 §2: the copyright block, differing for original and reprinted content. */
export function Copyright({ item }: { item: ContentItem }) {
  const t = useTexts(detailPageMessages, contentMessages);
  const contact = copyrightContact(item);
  const statement = item.isOriginal
    ? t('detail.copyrightOriginal', { app: t('detail.appName') })
    : t('detail.copyrightReprint', { source: item.source || t('detail.reprintDefaultSource') });
  return (
    <aside className="copyright" data-original={item.isOriginal ? 'true' : 'false'}>
      <p className="copyright__statement">{statement}</p>
      <p className="copyright__contact">
        <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{t('detail.copyrightHotline', { phone: contact.phone })}</a>
        <a href={`mailto:${contact.mail}`}>{t('detail.copyrightMail', { mail: contact.mail })}</a>
      </p>
    </aside>
  );
}
