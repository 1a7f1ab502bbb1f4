import { ROUTE } from '../../../core/engine/routes/routes.ts';
import { Link } from 'wouter';
import type { ServiceLink } from '../../../schemas/generated/types.ts';
import { useTexts } from '../../../core/engine/render/useTexts.ts';
import { plainLinkOf } from '../../../core/domain/open/plain-address.ts';
import { usePageWindow } from '../../../core/engine/render/server-context.ts';
import { ItemHit } from '../../../ui/card/CardLink.tsx';
import { detailPageMessages } from './detail.messages.ts';

/** Spec 2 §2 'more' of the related services: the life home, where the city's services are listed. */
export const MORE_SERVICES_ROUTE = ROUTE.lifeStyle.path;

interface Props {
  services: readonly ServiceLink[];
  onOpen: (address: string) => void;
}

/** Spec 2 §2: the related-services list (serviceListArray: label, value) with a 'more' link; each service a link (issue 32). */
export function RelatedServices({ services, onOpen }: Props) {
  const t = useTexts(detailPageMessages);
  const base = usePageWindow().location.href;
  const usable = services.filter((s): s is { label: string; value: string } => Boolean(s.label?.trim() && s.value?.trim()));
  if (usable.length === 0) return null;
  return (
    <section className="detail-section related-services" aria-labelledby="related-services-title">
      <div className="detail-section__head">
        <h2 id="related-services-title" className="detail-section__title">
          {t('detail.relatedServices')}
        </h2>
        <Link href={MORE_SERVICES_ROUTE} className="detail-section__more tap-area">
          {t('detail.more')}
          {/* Read out of context (a list of links), 'more' alone says nothing: 'more related services'. */}
          <span className="visually-hidden"> {t('detail.relatedServices')}</span>
        </Link>
      </div>
      <ul className="related-services__list">
        {usable.map((service) => (
          <li key={`${service.label}-${service.value}`}>
            <ItemHit href={plainLinkOf(service.value, base)} className="related-services__item" onOpen={() => onOpen(service.value)}>
              <span className="related-services__icon" aria-hidden="true">
                {service.label.slice(0, 1)}
              </span>
              <span className="related-services__label">{service.label}</span>
            </ItemHit>
          </li>
        ))}
      </ul>
    </section>
  );
}
