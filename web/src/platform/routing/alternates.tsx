'use client';

import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { usePathname } from 'next/navigation';
import type { AppLocale } from '../i18n/locales';
import { useVisiblePath } from '@/platform/routing/visiblePath';
import { localePath, switchLocalePath } from '../i18n/localePath';

/** Site paths of the current page per locale, prefix included: `{ en: '/about/', fr: '/fr/a-propos/' }`. */
export type AlternatePaths = Partial<Record<AppLocale, string>>;

/** What a page declared, and on which path: a declaration never outlives its page. */
type Declaration = { pathname: string; paths: AlternatePaths };

type AlternatesState = {
  declaration: Declaration | undefined;
  declare: (declaration: Declaration | undefined) => void;
};

const AlternatesContext = createContext<AlternatesState | undefined>(undefined);

/** Holds the localized paths the current page declares, for the language switcher. In the shop layout. */
export function AlternatesProvider({ children }: { children: ReactNode }) {
  const [declaration, declare] = useState<Declaration>();
  return <AlternatesContext.Provider value={{ declaration, declare }}>{children}</AlternatesContext.Provider>;
}

function useAlternatesState(): AlternatesState {
  const state = useContext(AlternatesContext);
  if (!state) throw new Error('Alternates hooks need an <AlternatesProvider> above them');
  return state;
}

/**
 * Rendered by a page whose url differs per locale (a diagram, a category, /a-propos/): declares
 * where the language switcher should lead. Cleared when the page goes away.
 */
export function SetAlternates({ paths }: { paths: AlternatePaths }): null {
  const { declare } = useAlternatesState();
  const pathname = usePathname();
  // A stable dependency: pages pass a fresh object on every render.
  const serialized = JSON.stringify(paths);
  useEffect(() => {
    declare({ pathname, paths: JSON.parse(serialized) as AlternatePaths });
    return () => declare(undefined);
  }, [declare, pathname, serialized]);
  return null;
}

/** The declaration's path for `locale` if it belongs to `pathname`, else the same path with the prefix swapped. */
export function resolveAlternatePath(
  pathname: string,
  locale: AppLocale,
  declaration: Declaration | undefined,
): string {
  const declared = declaration?.pathname === pathname ? declaration.paths[locale] : undefined;
  return declared ?? switchLocalePath(pathname, locale);
}

/**
 * The current page in `locale`: the path the page declared, else its path with the locale prefix swapped. The
 * server's HTML, shared by every path a page is served at, links to the locale's home until the browser knows
 * the path.
 */
export function useAlternatePath(locale: AppLocale): string {
  const { declaration } = useAlternatesState();
  const path = useVisiblePath();
  return path === undefined ? localePath(locale, '/') : resolveAlternatePath(path, locale, declaration);
}
