import { contentTags } from '@shop/platform';
import type { Metadata } from 'next';
import Link from 'next/link';
import { SlideElsewhereDocument } from '@/gql/graphql';
import { isNotFound } from '@/platform/gateway/isNotFound';
import { SetAlternates } from '@/platform/routing/alternates';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { Breadcrumbs } from '@/features/catalogue/listings/Breadcrumbs';
import { notFoundOrMoved } from '@/features/catalogue/listings/notFoundOrMoved';
import { ProductLayout } from '@/features/catalogue/listings/ProductLayout';
import { diagramPath } from '@/platform/routing/diagramPath';
import { Price } from '@/ui/Price';
import { localizedPaths } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { loadSlide } from './loadSlide';
import { slidePath } from '../../../platform/routing/slidePath';
import { SlideSteps } from './SlideSteps';
import styles from './SlidePage.module.css';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';

/** The slide and its texts; a 404 (or its url in this locale) for an unknown url_title; no slide during an outage. */
async function load(urlTitle: string) {
  const locale = await getLocale();
  const [intl, result] = await Promise.all([getIntl(locale), loadSlide(locale, urlTitle)]);
  if (isNotFound(result) || (result.ok && !result.data.slide)) {
    await notFoundOrMoved(SlideElsewhereDocument, { urlTitle }, locale, slidePath, contentTags.slide(urlTitle));
  }
  const slide = result.ok ? result.data.slide! : undefined;
  if (!slide) return { locale, intl, slide, rateLimited: wasRateLimited(result) };
  const names = { slide: slide.title, diagram: slide.diagram.title };
  return {
    locale,
    intl,
    slide,
    paths: localizedPaths({ locale: slide.locale, url: slide.urlTitle }, slide.localizations, slidePath),
    imageAlt: intl.formatMessage({ id: 'slide.preview.alt' }, names),
    title: intl.formatMessage({ id: 'slide.meta.title' }, names),
    description: intl.formatMessage({ id: 'slide.meta.description' }, names),
  };
}

export async function slideMetadata(urlTitle: string): Promise<Metadata> {
  const { locale, intl, slide, paths, imageAlt, title, description } = await load(urlTitle);
  if (!slide) return { title: intl.formatMessage({ id: 'slide.meta.unavailable' }) };
  return pageMetadata({
    title,
    description,
    locale,
    paths,
    image: slide.image ? { ...slide.image, alt: imageAlt } : undefined,
  });
}

/** /slides/{url_title}/ (spec §2): the slide's image and title, its diagram and the diagram's price. */
export async function SlidePage({ urlTitle }: { urlTitle: string }) {
  const { locale, intl, slide, paths, imageAlt, rateLimited } = await load(urlTitle);
  if (rateLimited) return <RateLimitPage locale={locale} />;
  if (!slide) return <ServerErrorPage locale={locale} />;
  const { diagram } = slide;
  const toDiagram = diagramPath(locale, diagram.url);
  return (
    <>
      <SetAlternates paths={paths} />
      <ProductLayout
        breadcrumbs={
          <Breadcrumbs
            locale={locale}
            trail={[
              { name: diagram.title, path: toDiagram },
              { name: slide.title, path: slidePath(locale, slide.urlTitle) },
            ]}
          />
        }
        image={slide.image}
        imageAlt={imageAlt}
        title={slide.title}
        eyebrow={
          <p className={styles.position}>
            {intl.formatMessage({ id: 'slide.position' }, { number: slide.number, count: diagram.slideCount })}
          </p>
        }
      >
        <div className={styles.diagram}>
          <p className={styles.from}>{intl.formatMessage({ id: 'slide.fromDiagram' })}</p>
          <Link className={styles.diagramLink} href={toDiagram}>
            {diagram.title}
          </Link>
          <Price className={styles.price} money={diagram.price} locale={locale} />
        </div>
        <Link className="button" href={toDiagram}>
          {intl.formatMessage({ id: 'slide.viewDiagram' }, { count: diagram.slideCount })}
        </Link>
        <SlideSteps slides={diagram.slides} currentId={slide.id} locale={locale} />
      </ProductLayout>
    </>
  );
}
