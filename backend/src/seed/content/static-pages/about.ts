import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

export const aboutContent: Localized<ArticleContent> = {
  en: {
    title: 'About us',
    description:
      'Slide Shop designs editable PowerPoint diagrams, charts, icons and maps that help people explain ideas clearly.',
    lead: 'We design presentation templates that help people explain their ideas clearly, in less time.',
    sections: [
      {
        heading: 'What we make',
        paragraphs: [
          'Diagrams, data charts, icons and maps for PowerPoint, from simple process flows to complete content-ready slides. Every shape is native and fully editable, so a template becomes your slide in minutes.',
        ],
      },
      {
        heading: 'How we work',
        paragraphs: [
          'Our designers work with consultants and trainers who present for a living. Each template is tested in PowerPoint, Keynote and Google Slides before it reaches the shop.',
        ],
      },
      {
        heading: 'In your language and currency',
        paragraphs: [
          'The shop speaks English, French, German, Spanish and Portuguese, and shows prices in your currency. Many templates come in all five languages.',
        ],
      },
      {
        heading: 'Our promise',
        items: [
          'Clear licences: buy once, use in as many presentations as you like.',
          'No subscription required: subscriptions are there if you need many templates.',
          'Real people answer your messages, within one business day.',
        ],
      },
    ],
  },
  fr: {
    title: 'À propos de nous',
    description:
      'Slide Shop conçoit des diagrammes, graphiques, icônes et cartes PowerPoint modifiables qui aident à présenter ses idées clairement.',
    lead: 'Nous concevons des modèles de présentation qui aident chacun à expliquer ses idées clairement, en moins de temps.',
    sections: [
      {
        heading: 'Ce que nous créons',
        paragraphs: [
          'Des diagrammes, graphiques de données, icônes et cartes pour PowerPoint, du simple flux de processus aux diapositives prêtes à l’emploi. Chaque forme est native et entièrement modifiable : un modèle devient votre diapositive en quelques minutes.',
        ],
      },
      {
        heading: 'Notre façon de travailler',
        paragraphs: [
          'Nos graphistes travaillent avec des consultants et des formateurs dont la présentation est le métier. Chaque modèle est testé dans PowerPoint, Keynote et Google Slides avant d’arriver dans la boutique.',
        ],
      },
      {
        heading: 'Dans votre langue et votre devise',
        paragraphs: [
          'La boutique parle anglais, français, allemand, espagnol et portugais, et affiche les prix dans votre devise. De nombreux modèles existent dans les cinq langues.',
        ],
      },
      {
        heading: 'Nos engagements',
        items: [
          'Des licences claires : achetez une fois, utilisez dans autant de présentations que vous voulez.',
          'Aucun abonnement obligatoire : l’abonnement est là si vous avez besoin de nombreux modèles.',
          'De vraies personnes répondent à vos messages, sous un jour ouvré.',
        ],
      },
    ],
  },
  de: {
    title: 'Über uns',
    description:
      'Slide Shop gestaltet bearbeitbare PowerPoint-Diagramme, -Grafiken, -Symbole und -Karten, mit denen sich Ideen klar erklären lassen.',
    lead: 'Wir gestalten Präsentationsvorlagen, mit denen Menschen ihre Ideen klarer und schneller erklären.',
    sections: [
      {
        heading: 'Was wir machen',
        paragraphs: [
          'Diagramme, Datengrafiken, Symbole und Karten für PowerPoint, vom einfachen Prozessablauf bis zur fertigen Inhaltsfolie. Jede Form ist nativ und vollständig bearbeitbar, so wird aus einer Vorlage in wenigen Minuten Ihre Folie.',
        ],
      },
      {
        heading: 'Wie wir arbeiten',
        paragraphs: [
          'Unsere Designer arbeiten mit Beratern und Trainern zusammen, die beruflich präsentieren. Jede Vorlage wird in PowerPoint, Keynote und Google Präsentationen getestet, bevor sie in den Shop kommt.',
        ],
      },
      {
        heading: 'In Ihrer Sprache und Währung',
        paragraphs: [
          'Der Shop spricht Englisch, Französisch, Deutsch, Spanisch und Portugiesisch und zeigt Preise in Ihrer Währung. Viele Vorlagen gibt es in allen fünf Sprachen.',
        ],
      },
      {
        heading: 'Unser Versprechen',
        items: [
          'Klare Lizenzen: einmal kaufen, in beliebig vielen Präsentationen verwenden.',
          'Kein Abo nötig: Das Abonnement gibt es für alle, die viele Vorlagen brauchen.',
          'Echte Menschen beantworten Ihre Nachrichten, innerhalb eines Werktags.',
        ],
      },
    ],
  },
  es: {
    title: 'Sobre nosotros',
    description:
      'Slide Shop diseña diagramas, gráficos, iconos y mapas editables para PowerPoint que ayudan a explicar ideas con claridad.',
    lead: 'Diseñamos plantillas de presentación que ayudan a explicar las ideas con claridad y en menos tiempo.',
    sections: [
      {
        heading: 'Qué hacemos',
        paragraphs: [
          'Diagramas, gráficos de datos, iconos y mapas para PowerPoint, desde un sencillo flujo de procesos hasta diapositivas listas para usar. Cada forma es nativa y totalmente editable, así que una plantilla se convierte en tu diapositiva en minutos.',
        ],
      },
      {
        heading: 'Cómo trabajamos',
        paragraphs: [
          'Nuestros diseñadores trabajan con consultores y formadores que presentan a diario. Cada plantilla se prueba en PowerPoint, Keynote y Google Slides antes de llegar a la tienda.',
        ],
      },
      {
        heading: 'En tu idioma y tu moneda',
        paragraphs: [
          'La tienda habla inglés, francés, alemán, español y portugués, y muestra los precios en tu moneda. Muchas plantillas están disponibles en los cinco idiomas.',
        ],
      },
      {
        heading: 'Nuestro compromiso',
        items: [
          'Licencias claras: compra una vez y úsala en todas las presentaciones que quieras.',
          'Sin suscripción obligatoria: la suscripción está ahí si necesitas muchas plantillas.',
          'Personas de verdad responden a tus mensajes en un día laborable.',
        ],
      },
    ],
  },
  pt: {
    title: 'Sobre nós',
    description:
      'A Slide Shop cria diagramas, gráficos, ícones e mapas editáveis para PowerPoint que ajudam a explicar ideias com clareza.',
    lead: 'Criamos modelos de apresentação que ajudam as pessoas a explicar as suas ideias com clareza, em menos tempo.',
    sections: [
      {
        heading: 'O que fazemos',
        paragraphs: [
          'Diagramas, gráficos de dados, ícones e mapas para PowerPoint, desde um simples fluxo de processos até diapositivos prontos a usar. Cada forma é nativa e totalmente editável, por isso um modelo torna-se o seu diapositivo em minutos.',
        ],
      },
      {
        heading: 'Como trabalhamos',
        paragraphs: [
          'Os nossos designers trabalham com consultores e formadores que fazem apresentações todos os dias. Cada modelo é testado no PowerPoint, no Keynote e no Google Slides antes de chegar à loja.',
        ],
      },
      {
        heading: 'Na sua língua e moeda',
        paragraphs: [
          'A loja fala inglês, francês, alemão, espanhol e português, e mostra os preços na sua moeda. Muitos modelos existem nas cinco línguas.',
        ],
      },
      {
        heading: 'O nosso compromisso',
        items: [
          'Licenças claras: compre uma vez e use em quantas apresentações quiser.',
          'Sem subscrição obrigatória: a subscrição existe para quem precisa de muitos modelos.',
          'Pessoas reais respondem às suas mensagens, num dia útil.',
        ],
      },
    ],
  },
};
