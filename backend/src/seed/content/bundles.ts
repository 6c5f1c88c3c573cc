import type { Localized } from '../../locales';
import type { Drawing } from './diagram-kinds';

export interface BundleDefinition {
  title: Localized;
  drawing: Drawing;
}

/** Multi-template bundles sold in the "bundles" category. */
export const BUNDLES: BundleDefinition[] = [
  {
    drawing: 'matrix',
    title: {
      en: 'Business Strategy Bundle',
      fr: "Pack stratégie d'entreprise",
      de: 'Unternehmensstrategie-Paket',
      es: 'Paquete de estrategia empresarial',
      pt: 'Pacote de estratégia empresarial',
    },
  },
  {
    drawing: 'funnel',
    title: {
      en: 'Marketing Plan Bundle',
      fr: 'Pack plan marketing',
      de: 'Marketingplan-Paket',
      es: 'Paquete de plan de marketing',
      pt: 'Pacote de plano de marketing',
    },
  },
  {
    drawing: 'gantt',
    title: {
      en: 'Project Management Bundle',
      fr: 'Pack gestion de projet',
      de: 'Projektmanagement-Paket',
      es: 'Paquete de gestión de proyectos',
      pt: 'Pacote de gestão de projetos',
    },
  },
  {
    drawing: 'bar',
    title: {
      en: 'Data Charts Bundle',
      fr: 'Pack graphiques de données',
      de: 'Datendiagramm-Paket',
      es: 'Paquete de gráficos de datos',
      pt: 'Pacote de gráficos de dados',
    },
  },
  {
    drawing: 'map',
    title: {
      en: 'World Maps Bundle',
      fr: 'Pack cartes du monde',
      de: 'Weltkarten-Paket',
      es: 'Paquete de mapas del mundo',
      pt: 'Pacote de mapas-múndi',
    },
  },
  {
    drawing: 'timeline',
    title: {
      en: 'Timeline Bundle',
      fr: 'Pack frises chronologiques',
      de: 'Zeitstrahl-Paket',
      es: 'Paquete de líneas de tiempo',
      pt: 'Pacote de cronogramas',
    },
  },
  {
    drawing: 'process',
    title: {
      en: 'Process Diagram Bundle',
      fr: 'Pack diagrammes de processus',
      de: 'Prozessdiagramm-Paket',
      es: 'Paquete de diagramas de procesos',
      pt: 'Pacote de diagramas de processos',
    },
  },
  {
    drawing: 'icons',
    title: {
      en: 'Icon Mega Bundle',
      fr: "Méga-pack d'icônes",
      de: 'Mega-Symbolpaket',
      es: 'Megapaquete de iconos',
      pt: 'Megapacote de ícones',
    },
  },
  {
    drawing: 'pyramid',
    title: {
      en: 'Startup Pitch Deck Bundle',
      fr: 'Pack pitch deck pour start-up',
      de: 'Pitch-Deck-Paket für Start-ups',
      es: 'Paquete de pitch deck para startups',
      pt: 'Pacote de pitch deck para startups',
    },
  },
  {
    drawing: 'pie',
    title: {
      en: 'Financial Report Bundle',
      fr: 'Pack rapports financiers',
      de: 'Finanzbericht-Paket',
      es: 'Paquete de informes financieros',
      pt: 'Pacote de relatórios financeiros',
    },
  },
];

/** The free sample diagram offered for newsletter sign-ups (its English url comes from FREE_SAMPLE_URL). */
export const FREE_SAMPLE_TITLE: Localized = {
  en: 'Free Process Diagram Sample',
  fr: 'Exemple gratuit de diagramme de processus',
  de: 'Kostenloses Prozessdiagramm-Beispiel',
  es: 'Muestra gratuita de diagrama de procesos',
  pt: 'Amostra gratuita de diagrama de processo',
};
