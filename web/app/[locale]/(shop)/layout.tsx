import type { ReactNode } from 'react';
import { getLocale } from '@/i18n/server';
import { ShopFrame } from '@/layout/ShopFrame';
import { WishlistSync } from '@/wishlist/WishlistSync';

export default async function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ShopFrame locale={await getLocale()}>
      <WishlistSync />
      {children}
    </ShopFrame>
  );
}
