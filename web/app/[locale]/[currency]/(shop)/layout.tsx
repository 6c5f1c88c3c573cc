import type { ReactNode } from 'react';
import { ChatWidget } from '@/features/frame/chat/ChatWidget';
import { ConsentBanner } from '@/features/frame/consent/ConsentBanner';
import { getLocale } from '@/platform/i18n/server';
import { ShopFrame } from '@/features/frame/layout/ShopFrame';
import { WishlistSync } from '@/features/wishlist/WishlistSync';

/**
 * The default layout. Its client components call the gateway through browserGateway(), not Apollo Client,
 * which loads with the checkout pages only (docs/adr/0021). The chat widget loads from the shop's pages only,
 * not from checkout or account pages (card and password fields).
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  return (
    <>
      <ShopFrame locale={locale}>
        <WishlistSync />
        {children}
      </ShopFrame>
      {/* Shown before the first paint by an inline script, which the shop's pages allow. After the page's content:
          the script waits for the stylesheets, and the parser with it, so a banner (and script) first in the body
          let the first paint show the banner alone, the page's main image a frame later, after hydration. */}
      <ConsentBanner />
      <ChatWidget />
    </>
  );
}
