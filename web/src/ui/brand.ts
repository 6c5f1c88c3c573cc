import type { Metadata } from 'next';
import logoMark from './logo-mark.svg';

/** The shop's name: a proper noun, the same in every locale. */
export const BRAND_NAME = 'Slide Shop';

/** The logo's mark doubles as the favicon. */
export const BRAND_ICONS: Metadata['icons'] = { icon: logoMark.src };
