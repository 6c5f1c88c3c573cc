import { localize, type Locale, type Localized } from '../../locales';
import { numberWord } from './title-parts';

const DRAWINGS = [
  'process',
  'chevron',
  'timeline',
  'gantt',
  'org',
  'pyramid',
  'cycle',
  'venn',
  'funnel',
  'pie',
  'bar',
  'dashboard',
  'matrix',
  'map',
  'icons',
] as const;

/** How a preview image is drawn. */
export type Drawing = (typeof DRAWINGS)[number];

/** Whether a name read from the seed's data files is a drawing. */
export const isDrawing = (name: string): name is Drawing => (DRAWINGS as readonly string[]).includes(name);

interface KindVariant {
  text: Localized;
  /** Number of steps, levels, segments… drawn on the preview. */
  count?: number;
}

export interface DiagramKind {
  key: string;
  drawing: Drawing;
  /** Subcategory slug. */
  category: string;
  variants: KindVariant[];
}

type Template = Record<Locale, (n: string) => string>;

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** One variant per count, the count written as a word ("Five-Step…", "… en cinq étapes"). */
const counted = (counts: number[], template: Template): KindVariant[] =>
  counts.map((count) => ({ count, text: localize((locale) => template[locale](numberWord(locale, count))) }));

/** Same with digits, for larger counts ("24 Business Icons"). */
const numbered = (counts: number[], template: Template): KindVariant[] =>
  counts.map((count) => ({ count, text: localize((locale) => template[locale](String(count))) }));

const fixed = (...texts: Localized[]): KindVariant[] => texts.map((text) => ({ text }));

const ICON_COUNTS = [12, 16, 20, 24, 30, 36, 40, 48];

export const DIAGRAM_KINDS: DiagramKind[] = [
  {
    key: 'process',
    drawing: 'process',
    category: 'process-flows',
    variants: counted(range(3, 8), {
      en: (n) => `${n}-Step Process Flow Diagram`,
      fr: (n) => `Diagramme de flux de processus en ${n} étapes`,
      de: (n) => `Prozessflussdiagramm mit ${n} Schritten`,
      es: (n) => `Diagrama de flujo de proceso de ${n} pasos`,
      pt: (n) => `Diagrama de fluxo de processo com ${n} etapas`,
    }),
  },
  {
    key: 'chevron',
    drawing: 'chevron',
    category: 'process-flows',
    variants: counted(range(3, 8), {
      en: (n) => `${n}-Step Chevron Process`,
      fr: (n) => `Processus en chevrons à ${n} étapes`,
      de: (n) => `Chevron-Prozess mit ${n} Schritten`,
      es: (n) => `Proceso de ${n} pasos con chevrones`,
      pt: (n) => `Processo em chevrons com ${n} etapas`,
    }),
  },
  {
    key: 'timeline',
    drawing: 'timeline',
    category: 'timelines',
    variants: counted(range(4, 8), {
      en: (n) => `Timeline with ${n} Milestones`,
      fr: (n) => `Frise chronologique à ${n} jalons`,
      de: (n) => `Zeitstrahl mit ${n} Meilensteinen`,
      es: (n) => `Línea de tiempo con ${n} hitos`,
      pt: (n) => `Cronograma com ${n} marcos`,
    }),
  },
  {
    key: 'roadmap',
    drawing: 'timeline',
    category: 'timelines',
    variants: counted(range(3, 6), {
      en: (n) => `${n}-Phase Product Roadmap`,
      fr: (n) => `Feuille de route produit en ${n} phases`,
      de: (n) => `Produkt-Roadmap mit ${n} Phasen`,
      es: (n) => `Hoja de ruta de producto en ${n} fases`,
      pt: (n) => `Roteiro de produto com ${n} fases`,
    }),
  },
  {
    key: 'org',
    drawing: 'org',
    category: 'org-charts',
    variants: [
      ...counted(range(3, 5), {
        en: (n) => `${n}-Level Org Chart`,
        fr: (n) => `Organigramme à ${n} niveaux`,
        de: (n) => `Organigramm mit ${n} Ebenen`,
        es: (n) => `Organigrama de ${n} niveles`,
        pt: (n) => `Organograma com ${n} níveis`,
      }),
      ...fixed(
        {
          en: 'Team Structure Chart',
          fr: "Organigramme d'équipe",
          de: 'Teamstruktur-Diagramm',
          es: 'Organigrama de equipo',
          pt: 'Organograma de equipa',
        },
        {
          en: 'Hierarchy Diagram',
          fr: 'Diagramme hiérarchique',
          de: 'Hierarchiediagramm',
          es: 'Diagrama jerárquico',
          pt: 'Diagrama hierárquico',
        },
      ),
    ],
  },
  {
    key: 'cycle',
    drawing: 'cycle',
    category: 'cycle-diagrams',
    variants: counted(range(3, 8), {
      en: (n) => `${n}-Stage Cycle Diagram`,
      fr: (n) => `Diagramme de cycle en ${n} étapes`,
      de: (n) => `Zyklusdiagramm mit ${n} Phasen`,
      es: (n) => `Diagrama de ciclo de ${n} etapas`,
      pt: (n) => `Diagrama de ciclo com ${n} etapas`,
    }),
  },
  {
    key: 'venn',
    drawing: 'venn',
    category: 'cycle-diagrams',
    variants: counted(range(3, 4), {
      en: (n) => `Venn Diagram with ${n} Circles`,
      fr: (n) => `Diagramme de Venn à ${n} cercles`,
      de: (n) => `Venn-Diagramm mit ${n} Kreisen`,
      es: (n) => `Diagrama de Venn con ${n} círculos`,
      pt: (n) => `Diagrama de Venn com ${n} círculos`,
    }),
  },
  {
    key: 'funnel',
    drawing: 'funnel',
    category: 'funnels-pyramids',
    variants: counted(range(3, 7), {
      en: (n) => `${n}-Level Funnel Diagram`,
      fr: (n) => `Diagramme en entonnoir à ${n} niveaux`,
      de: (n) => `Trichterdiagramm mit ${n} Ebenen`,
      es: (n) => `Diagrama de embudo de ${n} niveles`,
      pt: (n) => `Diagrama de funil com ${n} níveis`,
    }),
  },
  {
    key: 'pyramid',
    drawing: 'pyramid',
    category: 'funnels-pyramids',
    variants: counted(range(3, 7), {
      en: (n) => `${n}-Level Pyramid Diagram`,
      fr: (n) => `Diagramme pyramidal à ${n} niveaux`,
      de: (n) => `Pyramidendiagramm mit ${n} Ebenen`,
      es: (n) => `Diagrama piramidal de ${n} niveles`,
      pt: (n) => `Diagrama em pirâmide com ${n} níveis`,
    }),
  },
  {
    key: 'matrix',
    drawing: 'matrix',
    category: 'business-strategy',
    variants: fixed(
      { en: '2x2 Matrix', fr: 'Matrice 2x2', de: '2x2-Matrix', es: 'Matriz 2x2', pt: 'Matriz 2x2' },
      { en: 'SWOT Analysis', fr: 'Analyse SWOT', de: 'SWOT-Analyse', es: 'Análisis DAFO', pt: 'Análise SWOT' },
      { en: 'BCG Matrix', fr: 'Matrice BCG', de: 'BCG-Matrix', es: 'Matriz BCG', pt: 'Matriz BCG' },
      {
        en: 'Risk Matrix',
        fr: 'Matrice des risques',
        de: 'Risikomatrix',
        es: 'Matriz de riesgos',
        pt: 'Matriz de riscos',
      },
    ),
  },
  {
    key: 'pie',
    drawing: 'pie',
    category: 'pie-charts',
    variants: [
      ...counted(range(3, 8), {
        en: (n) => `Pie Chart with ${n} Segments`,
        fr: (n) => `Graphique circulaire à ${n} segments`,
        de: (n) => `Kreisdiagramm mit ${n} Segmenten`,
        es: (n) => `Gráfico circular de ${n} segmentos`,
        pt: (n) => `Gráfico circular com ${n} segmentos`,
      }),
      ...fixed({
        en: 'Donut Chart',
        fr: 'Graphique en anneau',
        de: 'Ringdiagramm',
        es: 'Gráfico de anillo',
        pt: 'Gráfico de anel',
      }),
    ],
  },
  {
    key: 'bar',
    drawing: 'bar',
    category: 'bar-charts',
    variants: fixed(
      {
        en: 'Stacked Bar Chart',
        fr: 'Graphique à barres empilées',
        de: 'Gestapeltes Balkendiagramm',
        es: 'Gráfico de barras apiladas',
        pt: 'Gráfico de barras empilhadas',
      },
      {
        en: 'Clustered Column Chart',
        fr: 'Histogramme groupé',
        de: 'Gruppiertes Säulendiagramm',
        es: 'Gráfico de columnas agrupadas',
        pt: 'Gráfico de colunas agrupadas',
      },
      {
        en: 'Horizontal Bar Chart',
        fr: 'Graphique à barres horizontales',
        de: 'Horizontales Balkendiagramm',
        es: 'Gráfico de barras horizontales',
        pt: 'Gráfico de barras horizontais',
      },
      {
        en: 'Waterfall Chart',
        fr: 'Graphique en cascade',
        de: 'Wasserfalldiagramm',
        es: 'Gráfico de cascada',
        pt: 'Gráfico em cascata',
      },
    ),
  },
  {
    key: 'gantt',
    drawing: 'gantt',
    category: 'gantt-charts',
    variants: counted(range(3, 12, 3), {
      en: (n) => `${n}-Month Gantt Chart`,
      fr: (n) => `Diagramme de Gantt sur ${n} mois`,
      de: (n) => `Gantt-Diagramm über ${n} Monate`,
      es: (n) => `Diagrama de Gantt de ${n} meses`,
      pt: (n) => `Gráfico de Gantt de ${n} meses`,
    }),
  },
  {
    key: 'dashboard',
    drawing: 'dashboard',
    category: 'dashboards',
    variants: fixed(
      {
        en: 'KPI Dashboard',
        fr: 'Tableau de bord des KPI',
        de: 'KPI-Dashboard',
        es: 'Panel de KPI',
        pt: 'Painel de KPI',
      },
      {
        en: 'Sales Dashboard',
        fr: 'Tableau de bord des ventes',
        de: 'Vertriebs-Dashboard',
        es: 'Panel de ventas',
        pt: 'Painel de vendas',
      },
      {
        en: 'Project Status Dashboard',
        fr: "Tableau de bord de l'état du projet",
        de: 'Projektstatus-Dashboard',
        es: 'Panel de estado del proyecto',
        pt: 'Painel de estado do projeto',
      },
    ),
  },
  {
    key: 'world-map',
    drawing: 'map',
    category: 'world-maps',
    variants: fixed(
      { en: 'World Map', fr: 'Carte du monde', de: 'Weltkarte', es: 'Mapa del mundo', pt: 'Mapa-múndi' },
      {
        en: 'World Map with Regions',
        fr: 'Carte du monde par régions',
        de: 'Weltkarte mit Regionen',
        es: 'Mapa del mundo por regiones',
        pt: 'Mapa-múndi por regiões',
      },
      {
        en: 'Global Offices Map',
        fr: 'Carte des bureaux dans le monde',
        de: 'Weltkarte der Standorte',
        es: 'Mapa de oficinas en el mundo',
        pt: 'Mapa de escritórios no mundo',
      },
    ),
  },
  {
    key: 'europe-map',
    drawing: 'map',
    category: 'europe-maps',
    variants: fixed(
      { en: 'Europe Map', fr: "Carte de l'Europe", de: 'Europakarte', es: 'Mapa de Europa', pt: 'Mapa da Europa' },
      {
        en: 'EU Countries Map',
        fr: "Carte des pays de l'UE",
        de: 'Karte der EU-Länder',
        es: 'Mapa de los países de la UE',
        pt: 'Mapa dos países da UE',
      },
    ),
  },
  {
    key: 'usa-map',
    drawing: 'map',
    category: 'usa-maps',
    variants: fixed(
      {
        en: 'USA Map with States',
        fr: 'Carte des États-Unis par État',
        de: 'USA-Karte mit Bundesstaaten',
        es: 'Mapa de EE. UU. por estados',
        pt: 'Mapa dos EUA por estados',
      },
      {
        en: 'US Sales Regions Map',
        fr: 'Carte des régions commerciales des États-Unis',
        de: 'Karte der US-Vertriebsregionen',
        es: 'Mapa de regiones de ventas de EE. UU.',
        pt: 'Mapa de regiões de vendas dos EUA',
      },
    ),
  },
  {
    key: 'country-map',
    drawing: 'map',
    category: 'country-maps',
    variants: fixed(
      { en: 'France Map', fr: 'Carte de France', de: 'Frankreichkarte', es: 'Mapa de Francia', pt: 'Mapa de França' },
      {
        en: 'Germany Map',
        fr: "Carte de l'Allemagne",
        de: 'Deutschlandkarte',
        es: 'Mapa de Alemania',
        pt: 'Mapa da Alemanha',
      },
      { en: 'Spain Map', fr: "Carte de l'Espagne", de: 'Spanienkarte', es: 'Mapa de España', pt: 'Mapa de Espanha' },
      {
        en: 'Portugal Map',
        fr: 'Carte du Portugal',
        de: 'Portugalkarte',
        es: 'Mapa de Portugal',
        pt: 'Mapa de Portugal',
      },
      { en: 'Canada Map', fr: 'Carte du Canada', de: 'Kanadakarte', es: 'Mapa de Canadá', pt: 'Mapa do Canadá' },
      {
        en: 'United Kingdom Map',
        fr: 'Carte du Royaume-Uni',
        de: 'Karte des Vereinigten Königreichs',
        es: 'Mapa del Reino Unido',
        pt: 'Mapa do Reino Unido',
      },
    ),
  },
  {
    key: 'business-icons',
    drawing: 'icons',
    category: 'business-icons',
    variants: numbered(ICON_COUNTS, {
      en: (n) => `${n} Business Icons`,
      fr: (n) => `Lot de ${n} icônes professionnelles`,
      de: (n) => `${n} Business-Symbole`,
      es: (n) => `${n} iconos de negocios`,
      pt: (n) => `${n} ícones de negócios`,
    }),
  },
  {
    key: 'technology-icons',
    drawing: 'icons',
    category: 'technology-icons',
    variants: numbered(ICON_COUNTS, {
      en: (n) => `${n} Technology Icons`,
      fr: (n) => `Lot de ${n} icônes technologiques`,
      de: (n) => `${n} Technologie-Symbole`,
      es: (n) => `${n} iconos de tecnología`,
      pt: (n) => `${n} ícones de tecnologia`,
    }),
  },
  {
    key: 'people-icons',
    drawing: 'icons',
    category: 'people-icons',
    variants: numbered(ICON_COUNTS, {
      en: (n) => `${n} People Icons`,
      fr: (n) => `Lot de ${n} icônes de personnes`,
      de: (n) => `${n} Personen-Symbole`,
      es: (n) => `${n} iconos de personas`,
      pt: (n) => `${n} ícones de pessoas`,
    }),
  },
];
