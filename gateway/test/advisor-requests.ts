import type { Locale } from '../src/domain/locales';

/**
 * The advisor's fixed test set (issue 11), written against the test stack's catalogue (SEED_DIAGRAMS=60,
 * backend/src/seed is deterministic) BEFORE the advisor was tuned: the figures it gives are honest only if
 * it is never edited to fit the advisor. Ids are legacy ids, the same in every locale.
 */
export interface AdvisorRequest {
  message: string;
  /** What the reply must be. */
  kind: 'RECOMMENDATIONS' | 'QUESTION' | 'NO_MATCH';
  /** At least one of these among the first three recommendations. */
  expect?: readonly number[];
  /** What every recommended diagram must satisfy, checked on the diagram itself. */
  respect?: {
    /** Its title names this count (steps, levels, circles, months…), as a word or in digits. */
    count?: number;
    /** Price in the request's currency at most this. */
    maxPrice?: number;
    minSlides?: number;
    /** Its title carries this style (STYLE_WORDS). */
    style?: StyleKey;
  };
}

export type StyleKey = 'dark' | 'watercolor' | 'hand-drawn' | 'minimalist';

/** The request's currency: English visitors pay in USD here, the others in EUR. */
export const REQUEST_CURRENCY: Record<Locale, 'USD' | 'EUR'> = {
  en: 'USD',
  fr: 'EUR',
  de: 'EUR',
  es: 'EUR',
  pt: 'EUR',
};

/** How the seed writes each style in a title (backend/src/seed/content/title-parts.ts). */
export const STYLE_WORDS: Record<StyleKey, Record<Locale, string>> = {
  dark: { en: 'Dark Theme', fr: 'thème sombre', de: 'dunkles Design', es: 'tema oscuro', pt: 'tema escuro' },
  watercolor: {
    en: 'Watercolor Style',
    fr: 'style aquarelle',
    de: 'Aquarellstil',
    es: 'estilo acuarela',
    pt: 'estilo aguarela',
  },
  'hand-drawn': {
    en: 'Hand-Drawn Style',
    fr: 'style dessiné à la main',
    de: 'handgezeichneter Stil',
    es: 'estilo dibujado a mano',
    pt: 'estilo desenhado à mão',
  },
  minimalist: {
    en: 'Minimalist Style',
    fr: 'style minimaliste',
    de: 'minimalistischer Stil',
    es: 'estilo minimalista',
    pt: 'estilo minimalista',
  },
};

/** Number words 3–12 as the seed writes them in titles. */
export const COUNT_WORDS: Record<Locale, string[]> = {
  en: ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'],
  fr: ['trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze'],
  de: ['drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'],
  es: ['tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'],
  pt: ['três', 'quatro', 'cinco', 'seis', 'sete', 'oito', 'nove', 'dez', 'onze', 'doze'],
};

const FIVE_STEP_PROCESS = { kind: 'RECOMMENDATIONS', expect: [1033, 1055], respect: { count: 5 } } as const;
const EUROPE_MAP = { kind: 'RECOMMENDATIONS', expect: [1027, 1038, 1009] } as const;
const CHEAP_AND_DARK = { kind: 'NO_MATCH', respect: { maxPrice: 10, style: 'dark' } } as const;
const VAGUE = { kind: 'QUESTION' } as const;
const PRODUCT_LAUNCH = { kind: 'RECOMMENDATIONS', expect: [1013, 1019, 1041, 1056] } as const;
const PIE_CHART = { kind: 'RECOMMENDATIONS', expect: [1021] } as const;
const FIVE_LEVEL_ORG_CHART = { kind: 'RECOMMENDATIONS', expect: [1014], respect: { count: 5 } } as const;
const TWELVE_MONTH_GANTT = { kind: 'RECOMMENDATIONS', expect: [1026], respect: { count: 12 } } as const;
const STARTUP_ICONS = { kind: 'RECOMMENDATIONS', expect: [1003] } as const;
const CHEAP_PEOPLE_ICONS = { kind: 'RECOMMENDATIONS', expect: [1050, 1059], respect: { maxPrice: 20 } } as const;
const THREE_CIRCLE_VENN = { kind: 'RECOMMENDATIONS', expect: [1011, 1004], respect: { count: 3 } } as const;
const MARKETING_FUNNEL = { kind: 'RECOMMENDATIONS', expect: [1037] } as const;
const LONG_CYCLE = { kind: 'RECOMMENDATIONS', expect: [1022, 1052], respect: { minSlides: 10 } } as const;
const WORLD_MAP = { kind: 'RECOMMENDATIONS', expect: [1007, 1031] } as const;
const WATERCOLOR = { kind: 'RECOMMENDATIONS', expect: [1040, 1058], respect: { style: 'watercolor' } } as const;
const HAND_DRAWN_BARS = { kind: 'RECOMMENDATIONS', expect: [1001, 1034], respect: { style: 'hand-drawn' } } as const;
const KPI_DASHBOARD = { kind: 'RECOMMENDATIONS', expect: [1024] } as const;
const CHEAP_PROCESS = { kind: 'RECOMMENDATIONS', expect: [1042, 1033, 1025], respect: { maxPrice: 15 } } as const;
const MINIMALIST_PYRAMID = { kind: 'RECOMMENDATIONS', expect: [1028], respect: { style: 'minimalist' } } as const;
const DARK_MAP = { kind: 'RECOMMENDATIONS', expect: [1009, 1027, 1053], respect: { style: 'dark' } } as const;

export const ADVISOR_REQUESTS: Record<Locale, AdvisorRequest[]> = {
  en: [
    { message: 'I need a five-step process flow for onboarding', ...FIVE_STEP_PROCESS },
    { message: 'editable map of Europe', ...EUROPE_MAP },
    { message: 'something under $10 with a dark style', ...CHEAP_AND_DARK },
    { message: 'I need something for my presentation', ...VAGUE },
    { message: 'hello', ...VAGUE },
    { message: 'a timeline for a product launch', ...PRODUCT_LAUNCH },
    { message: 'pie chart', ...PIE_CHART },
    { message: 'an org chart with 5 levels', ...FIVE_LEVEL_ORG_CHART },
    { message: 'gantt chart covering twelve months', ...TWELVE_MONTH_GANTT },
    { message: 'icons for my startup pitch', ...STARTUP_ICONS },
    { message: 'people icons cheaper than $20', ...CHEAP_PEOPLE_ICONS },
    { message: 'venn diagram with three circles', ...THREE_CIRCLE_VENN },
    { message: 'a sales funnel for the marketing team', ...MARKETING_FUNNEL },
    { message: 'cycle diagram with at least 10 slides', ...LONG_CYCLE },
    { message: 'world map', ...WORLD_MAP },
    { message: 'anything in watercolor style', ...WATERCOLOR },
    { message: 'hand-drawn bar chart', ...HAND_DRAWN_BARS },
    { message: 'KPI dashboard', ...KPI_DASHBOARD },
    { message: 'process diagram under 15 dollars', ...CHEAP_PROCESS },
    { message: 'a minimalist pyramid', ...MINIMALIST_PYRAMID },
    { message: 'what would you recommend?', ...VAGUE },
    { message: 'a map with a dark theme', ...DARK_MAP },
  ],
  fr: [
    { message: "un processus en cinq étapes pour l'intégration", ...FIVE_STEP_PROCESS },
    { message: "carte de l'Europe modifiable", ...EUROPE_MAP },
    { message: 'quelque chose à moins de 10 € avec un style sombre', ...CHEAP_AND_DARK },
    { message: "j'ai besoin de quelque chose pour ma présentation", ...VAGUE },
    { message: 'bonjour', ...VAGUE },
    { message: 'une feuille de route pour le lancement d’un produit', ...PRODUCT_LAUNCH },
    { message: 'graphique circulaire', ...PIE_CHART },
    { message: 'un organigramme à 5 niveaux', ...FIVE_LEVEL_ORG_CHART },
    { message: 'diagramme de Gantt sur douze mois', ...TWELVE_MONTH_GANTT },
    { message: 'des icônes pour ma start-up', ...STARTUP_ICONS },
    { message: 'icônes de personnes à moins de 20 euros', ...CHEAP_PEOPLE_ICONS },
    { message: 'diagramme de Venn à trois cercles', ...THREE_CIRCLE_VENN },
    { message: 'un entonnoir pour les équipes marketing', ...MARKETING_FUNNEL },
    { message: 'diagramme de cycle avec au moins 10 diapositives', ...LONG_CYCLE },
    { message: 'carte du monde', ...WORLD_MAP },
    { message: 'quelque chose en style aquarelle', ...WATERCOLOR },
    { message: 'graphique à barres dessiné à la main', ...HAND_DRAWN_BARS },
    { message: 'tableau de bord KPI', ...KPI_DASHBOARD },
    { message: 'diagramme de processus à moins de 15 €', ...CHEAP_PROCESS },
    { message: 'une pyramide minimaliste', ...MINIMALIST_PYRAMID },
    { message: 'que me conseillez-vous ?', ...VAGUE },
    { message: 'une carte avec un thème sombre', ...DARK_MAP },
  ],
  de: [
    { message: 'ein Prozess mit fünf Schritten für das Onboarding', ...FIVE_STEP_PROCESS },
    { message: 'bearbeitbare Europakarte', ...EUROPE_MAP },
    { message: 'etwas unter 10 € in einem dunklen Stil', ...CHEAP_AND_DARK },
    { message: 'ich brauche etwas für meine Präsentation', ...VAGUE },
    { message: 'hallo', ...VAGUE },
    { message: 'eine Roadmap für eine Produkteinführung', ...PRODUCT_LAUNCH },
    { message: 'Kreisdiagramm', ...PIE_CHART },
    { message: 'ein Organigramm mit 5 Ebenen', ...FIVE_LEVEL_ORG_CHART },
    { message: 'Gantt-Diagramm über zwölf Monate', ...TWELVE_MONTH_GANTT },
    { message: 'Symbole für mein Start-up', ...STARTUP_ICONS },
    { message: 'Personen-Symbole unter 20 Euro', ...CHEAP_PEOPLE_ICONS },
    { message: 'Venn-Diagramm mit drei Kreisen', ...THREE_CIRCLE_VENN },
    { message: 'ein Trichter für Marketingteams', ...MARKETING_FUNNEL },
    { message: 'Zyklusdiagramm mit mindestens 10 Folien', ...LONG_CYCLE },
    { message: 'Weltkarte', ...WORLD_MAP },
    { message: 'etwas im Aquarellstil', ...WATERCOLOR },
    { message: 'handgezeichnetes Balkendiagramm', ...HAND_DRAWN_BARS },
    { message: 'KPI-Dashboard', ...KPI_DASHBOARD },
    { message: 'Prozessdiagramm unter 15 €', ...CHEAP_PROCESS },
    { message: 'eine minimalistische Pyramide', ...MINIMALIST_PYRAMID },
    { message: 'was empfehlen Sie?', ...VAGUE },
    { message: 'eine Karte im dunklen Design', ...DARK_MAP },
  ],
  es: [
    { message: 'un proceso de cinco pasos para la incorporación', ...FIVE_STEP_PROCESS },
    { message: 'mapa de Europa editable', ...EUROPE_MAP },
    { message: 'algo por menos de 10 € con un estilo oscuro', ...CHEAP_AND_DARK },
    { message: 'necesito algo para mi presentación', ...VAGUE },
    { message: 'hola', ...VAGUE },
    { message: 'una hoja de ruta para el lanzamiento de un producto', ...PRODUCT_LAUNCH },
    { message: 'gráfico circular', ...PIE_CHART },
    { message: 'un organigrama de 5 niveles', ...FIVE_LEVEL_ORG_CHART },
    { message: 'diagrama de Gantt de doce meses', ...TWELVE_MONTH_GANTT },
    { message: 'iconos para mi startup', ...STARTUP_ICONS },
    { message: 'iconos de personas por menos de 20 euros', ...CHEAP_PEOPLE_ICONS },
    { message: 'diagrama de Venn con tres círculos', ...THREE_CIRCLE_VENN },
    { message: 'un embudo para equipos de marketing', ...MARKETING_FUNNEL },
    { message: 'diagrama de ciclo con al menos 10 diapositivas', ...LONG_CYCLE },
    { message: 'mapa del mundo', ...WORLD_MAP },
    { message: 'algo en estilo acuarela', ...WATERCOLOR },
    { message: 'gráfico de barras dibujado a mano', ...HAND_DRAWN_BARS },
    { message: 'panel de KPI', ...KPI_DASHBOARD },
    { message: 'diagrama de proceso por menos de 15 €', ...CHEAP_PROCESS },
    { message: 'una pirámide minimalista', ...MINIMALIST_PYRAMID },
    { message: '¿qué me recomiendas?', ...VAGUE },
    { message: 'un mapa con tema oscuro', ...DARK_MAP },
  ],
  pt: [
    { message: 'um processo com cinco etapas para integração', ...FIVE_STEP_PROCESS },
    { message: 'mapa da Europa editável', ...EUROPE_MAP },
    { message: 'algo abaixo de 10 € com um estilo escuro', ...CHEAP_AND_DARK },
    { message: 'preciso de algo para a minha apresentação', ...VAGUE },
    { message: 'olá', ...VAGUE },
    { message: 'um roteiro para o lançamento de um produto', ...PRODUCT_LAUNCH },
    { message: 'gráfico circular', ...PIE_CHART },
    { message: 'um organograma com 5 níveis', ...FIVE_LEVEL_ORG_CHART },
    { message: 'gráfico de Gantt de doze meses', ...TWELVE_MONTH_GANTT },
    { message: 'ícones para a minha startup', ...STARTUP_ICONS },
    { message: 'ícones de pessoas abaixo de 20 euros', ...CHEAP_PEOPLE_ICONS },
    { message: 'diagrama de Venn com três círculos', ...THREE_CIRCLE_VENN },
    { message: 'um funil para equipas de marketing', ...MARKETING_FUNNEL },
    { message: 'diagrama de ciclo com pelo menos 10 diapositivos', ...LONG_CYCLE },
    { message: 'mapa-múndi', ...WORLD_MAP },
    { message: 'algo em estilo aguarela', ...WATERCOLOR },
    { message: 'gráfico de barras desenhado à mão', ...HAND_DRAWN_BARS },
    { message: 'painel de KPI', ...KPI_DASHBOARD },
    { message: 'diagrama de processo abaixo de 15 €', ...CHEAP_PROCESS },
    { message: 'uma pirâmide minimalista', ...MINIMALIST_PYRAMID },
    { message: 'o que me recomenda?', ...VAGUE },
    { message: 'um mapa com tema escuro', ...DARK_MAP },
  ],
};
