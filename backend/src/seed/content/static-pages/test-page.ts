import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

/** Spec §2: a test page whose purpose is not shown; a minimal page that proves the frame renders. */
export const testContent: Localized<ArticleContent> = {
  en: {
    title: 'Test page',
    description: 'A page for checking the site.',
    lead: 'This page is used to check that the site works.',
    sections: [],
  },
  fr: {
    title: 'Page de test',
    description: 'Une page pour vérifier le site.',
    lead: 'Cette page sert à vérifier que le site fonctionne.',
    sections: [],
  },
  de: {
    title: 'Testseite',
    description: 'Eine Seite zum Prüfen der Website.',
    lead: 'Diese Seite dient zur Prüfung, ob die Website funktioniert.',
    sections: [],
  },
  es: {
    title: 'Página de prueba',
    description: 'Una página para comprobar el sitio.',
    lead: 'Esta página sirve para comprobar que el sitio funciona.',
    sections: [],
  },
  pt: {
    title: 'Página de teste',
    description: 'Uma página para verificar o site.',
    lead: 'Esta página serve para verificar se o site funciona.',
    sections: [],
  },
};
