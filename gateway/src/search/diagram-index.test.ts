import type { Locale } from '../domain/locales';
import { searchableDiagram } from './__fixtures__/searchable-diagram';
import { createDiagramIndex } from './diagram-index';

/** Small per-language fixtures: two diagram titles and a slide title each. */
const FIXTURES: Record<Locale, { titles: [string, string]; slide: string; stemmed: string; typo: string }> = {
  en: {
    titles: ['Process Flow with Five Steps', 'World Map for Sales Teams'],
    slide: 'Slide 2: Risk Analysis',
    stemmed: 'processing',
    typo: 'worls',
  },
  fr: {
    titles: ['Diagramme de processus en cinq étapes', 'Carte du monde pour les équipes'],
    slide: 'Diapositive 2 : Analyse des risques',
    stemmed: 'diagrammes',
    typo: 'cartte',
  },
  de: {
    titles: ['Prozessdiagramm mit fünf Schritten', 'Weltkarte für Vertriebsteams'],
    slide: 'Folie 2: Risikoanalyse',
    stemmed: 'schritt',
    typo: 'weltkrte',
  },
  es: {
    titles: ['Diagrama de procesos en cinco pasos', 'Mapa del mundo para equipos'],
    slide: 'Diapositiva 2: Análisis de riesgos',
    stemmed: 'proceso',
    typo: 'mapaa',
  },
  pt: {
    titles: ['Diagrama de processos em cinco etapas', 'Mapa do mundo para equipas'],
    slide: 'Diapositivo 2: Análise de riscos',
    stemmed: 'processo',
    typo: 'munndo',
  },
};

const indexOf = (locale: Locale) => {
  const { titles, slide } = FIXTURES[locale];
  return createDiagramIndex(locale, [
    searchableDiagram('process', titles[0], []),
    searchableDiagram('map', titles[1], [slide]),
  ]);
};

describe.each(Object.keys(FIXTURES) as Locale[])('diagram index (%s)', (locale) => {
  it('finds a title by another form of one of its words (stemming)', async () => {
    expect((await indexOf(locale)).ranked(FIXTURES[locale].stemmed).map(({ id }) => id)).toEqual(['process']);
  });

  it('finds a title by a word with a one-letter typo', async () => {
    expect((await indexOf(locale)).ranked(FIXTURES[locale].typo).map(({ id }) => id)).toEqual(['map']);
  });
});

describe('diagram index ranking', () => {
  it('ranks title matches above slide-title matches', async () => {
    const index = await createDiagramIndex('en', [
      searchableDiagram('slides-only', 'Timeline', ['Risk matrix', 'Risk register', 'Risk heat map']),
      searchableDiagram('title', 'Risk Matrix Template', []),
    ]);
    expect(index.ranked('risk').map(({ id }) => id)).toEqual(['title', 'slides-only']);
  });

  it('ignores stop words and matches nothing for unknown words', async () => {
    const index = await indexOf('fr');
    expect(index.ranked('de les').map(({ id }) => id)).toEqual([]);
    expect(index.ranked('xylophone').map(({ id }) => id)).toEqual([]);
  });

  it('treats HTML, quotes and path characters as plain text', async () => {
    const index = await indexOf('en');
    expect(index.ranked('<b>"world"</b> ../map').map(({ id }) => id)).toEqual(['map']);
  });
});

describe('diagram index typo ranking', () => {
  it('ranks exact matches above matches with a typo', async () => {
    const index = await createDiagramIndex('fr', [
      searchableDiagram('state', 'Carte des États-Unis par État', []),
      searchableDiagram('steps', 'Processus en cinq étapes', []),
    ]);
    expect(index.ranked('étape').map(({ id }) => id)).toEqual(['steps', 'state']);
  });
});
