import type { ReactNode } from 'react';
import { ChatWidget } from '@/chat/ChatWidget';
import { ConsentBanner } from '@/consent/ConsentBanner';
import { getLocale } from '@/i18n/server';
import { ShopFrame } from '@/layout/ShopFrame';
import { WishlistSync } from '@/wishlist/WishlistSync';

/**
 * The default layout. Its client components call the gateway through browserGateway(), not Apollo Client,
 * which loads with the checkout pages only (docs/adr/0021). The chat widget loads from the shop's pages only,
 * not from checkout or account pages (card and password fields).
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <>
      {/* Shown before the first paint by an inline script, which the shop's pages allow. */}
      <ConsentBanner />
      <ShopFrame locale={locale}>
        <WishlistSync />
        {children}
      </ShopFrame>
      <ChatWidget />
    </>
  );
}
