import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';
import copy from './test-page.json';

/** Spec §2: a test page whose purpose is not shown; a minimal page that proves the frame renders. */
export const testContent: Localized<ArticleContent> = copy.testContent;
