import type { Localized } from '../../locales';

/** "Slide" as written before the slide number. */
export const SLIDE_WORD: Localized = {
  en: 'Slide',
  fr: 'Diapositive',
  de: 'Folie',
  es: 'Diapositiva',
  pt: 'Diapositivo',
};

/** Separator between number and caption (French typography puts a space before the colon). */
export const SLIDE_SEPARATOR: Localized = { en: ': ', fr: ' : ', de: ': ', es: ': ', pt: ': ' };

/** Caption of the first slide of every diagram. */
export const OVERVIEW_CAPTION: Localized = {
  en: 'Overview',
  fr: "Vue d'ensemble",
  de: 'Überblick',
  es: 'Visión general',
  pt: 'Visão geral',
};

/** Captions of the following slides, picked in a shuffled order. */
export const SLIDE_CAPTIONS: Localized[] = [
  {
    en: 'Editable Layout',
    fr: 'Mise en page modifiable',
    de: 'Bearbeitbares Layout',
    es: 'Diseño editable',
    pt: 'Layout editável',
  },
  { en: 'Dark Background', fr: 'Fond sombre', de: 'Dunkler Hintergrund', es: 'Fondo oscuro', pt: 'Fundo escuro' },
  { en: 'With Icons', fr: 'Avec icônes', de: 'Mit Symbolen', es: 'Con iconos', pt: 'Com ícones' },
  {
    en: 'Detailed Description',
    fr: 'Description détaillée',
    de: 'Ausführliche Beschreibung',
    es: 'Descripción detallada',
    pt: 'Descrição detalhada',
  },
  {
    en: 'Color Variant',
    fr: 'Variante de couleur',
    de: 'Farbvariante',
    es: 'Variante de color',
    pt: 'Variante de cor',
  },
  {
    en: 'Highlighted Step',
    fr: 'Étape mise en évidence',
    de: 'Hervorgehobener Schritt',
    es: 'Paso destacado',
    pt: 'Etapa destacada',
  },
  {
    en: 'Text Placeholders',
    fr: 'Zones de texte',
    de: 'Textplatzhalter',
    es: 'Marcadores de texto',
    pt: 'Marcadores de texto',
  },
  { en: 'Blank Template', fr: 'Modèle vierge', de: 'Leere Vorlage', es: 'Plantilla en blanco', pt: 'Modelo em branco' },
  {
    en: 'Comparison View',
    fr: 'Vue comparative',
    de: 'Vergleichsansicht',
    es: 'Vista comparativa',
    pt: 'Vista comparativa',
  },
  {
    en: 'Data-Driven Version',
    fr: 'Version basée sur les données',
    de: 'Datengestützte Version',
    es: 'Versión basada en datos',
    pt: 'Versão baseada em dados',
  },
  {
    en: 'Monochrome Version',
    fr: 'Version monochrome',
    de: 'Einfarbige Version',
    es: 'Versión monocromática',
    pt: 'Versão monocromática',
  },
  {
    en: 'Presenter Notes',
    fr: "Notes de l'orateur",
    de: 'Sprechernotizen',
    es: 'Notas del orador',
    pt: 'Notas do orador',
  },
  { en: 'Summary', fr: 'Résumé', de: 'Zusammenfassung', es: 'Resumen', pt: 'Resumo' },
];

/** Captions whose preview is drawn on a dark background. */
export const DARK_CAPTIONS = new Set(['Dark Background']);
