'use client';

import { lazy, Suspense, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import checkoutStyles from '@/ui/shop.module.css';
import styles from './NewsletterBlock.module.css';

const loadForm = () => import('./NewsletterForm');
const NewsletterForm = lazy(() => loadForm().then(({ NewsletterForm }) => ({ default: NewsletterForm })));

/**
 * The footer's newsletter block (spec §2, §4, §5): closed behind its sign-up button, which reveals
 * the form. The form's code loads when the visitor reaches for the button (pointer or keyboard), so
 * that it is ready by the click, and no page pays for it on its first load.
 */
export function NewsletterBlock({ termsHref }: { termsHref: string }) {
  const intl = useIntl();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const intro = <p className={styles.intro}>{intl.formatMessage({ id: 'newsletter.intro' })}</p>;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {intl.formatMessage({ id: 'newsletter.title' })}
      </h2>
      {open ? (
        <Suspense fallback={intro}>
          <NewsletterForm termsHref={termsHref} />
        </Suspense>
      ) : (
        <>
          {intro}
          <button
            type="button"
            className={`button ${checkoutStyles.submit}`}
            aria-expanded={false}
            onPointerEnter={loadForm}
            onFocus={loadForm}
            onClick={() => setOpen(true)}
          >
            {intl.formatMessage({ id: 'newsletter.open' })}
          </button>
        </>
      )}
    </section>
  );
}
