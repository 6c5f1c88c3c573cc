import type { Money } from '@/platform/currency/formatPrice';

type Product = {
  title: string;
  description: string;
  /** Absolute URLs. */
  url: string;
  imageUrl?: string;
  legacyId: number;
  brand: string;
  /** "Parent > Category" of its first category. */
  category?: string;
  price: Money;
};

/** schema.org Product data of a diagram page, offered at the price shown to this visitor. */
export function productJsonLd(product: Product): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url: product.url,
    sku: String(product.legacyId),
    ...(product.imageUrl ? { image: [product.imageUrl] } : {}),
    ...(product.category ? { category: product.category } : {}),
    brand: { '@type': 'Brand', name: product.brand },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.price.amount,
      priceCurrency: product.price.currency,
      availability: 'https://schema.org/InStock',
    },
  };
}
