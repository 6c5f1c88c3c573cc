import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './contact.json';

/** The "terms" section is the /contact/#terms anchor of spec §2: terms and privacy in brief. */
export const contactContent: Localized<ArticleContent> = copy.contactContent;
