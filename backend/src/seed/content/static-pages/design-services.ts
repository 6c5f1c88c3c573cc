import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

export const designServicesContent: Localized<ArticleContent> = {
  en: {
    title: 'Design services',
    description:
      'Custom slides, deck redesigns and branded PowerPoint templates by the Slide Shop designers, quoted up front.',
    lead: 'Need something our catalogue does not have? Our designers create custom slides and redesign whole presentations.',
    sections: [
      {
        heading: 'What we do',
        items: [
          'Custom diagrams and infographics from your data or sketches.',
          'Redesign of an existing deck into one consistent, professional look.',
          'Branded PowerPoint templates with your colours, fonts and logo.',
          'Icon sets and maps made to match your presentations.',
        ],
      },
      {
        heading: 'How it works',
        items: [
          'Send us your deck, sketches or a short brief.',
          'Within one business day you receive a fixed quote and a schedule.',
          'You get a first draft; two rounds of changes are included.',
          'You receive the final, fully editable PowerPoint files.',
        ],
        ordered: true,
      },
      {
        heading: 'Tell us about your project',
        paragraphs: ['Every project is quoted up front, per slide or per project: no surprises on the invoice.'],
        action: { label: 'Contact our designers', href: '/contact/' },
      },
    ],
  },
  fr: {
    title: 'Services de conception',
    description:
      'Diapositives sur mesure, refonte de présentations et modèles PowerPoint à vos couleurs par les graphistes de Slide Shop, sur devis.',
    lead: 'Vous ne trouvez pas ce qu’il vous faut dans le catalogue ? Nos graphistes créent des diapositives sur mesure et refont des présentations entières.',
    sections: [
      {
        heading: 'Ce que nous faisons',
        items: [
          'Des diagrammes et infographies sur mesure, à partir de vos données ou de vos croquis.',
          'La refonte d’une présentation existante dans un style cohérent et professionnel.',
          'Des modèles PowerPoint à vos couleurs, avec vos polices et votre logo.',
          'Des jeux d’icônes et des cartes assortis à vos présentations.',
        ],
      },
      {
        heading: 'Comment ça marche',
        items: [
          'Envoyez-nous votre présentation, vos croquis ou un court cahier des charges.',
          'Sous un jour ouvré, vous recevez un devis ferme et un calendrier.',
          'Vous recevez une première version ; deux séries de modifications sont incluses.',
          'Vous recevez les fichiers PowerPoint définitifs, entièrement modifiables.',
        ],
        ordered: true,
      },
      {
        heading: 'Parlez-nous de votre projet',
        paragraphs: [
          'Chaque projet est chiffré à l’avance, à la diapositive ou au projet : aucune surprise sur la facture.',
        ],
        action: { label: 'Contacter nos graphistes', href: '/fr/contact/' },
      },
    ],
  },
  de: {
    title: 'Designservice',
    description:
      'Individuelle Folien, Überarbeitung ganzer Präsentationen und PowerPoint-Vorlagen in Ihrem Corporate Design, zum Festpreis.',
    lead: 'Sie finden nicht, was Sie brauchen? Unsere Designer gestalten individuelle Folien und überarbeiten ganze Präsentationen.',
    sections: [
      {
        heading: 'Was wir machen',
        items: [
          'Individuelle Diagramme und Infografiken aus Ihren Daten oder Skizzen.',
          'Überarbeitung einer bestehenden Präsentation in einem einheitlichen, professionellen Look.',
          'PowerPoint-Vorlagen mit Ihren Farben, Schriften und Ihrem Logo.',
          'Symbolsets und Karten passend zu Ihren Präsentationen.',
        ],
      },
      {
        heading: 'So läuft es ab',
        items: [
          'Senden Sie uns Ihre Präsentation, Skizzen oder ein kurzes Briefing.',
          'Innerhalb eines Werktags erhalten Sie ein Festpreisangebot und einen Zeitplan.',
          'Sie erhalten einen ersten Entwurf; zwei Korrekturrunden sind inklusive.',
          'Sie bekommen die fertigen, vollständig bearbeitbaren PowerPoint-Dateien.',
        ],
        ordered: true,
      },
      {
        heading: 'Erzählen Sie uns von Ihrem Projekt',
        paragraphs: [
          'Jedes Projekt wird vorab kalkuliert, pro Folie oder pauschal: keine Überraschungen auf der Rechnung.',
        ],
        action: { label: 'Unsere Designer kontaktieren', href: '/de/contact/' },
      },
    ],
  },
  es: {
    title: 'Servicios de diseño',
    description:
      'Diapositivas a medida, rediseño de presentaciones y plantillas de PowerPoint con tu marca por los diseñadores de Slide Shop, con presupuesto previo.',
    lead: '¿No encuentras lo que necesitas en el catálogo? Nuestros diseñadores crean diapositivas a medida y rediseñan presentaciones completas.',
    sections: [
      {
        heading: 'Qué hacemos',
        items: [
          'Diagramas e infografías a medida a partir de tus datos o bocetos.',
          'Rediseño de una presentación existente con un estilo coherente y profesional.',
          'Plantillas de PowerPoint con tus colores, fuentes y logotipo.',
          'Conjuntos de iconos y mapas a juego con tus presentaciones.',
        ],
      },
      {
        heading: 'Cómo funciona',
        items: [
          'Envíanos tu presentación, tus bocetos o un breve encargo.',
          'En un día laborable recibes un presupuesto cerrado y un calendario.',
          'Recibes una primera versión; incluye dos rondas de cambios.',
          'Recibes los archivos finales de PowerPoint, totalmente editables.',
        ],
        ordered: true,
      },
      {
        heading: 'Cuéntanos tu proyecto',
        paragraphs: [
          'Cada proyecto se presupuesta por adelantado, por diapositiva o por proyecto: sin sorpresas en la factura.',
        ],
        action: { label: 'Contactar con nuestros diseñadores', href: '/es/contact/' },
      },
    ],
  },
  pt: {
    title: 'Serviços de design',
    description:
      'Diapositivos por medida, redesenho de apresentações e modelos de PowerPoint com a sua marca pelos designers da Slide Shop, com orçamento prévio.',
    lead: 'Não encontra o que precisa no catálogo? Os nossos designers criam diapositivos por medida e redesenham apresentações inteiras.',
    sections: [
      {
        heading: 'O que fazemos',
        items: [
          'Diagramas e infografias por medida, a partir dos seus dados ou esboços.',
          'Redesenho de uma apresentação existente com um estilo coerente e profissional.',
          'Modelos de PowerPoint com as suas cores, tipos de letra e logótipo.',
          'Conjuntos de ícones e mapas a condizer com as suas apresentações.',
        ],
      },
      {
        heading: 'Como funciona',
        items: [
          'Envie-nos a sua apresentação, os seus esboços ou um breve pedido.',
          'Num dia útil recebe um orçamento fechado e um calendário.',
          'Recebe uma primeira versão; estão incluídas duas rondas de alterações.',
          'Recebe os ficheiros finais de PowerPoint, totalmente editáveis.',
        ],
        ordered: true,
      },
      {
        heading: 'Fale-nos do seu projeto',
        paragraphs: [
          'Cada projeto é orçamentado antecipadamente, por diapositivo ou por projeto: sem surpresas na fatura.',
        ],
        action: { label: 'Contactar os nossos designers', href: '/pt/contact/' },
      },
    ],
  },
};
