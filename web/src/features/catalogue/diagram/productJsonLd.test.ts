import { productJsonLd } from './productJsonLd';

describe('productJsonLd', () => {
  it('describes the diagram as a Product offered in the visitor currency, amount as given', () => {
    expect(
      productJsonLd({
        title: 'Diagramme de cycle',
        description: 'Un modèle PowerPoint modifiable.',
        url: 'https://shop.example/fr/diagrams/diagramme-de-cycle/',
        imageUrl: 'https://media.example/uploads/d.svg',
        legacyId: 1042,
        brand: 'Slide Shop',
        category: 'Diagrammes PowerPoint > Diagrammes de cycle',
        price: { amount: '37.70', currency: 'EUR' },
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Diagramme de cycle',
      description: 'Un modèle PowerPoint modifiable.',
      url: 'https://shop.example/fr/diagrams/diagramme-de-cycle/',
      sku: '1042',
      image: ['https://media.example/uploads/d.svg'],
      category: 'Diagrammes PowerPoint > Diagrammes de cycle',
      brand: { '@type': 'Brand', name: 'Slide Shop' },
      offers: {
        '@type': 'Offer',
        url: 'https://shop.example/fr/diagrams/diagramme-de-cycle/',
        price: '37.70',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves out an image and a category it does not have', () => {
    const data = productJsonLd({
      title: 't',
      description: 'd',
      url: 'u',
      legacyId: 1,
      brand: 'b',
      price: { amount: '0.00', currency: 'USD' },
    });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('category');
  });
});
