import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

export const knowHowContent: Localized<ArticleContent> = {
  en: {
    title: 'Presentation know-how',
    description:
      'Practical advice for clearer slides: one idea per slide, the right diagram for your message, colour and short text.',
    lead: 'Short, practical advice for slides people understand at a glance and remember afterwards.',
    sections: [
      {
        heading: 'One idea per slide',
        paragraphs: [
          'Write the slide’s message as its title, as a full sentence: “Sales doubled after the spring campaign” says more than “Sales”. If you need two sentences, you need two slides.',
        ],
      },
      {
        heading: 'Let the diagram carry the structure',
        items: [
          'A sequence of steps: a process flow or a timeline.',
          'A comparison: two columns, or a bar chart with few bars.',
          'Parts of a whole: a pie chart with five slices at most, or a stacked bar.',
          'A hierarchy: an org chart or a pyramid.',
        ],
      },
      {
        heading: 'Use colour to point, not to decorate',
        paragraphs: [
          'Keep most of the slide neutral and give one accent colour to the element you talk about. Your audience looks where the colour is.',
        ],
      },
      {
        heading: 'Keep text short',
        paragraphs: [
          'Slides support what you say; they do not replace it. Three bullets of a few words each are plenty, and the details belong in your notes or a handout.',
        ],
      },
      {
        heading: 'Make a template yours in five minutes',
        items: [
          'Apply your theme colours: most of our templates follow them automatically.',
          'Replace the placeholder texts with your own message.',
          'Swap icons for ones from the same set, so the style stays consistent.',
          'Delete what you do not need: an empty space is better than a filler.',
        ],
        ordered: true,
      },
    ],
  },
  fr: {
    title: 'Savoir-faire en présentation',
    description:
      'Des conseils pratiques pour des diapositives plus claires : une idée par diapositive, le bon diagramme, la couleur et des textes courts.',
    lead: 'Des conseils courts et pratiques pour des diapositives comprises d’un coup d’œil et dont on se souvient.',
    sections: [
      {
        heading: 'Une idée par diapositive',
        paragraphs: [
          'Écrivez le message de la diapositive en titre, sous forme de phrase : « Les ventes ont doublé après la campagne de printemps » en dit plus que « Ventes ». S’il vous faut deux phrases, il vous faut deux diapositives.',
        ],
      },
      {
        heading: 'Laissez le diagramme porter la structure',
        items: [
          'Une suite d’étapes : un flux de processus ou une frise chronologique.',
          'Une comparaison : deux colonnes, ou un graphique à quelques barres.',
          'Les parts d’un tout : un graphique circulaire de cinq parts au plus, ou une barre empilée.',
          'Une hiérarchie : un organigramme ou une pyramide.',
        ],
      },
      {
        heading: 'La couleur pour montrer, pas pour décorer',
        paragraphs: [
          'Gardez l’essentiel de la diapositive neutre et réservez une couleur d’accent à l’élément dont vous parlez. Le public regarde là où est la couleur.',
        ],
      },
      {
        heading: 'Des textes courts',
        paragraphs: [
          'Les diapositives accompagnent votre discours, elles ne le remplacent pas. Trois puces de quelques mots suffisent ; les détails ont leur place dans vos notes ou un document à distribuer.',
        ],
      },
      {
        heading: 'Adaptez un modèle en cinq minutes',
        items: [
          'Appliquez les couleurs de votre thème : la plupart de nos modèles les suivent automatiquement.',
          'Remplacez les textes d’exemple par votre message.',
          'Changez les icônes pour d’autres du même jeu, afin de garder un style cohérent.',
          'Supprimez ce qui ne sert pas : un espace vide vaut mieux qu’un remplissage.',
        ],
        ordered: true,
      },
    ],
  },
  de: {
    title: 'Präsentationswissen',
    description:
      'Praktische Tipps für klarere Folien: eine Idee pro Folie, das passende Diagramm, gezielte Farbe und kurze Texte.',
    lead: 'Kurze, praktische Tipps für Folien, die man auf einen Blick versteht und im Gedächtnis behält.',
    sections: [
      {
        heading: 'Eine Idee pro Folie',
        paragraphs: [
          'Schreiben Sie die Botschaft der Folie als ganzen Satz in den Titel: „Der Umsatz hat sich nach der Frühjahrskampagne verdoppelt“ sagt mehr als „Umsatz“. Brauchen Sie zwei Sätze, brauchen Sie zwei Folien.',
        ],
      },
      {
        heading: 'Das Diagramm trägt die Struktur',
        items: [
          'Eine Abfolge von Schritten: ein Prozessablauf oder ein Zeitstrahl.',
          'Ein Vergleich: zwei Spalten oder ein Balkendiagramm mit wenigen Balken.',
          'Teile eines Ganzen: ein Kreisdiagramm mit höchstens fünf Segmenten oder ein gestapelter Balken.',
          'Eine Hierarchie: ein Organigramm oder eine Pyramide.',
        ],
      },
      {
        heading: 'Farbe zum Zeigen, nicht zum Schmücken',
        paragraphs: [
          'Halten Sie den Großteil der Folie neutral und geben Sie dem Element, über das Sie sprechen, eine Akzentfarbe. Das Publikum schaut dorthin, wo die Farbe ist.',
        ],
      },
      {
        heading: 'Kurze Texte',
        paragraphs: [
          'Folien unterstützen Ihren Vortrag, sie ersetzen ihn nicht. Drei Aufzählungspunkte mit wenigen Wörtern genügen; Details gehören in die Notizen oder ein Handout.',
        ],
      },
      {
        heading: 'Eine Vorlage in fünf Minuten anpassen',
        items: [
          'Wenden Sie Ihre Designfarben an: Die meisten unserer Vorlagen übernehmen sie automatisch.',
          'Ersetzen Sie die Platzhaltertexte durch Ihre Botschaft.',
          'Tauschen Sie Symbole gegen andere aus demselben Set, damit der Stil einheitlich bleibt.',
          'Löschen Sie, was Sie nicht brauchen: Leerraum ist besser als Füllmaterial.',
        ],
        ordered: true,
      },
    ],
  },
  es: {
    title: 'Consejos de presentación',
    description:
      'Consejos prácticos para diapositivas más claras: una idea por diapositiva, el diagrama adecuado, el color y textos breves.',
    lead: 'Consejos breves y prácticos para diapositivas que se entienden de un vistazo y se recuerdan después.',
    sections: [
      {
        heading: 'Una idea por diapositiva',
        paragraphs: [
          'Escribe el mensaje de la diapositiva como título, en una frase completa: «Las ventas se duplicaron tras la campaña de primavera» dice más que «Ventas». Si necesitas dos frases, necesitas dos diapositivas.',
        ],
      },
      {
        heading: 'Deja que el diagrama lleve la estructura',
        items: [
          'Una secuencia de pasos: un flujo de procesos o una línea de tiempo.',
          'Una comparación: dos columnas o un gráfico con pocas barras.',
          'Las partes de un todo: un gráfico circular de cinco porciones como máximo o una barra apilada.',
          'Una jerarquía: un organigrama o una pirámide.',
        ],
      },
      {
        heading: 'El color para señalar, no para decorar',
        paragraphs: [
          'Mantén neutra la mayor parte de la diapositiva y da un color de acento al elemento del que hablas. El público mira donde está el color.',
        ],
      },
      {
        heading: 'Textos breves',
        paragraphs: [
          'Las diapositivas acompañan lo que dices, no lo sustituyen. Tres viñetas de pocas palabras son suficientes; los detalles van en tus notas o en un documento aparte.',
        ],
      },
      {
        heading: 'Haz tuya una plantilla en cinco minutos',
        items: [
          'Aplica los colores de tu tema: la mayoría de nuestras plantillas los siguen automáticamente.',
          'Sustituye los textos de ejemplo por tu mensaje.',
          'Cambia los iconos por otros del mismo conjunto para mantener un estilo coherente.',
          'Elimina lo que no necesites: un espacio vacío es mejor que un relleno.',
        ],
        ordered: true,
      },
    ],
  },
  pt: {
    title: 'Dicas de apresentação',
    description:
      'Conselhos práticos para diapositivos mais claros: uma ideia por diapositivo, o diagrama certo, a cor e textos curtos.',
    lead: 'Conselhos curtos e práticos para diapositivos que se compreendem num relance e ficam na memória.',
    sections: [
      {
        heading: 'Uma ideia por diapositivo',
        paragraphs: [
          'Escreva a mensagem do diapositivo no título, como uma frase completa: «As vendas duplicaram após a campanha de primavera» diz mais do que «Vendas». Se precisa de duas frases, precisa de dois diapositivos.',
        ],
      },
      {
        heading: 'Deixe o diagrama dar a estrutura',
        items: [
          'Uma sequência de passos: um fluxo de processos ou um cronograma.',
          'Uma comparação: duas colunas ou um gráfico com poucas barras.',
          'As partes de um todo: um gráfico circular com cinco fatias no máximo, ou uma barra empilhada.',
          'Uma hierarquia: um organograma ou uma pirâmide.',
        ],
      },
      {
        heading: 'A cor serve para apontar, não para decorar',
        paragraphs: [
          'Mantenha a maior parte do diapositivo neutra e dê uma cor de destaque ao elemento de que está a falar. O público olha para onde está a cor.',
        ],
      },
      {
        heading: 'Textos curtos',
        paragraphs: [
          'Os diapositivos acompanham o que diz, não o substituem. Três marcadores com poucas palavras chegam; os pormenores ficam nas notas ou num documento à parte.',
        ],
      },
      {
        heading: 'Torne um modelo seu em cinco minutos',
        items: [
          'Aplique as cores do seu tema: a maioria dos nossos modelos segue-as automaticamente.',
          'Substitua os textos de exemplo pela sua mensagem.',
          'Troque ícones por outros do mesmo conjunto, para manter um estilo coerente.',
          'Apague o que não precisa: um espaço vazio é melhor do que um enchimento.',
        ],
        ordered: true,
      },
    ],
  },
};
