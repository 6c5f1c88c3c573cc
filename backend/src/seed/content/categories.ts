import type { Localized } from '../../locales';

export interface CategoryDefinition {
  /** English key, stable across locales (clients map top-level slugs to icons); also the English url. */
  slug: string;
  /** Other locales' urls are the slugified localized name. */
  name: Localized;
  popular?: boolean;
  showInMenu?: boolean;
  hidden?: boolean;
  children?: CategoryDefinition[];
}

/**
 * The catalogue tree. Top-level order and slugs are fixed by the spec (section 2);
 * their English url equals the slug, other locales get natural localized urls.
 */
export const CATEGORY_TREE: CategoryDefinition[] = [
  {
    slug: 'content-ready-ppt',
    name: {
      en: 'Content-Ready Slides',
      fr: "Modèles prêts à l'emploi",
      de: 'Fertige Inhaltsfolien',
      es: 'Plantillas listas para usar',
      pt: 'Modelos prontos a usar',
    },
    showInMenu: true,
    children: [
      {
        slug: 'business-strategy',
        popular: true,
        name: {
          en: 'Business Strategy',
          fr: "Stratégie d'entreprise",
          de: 'Unternehmensstrategie',
          es: 'Estrategia empresarial',
          pt: 'Estratégia empresarial',
        },
      },
      {
        slug: 'marketing-plans',
        name: {
          en: 'Marketing Plans',
          fr: 'Plans marketing',
          de: 'Marketingpläne',
          es: 'Planes de marketing',
          pt: 'Planos de marketing',
        },
      },
      {
        slug: 'project-management',
        name: {
          en: 'Project Management',
          fr: 'Gestion de projet',
          de: 'Projektmanagement',
          es: 'Gestión de proyectos',
          pt: 'Gestão de projetos',
        },
      },
      {
        slug: 'financial-reports',
        name: {
          en: 'Financial Reports',
          fr: 'Rapports financiers',
          de: 'Finanzberichte',
          es: 'Informes financieros',
          pt: 'Relatórios financeiros',
        },
      },
    ],
  },
  {
    slug: 'data-charts-ppt',
    name: {
      en: 'Data Charts',
      fr: 'Graphiques de données',
      de: 'Datendiagramme',
      es: 'Gráficos de datos',
      pt: 'Gráficos de dados',
    },
    showInMenu: true,
    children: [
      {
        slug: 'pie-charts',
        popular: true,
        name: {
          en: 'Pie Charts',
          fr: 'Graphiques circulaires',
          de: 'Kreisdiagramme',
          es: 'Gráficos circulares',
          pt: 'Gráficos circulares',
        },
      },
      {
        slug: 'bar-charts',
        name: {
          en: 'Bar Charts',
          fr: 'Graphiques à barres',
          de: 'Balkendiagramme',
          es: 'Gráficos de barras',
          pt: 'Gráficos de barras',
        },
      },
      {
        slug: 'gantt-charts',
        name: {
          en: 'Gantt Charts',
          fr: 'Diagrammes de Gantt',
          de: 'Gantt-Diagramme',
          es: 'Diagramas de Gantt',
          pt: 'Gráficos de Gantt',
        },
      },
      {
        slug: 'dashboards',
        name: {
          en: 'Dashboards',
          fr: 'Tableaux de bord',
          de: 'Dashboards',
          es: 'Paneles de control',
          pt: 'Painéis de controlo',
        },
      },
    ],
  },
  {
    slug: 'creative-styles-ppt',
    name: {
      en: 'Creative Styles',
      fr: 'Styles créatifs',
      de: 'Kreative Stile',
      es: 'Estilos creativos',
      pt: 'Estilos criativos',
    },
    showInMenu: true,
    children: [
      {
        slug: 'hand-drawn',
        name: {
          en: 'Hand-Drawn',
          fr: 'Dessinés à la main',
          de: 'Handgezeichnet',
          es: 'Dibujados a mano',
          pt: 'Desenhados à mão',
        },
      },
      {
        slug: 'flat-design',
        name: { en: 'Flat Design', fr: 'Design plat', de: 'Flaches Design', es: 'Diseño plano', pt: 'Design plano' },
      },
      {
        slug: '3d-graphics',
        name: { en: '3D Graphics', fr: 'Graphismes 3D', de: '3D-Grafiken', es: 'Gráficos 3D', pt: 'Gráficos 3D' },
      },
      {
        slug: 'watercolor',
        name: { en: 'Watercolor', fr: 'Aquarelle', de: 'Aquarell', es: 'Acuarela', pt: 'Aguarela' },
      },
      // Seasonal category kept out of navigation until the holidays.
      {
        slug: 'holiday-specials',
        hidden: true,
        name: {
          en: 'Holiday Specials',
          fr: 'Spécial fêtes',
          de: 'Festtagsvorlagen',
          es: 'Especiales de temporada',
          pt: 'Especiais de época festiva',
        },
      },
    ],
  },
  {
    slug: 'diagrams-powerpoint',
    name: {
      en: 'PowerPoint Diagrams',
      fr: 'Diagrammes PowerPoint',
      de: 'PowerPoint-Diagramme',
      es: 'Diagramas de PowerPoint',
      pt: 'Diagramas de PowerPoint',
    },
    showInMenu: true,
    children: [
      {
        slug: 'process-flows',
        popular: true,
        name: {
          en: 'Process Flows',
          fr: 'Flux de processus',
          de: 'Prozessabläufe',
          es: 'Flujos de procesos',
          pt: 'Fluxos de processos',
        },
      },
      {
        slug: 'timelines',
        popular: true,
        name: {
          en: 'Timelines',
          fr: 'Frises chronologiques',
          de: 'Zeitstrahlen',
          es: 'Líneas de tiempo',
          pt: 'Cronogramas',
        },
      },
      {
        slug: 'org-charts',
        name: { en: 'Org Charts', fr: 'Organigrammes', de: 'Organigramme', es: 'Organigramas', pt: 'Organogramas' },
      },
      {
        slug: 'cycle-diagrams',
        name: {
          en: 'Cycle Diagrams',
          fr: 'Diagrammes de cycle',
          de: 'Zyklusdiagramme',
          es: 'Diagramas de ciclo',
          pt: 'Diagramas de ciclo',
        },
      },
      {
        slug: 'funnels-pyramids',
        name: {
          en: 'Funnels & Pyramids',
          fr: 'Entonnoirs et pyramides',
          de: 'Trichter und Pyramiden',
          es: 'Embudos y pirámides',
          pt: 'Funis e pirâmides',
        },
      },
    ],
  },
  {
    slug: 'icons-powerpoint',
    name: {
      en: 'PowerPoint Icons',
      fr: 'Icônes PowerPoint',
      de: 'PowerPoint-Symbole',
      es: 'Iconos de PowerPoint',
      pt: 'Ícones de PowerPoint',
    },
    showInMenu: true,
    children: [
      {
        slug: 'business-icons',
        name: {
          en: 'Business Icons',
          fr: 'Icônes professionnelles',
          de: 'Business-Symbole',
          es: 'Iconos de negocios',
          pt: 'Ícones de negócios',
        },
      },
      {
        slug: 'technology-icons',
        name: {
          en: 'Technology Icons',
          fr: 'Icônes technologiques',
          de: 'Technologie-Symbole',
          es: 'Iconos de tecnología',
          pt: 'Ícones de tecnologia',
        },
      },
      {
        slug: 'people-icons',
        name: {
          en: 'People Icons',
          fr: 'Icônes de personnes',
          de: 'Personen-Symbole',
          es: 'Iconos de personas',
          pt: 'Ícones de pessoas',
        },
      },
    ],
  },
  {
    slug: 'powerpoint-maps',
    name: {
      en: 'PowerPoint Maps',
      fr: 'Cartes PowerPoint',
      de: 'PowerPoint-Karten',
      es: 'Mapas de PowerPoint',
      pt: 'Mapas de PowerPoint',
    },
    showInMenu: true,
    children: [
      {
        slug: 'world-maps',
        popular: true,
        name: { en: 'World Maps', fr: 'Cartes du monde', de: 'Weltkarten', es: 'Mapas del mundo', pt: 'Mapas-múndi' },
      },
      {
        slug: 'europe-maps',
        name: {
          en: 'Europe Maps',
          fr: "Cartes de l'Europe",
          de: 'Europakarten',
          es: 'Mapas de Europa',
          pt: 'Mapas da Europa',
        },
      },
      {
        slug: 'usa-maps',
        name: {
          en: 'USA Maps',
          fr: 'Cartes des États-Unis',
          de: 'USA-Karten',
          es: 'Mapas de EE. UU.',
          pt: 'Mapas dos EUA',
        },
      },
      {
        slug: 'country-maps',
        name: {
          en: 'Country Maps',
          fr: 'Cartes de pays',
          de: 'Länderkarten',
          es: 'Mapas de países',
          pt: 'Mapas de países',
        },
      },
    ],
  },
  {
    slug: 'new',
    name: { en: 'New', fr: 'Nouveautés', de: 'Neuheiten', es: 'Novedades', pt: 'Novidades' },
  },
  {
    // The gateway finds this category by url=bundles in English, so the English url must stay "bundles".
    slug: 'bundles',
    name: { en: 'Bundles', fr: 'Packs', de: 'Pakete', es: 'Paquetes', pt: 'Pacotes' },
  },
  {
    slug: 'free',
    name: {
      en: 'Free Slides',
      fr: 'Diapositives gratuites',
      de: 'Kostenlose Folien',
      es: 'Diapositivas gratuitas',
      pt: 'Diapositivos gratuitos',
    },
  },
];
