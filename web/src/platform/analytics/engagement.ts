import { trackLogged } from './events';

/** Spec §2's search form submitted: GA4's search event with the query as sent to the search route. */
export function trackSearch(query: string): void {
  trackLogged({ event: 'search', search_term: query }, 'Search');
}

/** A diagram saved to or removed from the wishlist (spec §4), as GA4's add_to_wishlist / remove_from_wishlist. */
export function trackWishlist(change: 'add' | 'remove', diagramId: number, title: string): void {
  trackLogged(
    {
      event: change === 'add' ? 'add_to_wishlist' : 'remove_from_wishlist',
      event_label: title,
      items: [{ item_id: String(diagramId), item_name: title, item_category: 'Diagram', quantity: 1 }],
    },
    'Wishlist',
  );
}
