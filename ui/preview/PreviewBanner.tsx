import { ROUTE } from '../../core/engine/routes/routes.ts';
import { useEffect, useState } from 'react';
import { useTexts } from '../../core/engine/render/useTexts.ts';
import { countFindings, watchFindings, type Finding } from './preview-findings.ts';
import { previewBannerMessages } from './preview-banner.messages.ts';
import './preview-banner.css';

const KIND_CLASS: Record<Finding['kind'], string> = {
  'panel-dropped': 'dropped',
  'item-dropped': 'dropped',
  'plugin-error': 'dropped',
  'panel-warned': 'warned',
  'item-warned': 'warned',
  draft: 'draft',
};

/** Scrolls to a finding (a warning note opens) instead of changing the address: the page's route stays. */
function goTo(anchor: string) {
  const target = document.getElementById(anchor);
  if (!target) return;
  if (target instanceof HTMLDetailsElement) target.open = true;
  target.scrollIntoView({ block: 'center' });
}

/** The playground in the page's language. */
function playgroundAddress(search: string): string {
  const lang = new URLSearchParams(search).get('lang');
  return ROUTE.playground.link({ preview: '1', lang: lang || undefined });
}

/** Editors' banner (preview=1): preview is on, how much this page left out or changed, and a link to each. */
export default function PreviewBanner() {
  const t = useTexts(previewBannerMessages);
  const [findings, setFindings] = useState<Finding[]>([]);
  useEffect(() => watchFindings(document.body, setFindings), []);
  const counts = countFindings(findings);
  const lines = [
    counts['panel-dropped'] + counts['item-dropped'] > 0 ? t('previewBanner.leftOut', { panels: counts['panel-dropped'], items: counts['item-dropped'] }) : null,
    counts['panel-warned'] + counts['item-warned'] > 0 ? t('previewBanner.warned', { panels: counts['panel-warned'], items: counts['item-warned'] }) : null,
    counts['plugin-error'] > 0 ? t('previewBanner.failed', { count: counts['plugin-error'] }) : null,
    counts.draft > 0 ? t('previewBanner.drafts', { count: counts.draft }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <aside className="preview-banner" data-testid="preview-banner" aria-label={t('previewBanner.on')}>
      <p className="preview-banner__head">
        <strong>{t('previewBanner.on')}</strong>
        <a className="preview-banner__playground tap-area" href={playgroundAddress(window.location.search)}>
          {t('previewBanner.playground')}
        </a>
      </p>
      {lines.length === 0 ? <p className="preview-banner__line">{t('previewBanner.allShown')}</p> : null}
      {lines.map((line) => (
        <p key={line} className="preview-banner__line">
          {line}
        </p>
      ))}
      {findings.length > 0 ? (
        <details className="preview-banner__findings">
          <summary>{t('previewBanner.list')}</summary>
          <ol>
            {findings.map((finding, i) => (
              <li key={`${finding.anchor}-${i}`} className={`preview-banner__finding preview-banner__finding--${KIND_CLASS[finding.kind]}`}>
                <a
                  href={`#${finding.anchor}`}
                  onClick={(event) => {
                    event.preventDefault();
                    goTo(finding.anchor);
                  }}
                >
                  {finding.label}
                </a>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </aside>
  );
}
