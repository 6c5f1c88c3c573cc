import type { Locale } from '../domain/locales';
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
    { id: 'process', title: titles[0], slideTitles: [] },
    { id: 'map', title: titles[1], slideTitles: [slide] },
  ]);
};

describe.each(Object.keys(FIXTURES) as Locale[])('diagram index (%s)', (locale) => {
  it('finds a title by another form of one of its words (stemming)', async () => {
    expect((await indexOf(locale)).rankedIds(FIXTURES[locale].stemmed)).toEqual(['process']);
  });

  it('finds a title by a word with a one-letter typo', async () => {
    expect((await indexOf(locale)).rankedIds(FIXTURES[locale].typo)).toEqual(['map']);
  });
});

describe('diagram index ranking', () => {
  it('ranks title matches above slide-title matches', async () => {
    const index = await createDiagramIndex('en', [
      { id: 'slides-only', title: 'Timeline', slideTitles: ['Risk matrix', 'Risk register', 'Risk heat map'] },
      { id: 'title', title: 'Risk Matrix Template', slideTitles: [] },
    ]);
    expect(index.rankedIds('risk')).toEqual(['title', 'slides-only']);
  });

  it('ignores stop words and matches nothing for unknown words', async () => {
    const index = await indexOf('fr');
    expect(index.rankedIds('de les')).toEqual([]);
    expect(index.rankedIds('xylophone')).toEqual([]);
  });

  it('treats HTML, quotes and path characters as plain text', async () => {
    const index = await indexOf('en');
    expect(index.rankedIds('<b>"world"</b> ../map')).toEqual(['map']);
  });
});

describe('diagram index typo ranking', () => {
  it('ranks exact matches above matches with a typo', async () => {
    const index = await createDiagramIndex('fr', [
      { id: 'state', title: 'Carte des États-Unis par État', slideTitles: [] },
      { id: 'steps', title: 'Processus en cinq étapes', slideTitles: [] },
    ]);
    expect(index.rankedIds('étape')).toEqual(['steps', 'state']);
  });
});
