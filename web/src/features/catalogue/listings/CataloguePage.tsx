import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { IntlShape } from 'react-intl';
import { isNotFound } from '@/platform/gateway/isNotFound';
import type { AppLocale } from '@/platform/i18n/locales';
import { localePath } from '@/platform/i18n/localePath';
import type { MessageId } from '@/platform/i18n/messages';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { everyLocale } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';
import { DiagramListing } from './DiagramListing';
import { pagedPaths, type ListingParams } from '../../../platform/routing/listingParams';
import { loadCatalogue } from './loadCatalogue';
import { PageHeading } from '../../../ui/PageHeading';
import { pagedTitle } from './pagedTitle';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

/** Tags look like url segments; anything else is not asked of the gateway. */
const TAG = /^[a-z0-9][a-z0-9-]{0,49}$/;

/** Tags with a title and description of their own; the gateway knows which tags exist. */
const TAG_TEXTS: Record<string, { title: MessageId; description: MessageId }> = {
  new: { title: 'catalog.new.title', description: 'catalog.new.description' },
};

function texts(intl: IntlShape, tag: string | undefined) {
  if (!tag) {
    return {
      title: intl.formatMessage({ id: 'catalog.title' }),
      description: intl.formatMessage({ id: 'catalog.description' }),
    };
  }
  const own = TAG_TEXTS[tag];
  return {
    title: own ? intl.formatMessage({ id: own.title }) : intl.formatMessage({ id: 'catalog.tag.title' }, { tag }),
    description: own
      ? intl.formatMessage({ id: own.description })
      : intl.formatMessage({ id: 'catalog.tag.description' }, { tag }),
  };
}

/** Everything both the metadata and the page need: a 404 for a malformed or unknown tag. */
async function load(tag: string | undefined, params: ListingParams) {
  const locale: AppLocale = await getLocale();
  if (tag !== undefined && !TAG.test(tag)) notFound();
  const [intl, result] = await Promise.all([getIntl(locale), loadCatalogue(locale, tag, params.sort, params.page)]);
  if (isNotFound(result)) notFound();
  const paths = everyLocale(tag ? `/catalog/${tag}/` : '/catalog/');
  return { locale, params, intl, result, paths, path: paths[locale]!, ...texts(intl, tag) };
}

/** /catalog/ (all products) and /catalog/{tag}/: title, description, canonical and alternates per page. */
export async function catalogueMetadata(tag: string | undefined, listing: ListingParams): Promise<Metadata> {
  const { locale, params, intl, paths, title, description } = await load(tag, listing);
  return pageMetadata({
    title: pagedTitle(intl, title, params.page),
    description,
    locale,
    paths: pagedPaths(paths, params.page),
  });
}

/** All products, or those with a tag: a sortable, paged grid of diagrams. */
export async function CataloguePage({ tag, listing }: { tag?: string; listing: ListingParams }) {
  const { locale, params, intl, result, path, title, description } = await load(tag, listing);
  if (wasRateLimited(result)) return <RateLimitPage locale={locale} />;
  if (!result.ok) return <ServerErrorPage locale={locale} />;
  const trail: Crumb[] = tag
    ? [
        { name: texts(intl, undefined).title, path: localePath(locale, '/catalog/') },
        { name: title, path },
      ]
    : [{ name: title, path }];
  return (
    <>
      <PageHeading title={title} lead={description} breadcrumbs={<Breadcrumbs locale={locale} trail={trail} />} />
      <DiagramListing
        locale={locale}
        listing={result.data.catalogue}
        path={path}
        params={params}
        emptyMessage={intl.formatMessage({ id: 'catalog.empty' })}
      />
    </>
  );
}
