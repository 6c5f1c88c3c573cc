import { contentTags } from '@shop/platform';
import type { Metadata } from 'next';
import Link from 'next/link';
import type { IntlShape } from 'react-intl';
import { DiagramElsewhereDocument, type DiagramPageQuery } from '@/gql/graphql';
import { isNotFound } from '@/platform/gateway/isNotFound';
import { SetAlternates } from '@/platform/routing/alternates';
import type { AppLocale } from '@/platform/i18n/locales';
import { getIntl, getLocale } from '@/platform/i18n/server';
import { BRAND_NAME } from '@/ui/brand';
import { VisuallyHidden } from '@/ui/VisuallyHidden';
import { Breadcrumbs, type Crumb } from '@/features/catalogue/listings/Breadcrumbs';
import { notFoundOrMoved } from '@/features/catalogue/listings/notFoundOrMoved';
import { NewBadge } from '@/features/catalogue/listings/NewBadge';
import { ProductLayout } from '@/features/catalogue/listings/ProductLayout';
import { AddToCartButton } from '@/features/checkout/cart/AddToCartButton';
import { cartDiagram } from '@/features/checkout/cart/cartDiagram';
import { categoryPath } from '@/platform/routing/categoryPath';
import { Price } from '@/ui/Price';
import { JsonLd } from '@/platform/seo/JsonLd';
import { localizedPaths } from '@/platform/seo/localizedPaths';
import { pageMetadata } from '@/platform/seo/pageMetadata';
import { absoluteUrl } from '@/platform/config/siteUrl';
import { CategoryTrails } from './CategoryTrails';
import { diagramPath } from '../../../platform/routing/diagramPath';
import { loadDiagram } from './loadDiagram';
import { productJsonLd } from './productJsonLd';
import { SlideGrid } from './SlideGrid';
import styles from './DiagramPage.module.css';
import { wasRateLimited } from '@/platform/gateway/wasRateLimited';
import { RateLimitPage } from '@/features/content-pages/static/errors/RateLimitPage';
import { ServerErrorPage } from '@/features/content-pages/static/errors/ServerErrorPage';
import { HeartToggle } from '@/features/wishlist/HeartToggle';
import { CreditDownloadButton } from '@/features/plans/credits/CreditDownloadButton';

type Diagram = NonNullable<DiagramPageQuery['diagram']>;

/** The diagram; a 404 (or its url in this locale) when the gateway does not know the url; undefined during an outage. */
async function load(url: string) {
  const locale = await getLocale();
  const [intl, result] = await Promise.all([getIntl(locale), loadDiagram(locale, url)]);
  if (isNotFound(result) || (result.ok && !result.data.diagram)) {
    await notFoundOrMoved(DiagramElsewhereDocument, { url }, locale, diagramPath, contentTags.diagram(url));
  }
  return { locale, intl, diagram: result.ok ? result.data.diagram! : undefined, rateLimited: wasRateLimited(result) };
}

function describe(intl: IntlShape, diagram: Diagram): string {
  return intl.formatMessage({ id: 'diagram.meta.description' }, { title: diagram.title, count: diagram.slideCount });
}

function previewAlt(intl: IntlShape, diagram: Diagram): string {
  return intl.formatMessage({ id: 'diagram.preview.alt' }, { title: diagram.title });
}

export async function diagramMetadata(url: string): Promise<Metadata> {
  const { locale, intl, diagram } = await load(url);
  if (!diagram) return { title: intl.formatMessage({ id: 'diagram.meta.unavailable' }) };
  return pageMetadata({
    title: diagram.title,
    description: describe(intl, diagram),
    locale,
    paths: localizedPaths(diagram, diagram.localizations, diagramPath),
    image: diagram.image ? { ...diagram.image, alt: previewAlt(intl, diagram) } : undefined,
  });
}

/** The first category under its parent: the trail of the breadcrumbs and of the product's category. */
function categoryTrail(diagram: Diagram, locale: AppLocale): Crumb[] {
  const [category] = diagram.categories;
  if (!category) return [];
  const parent = category.parent
    ? [{ name: category.parent.name, path: categoryPath(locale, category.parent.url) }]
    : [];
  return [...parent, { name: category.name, path: categoryPath(locale, category.url) }];
}

/** Spec §3: "Save 20 % when bought with …", one note per offer whose qualifying diagrams the catalogue knows. */
function OfferNotes({ diagram, intl, locale }: { diagram: Diagram; intl: IntlShape; locale: AppLocale }) {
  const offers = diagram.specialOffers.filter((offer) => offer.qualifyingDiagrams.length > 0);
  if (offers.length === 0) return null;
  return (
    <div className={styles.offers}>
      {offers.map((offer) => {
        const links = offer.qualifyingDiagrams.map((qualifying) => (
          <Link key={qualifying.legacyId} href={diagramPath(locale, qualifying.url)}>
            {qualifying.title}
          </Link>
        ));
        const note = intl.formatMessage(
          { id: 'diagram.offer.note' },
          {
            percent: intl.formatNumber(Number(offer.percentOff), { maximumFractionDigits: 2 }),
            diagrams: <span key="diagrams">{intl.formatList(links, { type: 'disjunction' })}</span>,
          },
        );
        return (
          <p key={offer.id} className={styles.offer} data-special-offer={offer.id}>
            <strong className={styles.offerTitle}>{intl.formatMessage({ id: 'diagram.offer.title' })}</strong>
            <span>{note}</span>
            <span className={styles.offerHint}>{intl.formatMessage({ id: 'diagram.offer.hint' })}</span>
          </p>
        );
      })}
    </div>
  );
}

/** /diagrams/{url}/ (spec §2): large preview, price in the visitor's currency, slides, categories. */
export async function DiagramPage({ url }: { url: string }) {
  const { locale, intl, diagram, rateLimited } = await load(url);
  if (rateLimited) return <RateLimitPage locale={locale} />;
  if (!diagram) return <ServerErrorPage locale={locale} />;
  const path = diagramPath(locale, diagram.url);
  const trail = categoryTrail(diagram, locale);
  const slides = diagram.slides.length > 0 && (
    <section className={styles.slides} aria-labelledby="slides-title">
      <h2 id="slides-title" className={styles.slidesTitle}>
        {intl.formatMessage({ id: 'diagram.slides.title' }, { count: diagram.slides.length })}
      </h2>
      <SlideGrid slides={diagram.slides} locale={locale} />
    </section>
  );
  return (
    <>
      <SetAlternates paths={localizedPaths(diagram, diagram.localizations, diagramPath)} />
      <JsonLd
        data={productJsonLd({
          title: diagram.title,
          description: describe(intl, diagram),
          url: absoluteUrl(path),
          imageUrl: diagram.image?.url,
          legacyId: diagram.legacyId,
          brand: BRAND_NAME,
          category: trail.map((crumb) => crumb.name).join(' > ') || undefined,
          price: diagram.price,
        })}
      />
      <ProductLayout
        breadcrumbs={<Breadcrumbs locale={locale} trail={[...trail, { name: diagram.title, path }]} />}
        image={diagram.image}
        imageAlt={previewAlt(intl, diagram)}
        title={diagram.title}
        eyebrow={diagram.isNew && <NewBadge locale={locale} />}
        footer={slides}
      >
        <p className={styles.priceLine}>
          <VisuallyHidden>{intl.formatMessage({ id: 'diagram.price' })} </VisuallyHidden>
          <Price className={styles.price} money={diagram.price} locale={locale} />
          <span className={styles.licence}>{intl.formatMessage({ id: 'diagram.licence' })}</span>
        </p>
        <OfferNotes diagram={diagram} intl={intl} locale={locale} />
        <div className={styles.buy}>
          <AddToCartButton diagram={cartDiagram(diagram)} offers={diagram.specialOffers} />
          <CreditDownloadButton diagramId={diagram.legacyId} cost={diagram.creditCost} />
          <HeartToggle diagram={{ id: diagram.id, legacyId: diagram.legacyId }} title={diagram.title} />
        </div>
        <ul className={styles.facts}>
          <li>{intl.formatMessage({ id: 'catalog.tile.slides' }, { count: diagram.slideCount })}</li>
          <li>{intl.formatMessage({ id: 'diagram.editable' })}</li>
        </ul>
        {slides && (
          <a className="button" href="#slides-title">
            {intl.formatMessage({ id: 'diagram.seeSlides' })}
          </a>
        )}
        {diagram.categories.length > 0 && (
          <CategoryTrails
            categories={diagram.categories}
            locale={locale}
            label={intl.formatMessage({ id: 'diagram.categories' })}
          />
        )}
      </ProductLayout>
    </>
  );
}
