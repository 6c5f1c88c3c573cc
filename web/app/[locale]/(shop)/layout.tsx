import type { ReactNode } from 'react';
import { ChatWidget } from '@/chat/ChatWidget';
import { ApolloWrapper } from '@/graphql/ApolloWrapper';
import { getLocale } from '@/i18n/server';
import { ShopFrame } from '@/layout/ShopFrame';
import { requestNonce } from '@/security/requestNonce';
import { WishlistSync } from '@/wishlist/WishlistSync';

/**
 * The default layout; Apollo Client serves its client components (the wishlist's hearts, page and sync).
 * The chat widget loads from the shop's pages only, not from checkout or account pages (card and password fields).
 */
export default async function ShopLayout({ children }: { children: ReactNode }) {
  const [locale, nonce] = await Promise.all([getLocale(), requestNonce()]);
  return (
    <ApolloWrapper nonce={nonce}>
      <ShopFrame locale={locale}>
        <WishlistSync />
        {children}
      </ShopFrame>
      <ChatWidget />
    </ApolloWrapper>
  );
}
