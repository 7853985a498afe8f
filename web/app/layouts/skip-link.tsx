import type { MouseEvent } from 'react';
import { useTranslation } from '@web/i18n/use-translation';
import classes from './shell.module.css';

/** Where the page's own content begins, after the header and the tab bar. */
export const CONTENT_ID = 'content';

/**
 * The first stop of the Tab key on every page (WCAG 2.4.1): hidden until it has the focus, it moves
 * the focus past the header and the tabs to the page's content. The focus moves by script, so the
 * address keeps no "#content".
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const content = document.getElementById(CONTENT_ID);
    if (!content) return;
    event.preventDefault();
    content.focus();
    content.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${CONTENT_ID}`} className={classes.skip} onClick={skip}>
      {t('header.skipToContent')}
    </a>
  );
}

/** The element the skip link leads to: focusable by script only, drawn as it was. */
export const contentTarget = { id: CONTENT_ID, tabIndex: -1, className: classes.content };
