import { trackLogged } from './events';

/**
 * Spec §2: a click on a menu link is an event of category Menu. Spec §8: click tracking failures
 * are logged, never in the visitor's way.
 */
export function trackMenuClick(label: string, href: string): void {
  trackLogged({ event: 'menu_click', event_category: 'Menu', event_label: label, link_url: href }, 'Menu click');
}
