import type { Locale, Localized } from '../../locales';

/** Number words 3–12 as used inside titles (English in title case). */
const NUMBER_WORDS: Localized<string[]> = {
  en: ['Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve'],
  fr: ['trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  de: ['drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  es: ['tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  pt: ['três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
};

export function numberWord(locale: Locale, n: number): string {
  const word = NUMBER_WORDS[locale][n - 3];
  if (!word) throw new Error(`No number word for ${n}`);
  return word;
}

export interface TitlePart {
  key: string;
  /** Phrase appended to the title. */
  text: Localized;
  /** Subcategory the part places a diagram in, if any. */
  category?: string;
}

/** Audience phrases ("… for Marketing Teams"); no agreement with the title noun is needed. */
export const TOPICS: TitlePart[] = [
  {
    key: 'strategy',
    category: 'business-strategy',
    text: {
      en: 'for Business Strategy',
      fr: "pour la stratégie d'entreprise",
      de: 'für die Unternehmensstrategie',
      es: 'para estrategia empresarial',
      pt: 'para estratégia empresarial',
    },
  },
  {
    key: 'marketing',
    category: 'marketing-plans',
    text: {
      en: 'for Marketing Teams',
      fr: 'pour les équipes marketing',
      de: 'für Marketingteams',
      es: 'para equipos de marketing',
      pt: 'para equipas de marketing',
    },
  },
  {
    key: 'projects',
    category: 'project-management',
    text: {
      en: 'for Project Management',
      fr: 'pour la gestion de projet',
      de: 'für das Projektmanagement',
      es: 'para la gestión de proyectos',
      pt: 'para a gestão de projetos',
    },
  },
  {
    key: 'finance',
    category: 'financial-reports',
    text: {
      en: 'for Financial Reports',
      fr: 'pour les rapports financiers',
      de: 'für Finanzberichte',
      es: 'para informes financieros',
      pt: 'para relatórios financeiros',
    },
  },
  {
    key: 'sales',
    text: {
      en: 'for Sales Teams',
      fr: 'pour les équipes commerciales',
      de: 'für Vertriebsteams',
      es: 'para equipos de ventas',
      pt: 'para equipas de vendas',
    },
  },
  {
    key: 'hr',
    text: {
      en: 'for Human Resources',
      fr: 'pour les ressources humaines',
      de: 'für die Personalabteilung',
      es: 'para recursos humanos',
      pt: 'para recursos humanos',
    },
  },
  {
    key: 'startups',
    category: 'business-strategy',
    text: {
      en: 'for Startups',
      fr: 'pour les start-up',
      de: 'für Start-ups',
      es: 'para startups',
      pt: 'para startups',
    },
  },
  {
    key: 'education',
    text: {
      en: 'for Education',
      fr: "pour l'enseignement",
      de: 'für den Unterricht',
      es: 'para la educación',
      pt: 'para a educação',
    },
  },
  {
    key: 'consulting',
    text: {
      en: 'for Consultants',
      fr: 'pour les consultants',
      de: 'für Berater',
      es: 'para consultores',
      pt: 'para consultores',
    },
  },
];

/** Visual styles, appended after a dash ("… – Hand-Drawn Style"). */
export const STYLES: TitlePart[] = [
  {
    key: 'hand-drawn',
    category: 'hand-drawn',
    text: {
      en: 'Hand-Drawn Style',
      fr: 'style dessiné à la main',
      de: 'handgezeichneter Stil',
      es: 'estilo dibujado a mano',
      pt: 'estilo desenhado à mão',
    },
  },
  {
    key: 'flat',
    category: 'flat-design',
    text: { en: 'Flat Design', fr: 'design plat', de: 'flaches Design', es: 'diseño plano', pt: 'design plano' },
  },
  {
    key: '3d',
    category: '3d-graphics',
    text: { en: '3D Style', fr: 'style 3D', de: '3D-Stil', es: 'estilo 3D', pt: 'estilo 3D' },
  },
  {
    key: 'watercolor',
    category: 'watercolor',
    text: {
      en: 'Watercolor Style',
      fr: 'style aquarelle',
      de: 'Aquarellstil',
      es: 'estilo acuarela',
      pt: 'estilo aguarela',
    },
  },
  {
    key: 'minimalist',
    text: {
      en: 'Minimalist Style',
      fr: 'style minimaliste',
      de: 'minimalistischer Stil',
      es: 'estilo minimalista',
      pt: 'estilo minimalista',
    },
  },
  {
    key: 'dark',
    text: { en: 'Dark Theme', fr: 'thème sombre', de: 'dunkles Design', es: 'tema oscuro', pt: 'tema escuro' },
  },
];
