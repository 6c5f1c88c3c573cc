'use client';

import { useRouter } from 'next/navigation';
import { useId, useRef, useState, useTransition, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import { sanitizeQuery } from '@/platform/routing/sanitizeQuery';
import { searchPath } from '@/platform/routing/searchPath';
import { trackSearch } from '@/platform/analytics/engagement';
import { navigate } from '@/platform/deployment/staleBuild';
import { SearchIcon } from '../../../ui/icons';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import styles from './SearchForm.module.css';

/**
 * The header's search box (spec §4: query, loading, focused). The input stays highlighted while
 * focused, and after a blur while the results are loading; an empty query is refused in place
 * (spec §5: 'Please enter a search query').
 */
export function SearchForm() {
  const intl = useIntl();
  const router = useRouter();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [query, setQuery] = useState('');
  const [focused, setFocused] = useState(false);
  const [missing, setMissing] = useState(false);
  const [loading, startTransition] = useTransition();
  const locale = intl.locale as AppLocale;

  function submit(event: FormEvent) {
    event.preventDefault();
    // A query of only symbols sanitises to nothing: as empty as no query at all.
    if (!sanitizeQuery(query)) {
      setMissing(true);
      inputRef.current?.focus();
      return;
    }
    setMissing(false);
    trackSearch(sanitizeQuery(query));
    startTransition(() => navigate(router, searchPath(locale, query)));
  }

  return (
    // Without JavaScript the form is a plain GET to /s/?query=…, which the search page redirects.
    // biome-ignore lint/a11y/useSemanticElements: role=search on the form also serves browsers without the <search> element
    <form role="search" action={localePath(locale, '/s/')} className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field} data-highlighted={focused || loading} data-invalid={missing}>
        <label htmlFor={inputId}>
          <VisuallyHidden>{intl.formatMessage({ id: 'header.search.label' })}</VisuallyHidden>
        </label>
        <input
          id={inputId}
          ref={inputRef}
          className={styles.input}
          type="search"
          name="query"
          value={query}
          placeholder={intl.formatMessage({ id: 'header.search.placeholder' })}
          autoComplete="off"
          enterKeyHint="search"
          aria-invalid={missing}
          aria-describedby={missing ? errorId : undefined}
          onChange={(event) => {
            setQuery(event.target.value);
            setMissing(false);
          }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <button className={styles.submit} type="submit" aria-busy={loading}>
          <SearchIcon className={styles.icon} />
          <VisuallyHidden>{intl.formatMessage({ id: 'header.search.submit' })}</VisuallyHidden>
        </button>
      </div>
      {missing && (
        <p id={errorId} className={styles.error} role="alert">
          {intl.formatMessage({ id: 'header.search.required' })}
        </p>
      )}
    </form>
  );
}
