import type { StaticImageData } from 'next/image';
import de from 'flag-icons/flags/4x3/de.svg';
import es from 'flag-icons/flags/4x3/es.svg';
import fr from 'flag-icons/flags/4x3/fr.svg';
import pt from 'flag-icons/flags/4x3/pt.svg';
import us from 'flag-icons/flags/4x3/us.svg';
import type { AppLocale } from '@/platform/i18n/locales';

/** An imported image's URL: typed as StaticImageData, a client bundle's import of a package's SVG is its URL alone. */
const url = (image: StaticImageData | string) => (typeof image === 'string' ? image : image.src);

/**
 * The URL of each language's flag, of its region (languages[locale].region: en_US, fr_FR…), as SVG from
 * flag-icons served by the web itself: emoji flags are empty boxes where no colour-emoji font exists.
 */
export const flags: Record<AppLocale, string> = { en: url(us), fr: url(fr), de: url(de), es: url(es), pt: url(pt) };
