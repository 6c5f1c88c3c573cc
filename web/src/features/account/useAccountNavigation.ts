'use client';

import { useRouter } from 'next/navigation';
import { useIntl } from 'react-intl';
import type { AppLocale } from '@/platform/i18n/locales';
import { navigate } from '@/platform/deployment/staleBuild';
import { type AccountPage, accountPath } from '../../platform/routing/accountPath';

/** The visitor's locale and a way to another account page in it. */
export function useAccountNavigation() {
  const locale = useIntl().locale as AppLocale;
  const router = useRouter();
  return { locale, goTo: (page: AccountPage, query = '') => navigate(router, `${accountPath(locale, page)}${query}`) };
}

/** Where "confirm your email" finds the address a sign-in was refused for (this tab only). */
export const PENDING_EMAIL_KEY = 'account.pendingEmail';
