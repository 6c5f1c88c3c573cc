import type { Localized } from '../../../locales';
import type { FaqContent } from './types';

export const faqContent: Localized<FaqContent> = {
  en: {
    title: 'Frequently asked questions',
    description: 'Answers about our slide templates: file formats, licences, downloads, editing and refunds.',
    lead: 'Everything you need to know about our slide templates. Can’t find your answer? Write to us: we reply within one business day.',
    groups: [
      {
        heading: 'Formats and software',
        entries: [
          {
            question: 'Which file format are the templates in?',
            answer:
              'Every template is a PowerPoint file (.pptx) in 16:9 widescreen format. The same file opens in Keynote and Google Slides; a few effects can look slightly different there.',
          },
          {
            question: 'Which versions of PowerPoint are supported?',
            answer: 'PowerPoint 2013 or later on Windows, PowerPoint 2016 or later on Mac, and PowerPoint for the web.',
          },
        ],
      },
      {
        heading: 'Licences',
        entries: [
          {
            question: 'What does the Single user licence allow?',
            answer:
              'One person may use the template in as many presentations as they like, for their own work or for clients, commercial projects included. The template files themselves may not be resold or shared.',
          },
          {
            question: 'Can my whole team use a template?',
            answer:
              'Each person who edits the file needs their own licence. For teams, a subscription plan is usually the better deal; for larger teams, contact us about a multi-user licence.',
          },
        ],
      },
      {
        heading: 'Downloads',
        entries: [
          {
            question: 'How do I download a template after paying?',
            answer:
              'Right after payment you land on your download page, with a link for each template. We also send the link by email, so you can come back to it later.',
          },
          {
            question: 'I lost my download link. What now?',
            answer: 'Write to us from the email address you ordered with and we will send you a new link.',
          },
        ],
      },
      {
        heading: 'Editing',
        entries: [
          {
            question: 'Can I change the colours, texts and icons?',
            answer:
              'Yes. Every element is a native PowerPoint shape: recolour it, retype it, resize it without losing quality. Most templates follow your theme colours, so one click restyles the whole slide.',
          },
          {
            question: 'Do I need to install any fonts?',
            answer: 'No. The templates use fonts that come with PowerPoint, or your presentation’s own theme font.',
          },
        ],
      },
      {
        heading: 'Refunds',
        entries: [
          {
            question: 'Can I get a refund?',
            answer:
              'If a template does not open or does not match its description, write to us within 14 days of purchase: we will fix the problem or refund you in full.',
          },
          {
            question: 'Can I try a template before buying?',
            answer:
              'Yes: the free slide sample is a complete template you can download for free, to check that it works with your software.',
          },
        ],
      },
    ],
  },
  fr: {
    title: 'Questions fréquentes',
    description:
      'Réponses sur nos modèles de diapositives : formats de fichier, licences, téléchargements, modification et remboursements.',
    lead: 'Tout ce qu’il faut savoir sur nos modèles de diapositives. Vous ne trouvez pas votre réponse ? Écrivez-nous : nous répondons sous un jour ouvré.',
    groups: [
      {
        heading: 'Formats et logiciels',
        entries: [
          {
            question: 'Dans quel format sont les modèles ?',
            answer:
              'Chaque modèle est un fichier PowerPoint (.pptx) au format large 16:9. Le même fichier s’ouvre dans Keynote et Google Slides ; certains effets peuvent y être légèrement différents.',
          },
          {
            question: 'Quelles versions de PowerPoint sont prises en charge ?',
            answer:
              'PowerPoint 2013 ou plus récent sous Windows, PowerPoint 2016 ou plus récent sur Mac, ainsi que PowerPoint pour le web.',
          },
        ],
      },
      {
        heading: 'Licences',
        entries: [
          {
            question: 'Que permet la licence Utilisateur unique ?',
            answer:
              'Une personne peut utiliser le modèle dans autant de présentations qu’elle le souhaite, pour son propre travail ou pour des clients, projets commerciaux compris. Les fichiers du modèle ne peuvent être ni revendus ni partagés.',
          },
          {
            question: 'Toute mon équipe peut-elle utiliser un modèle ?',
            answer:
              'Chaque personne qui modifie le fichier a besoin de sa propre licence. Pour une équipe, un abonnement est généralement plus avantageux ; pour une grande équipe, contactez-nous pour une licence multi-utilisateur.',
          },
        ],
      },
      {
        heading: 'Téléchargements',
        entries: [
          {
            question: 'Comment télécharger un modèle après le paiement ?',
            answer:
              'Juste après le paiement, vous arrivez sur votre page de téléchargement, avec un lien pour chaque modèle. Nous vous envoyons aussi le lien par e-mail pour y revenir plus tard.',
          },
          {
            question: 'J’ai perdu mon lien de téléchargement. Que faire ?',
            answer:
              'Écrivez-nous depuis l’adresse e-mail utilisée pour la commande et nous vous enverrons un nouveau lien.',
          },
        ],
      },
      {
        heading: 'Modification',
        entries: [
          {
            question: 'Puis-je changer les couleurs, les textes et les icônes ?',
            answer:
              'Oui. Chaque élément est une forme PowerPoint native : changez sa couleur, son texte ou sa taille sans perte de qualité. La plupart des modèles suivent les couleurs de votre thème : un clic suffit pour adapter toute la diapositive.',
          },
          {
            question: 'Dois-je installer des polices ?',
            answer:
              'Non. Les modèles utilisent des polices fournies avec PowerPoint, ou la police du thème de votre présentation.',
          },
        ],
      },
      {
        heading: 'Remboursements',
        entries: [
          {
            question: 'Puis-je être remboursé ?',
            answer:
              'Si un modèle ne s’ouvre pas ou ne correspond pas à sa description, écrivez-nous dans les 14 jours suivant l’achat : nous corrigerons le problème ou vous rembourserons intégralement.',
          },
          {
            question: 'Puis-je essayer un modèle avant de l’acheter ?',
            answer:
              'Oui : la diapositive gratuite est un modèle complet à télécharger gratuitement, pour vérifier qu’il fonctionne avec votre logiciel.',
          },
        ],
      },
    ],
  },
  de: {
    title: 'Häufige Fragen',
    description:
      'Antworten zu unseren Folienvorlagen: Dateiformate, Lizenzen, Downloads, Bearbeitung und Erstattungen.',
    lead: 'Alles Wichtige zu unseren Folienvorlagen. Ihre Frage ist nicht dabei? Schreiben Sie uns: Wir antworten innerhalb eines Werktags.',
    groups: [
      {
        heading: 'Formate und Software',
        entries: [
          {
            question: 'In welchem Dateiformat sind die Vorlagen?',
            answer:
              'Jede Vorlage ist eine PowerPoint-Datei (.pptx) im Breitbildformat 16:9. Dieselbe Datei lässt sich in Keynote und Google Präsentationen öffnen; einzelne Effekte können dort etwas anders aussehen.',
          },
          {
            question: 'Welche PowerPoint-Versionen werden unterstützt?',
            answer:
              'PowerPoint 2013 oder neuer unter Windows, PowerPoint 2016 oder neuer auf dem Mac sowie PowerPoint für das Web.',
          },
        ],
      },
      {
        heading: 'Lizenzen',
        entries: [
          {
            question: 'Was erlaubt die Einzelnutzer-Lizenz?',
            answer:
              'Eine Person darf die Vorlage in beliebig vielen Präsentationen verwenden, für eigene Arbeit oder für Kunden, auch kommerziell. Die Vorlagendateien selbst dürfen weder weiterverkauft noch weitergegeben werden.',
          },
          {
            question: 'Darf mein ganzes Team eine Vorlage nutzen?',
            answer:
              'Jede Person, die die Datei bearbeitet, braucht eine eigene Lizenz. Für Teams ist ein Abonnement meist günstiger; für größere Teams bieten wir auf Anfrage eine Mehrbenutzer-Lizenz an.',
          },
        ],
      },
      {
        heading: 'Downloads',
        entries: [
          {
            question: 'Wie lade ich eine Vorlage nach dem Bezahlen herunter?',
            answer:
              'Direkt nach der Zahlung gelangen Sie auf Ihre Download-Seite mit einem Link für jede Vorlage. Den Link senden wir Ihnen außerdem per E-Mail, damit Sie später darauf zurückgreifen können.',
          },
          {
            question: 'Ich habe meinen Download-Link verloren. Was nun?',
            answer:
              'Schreiben Sie uns von der E-Mail-Adresse, mit der Sie bestellt haben, und wir senden Ihnen einen neuen Link.',
          },
        ],
      },
      {
        heading: 'Bearbeitung',
        entries: [
          {
            question: 'Kann ich Farben, Texte und Symbole ändern?',
            answer:
              'Ja. Jedes Element ist eine native PowerPoint-Form: Farbe, Text und Größe lassen sich ohne Qualitätsverlust ändern. Die meisten Vorlagen übernehmen Ihre Designfarben, sodass ein Klick die ganze Folie anpasst.',
          },
          {
            question: 'Muss ich Schriftarten installieren?',
            answer:
              'Nein. Die Vorlagen verwenden Schriftarten, die mit PowerPoint geliefert werden, oder die Designschrift Ihrer Präsentation.',
          },
        ],
      },
      {
        heading: 'Erstattungen',
        entries: [
          {
            question: 'Bekomme ich mein Geld zurück?',
            answer:
              'Wenn sich eine Vorlage nicht öffnen lässt oder nicht ihrer Beschreibung entspricht, schreiben Sie uns innerhalb von 14 Tagen nach dem Kauf: Wir beheben das Problem oder erstatten den vollen Betrag.',
          },
          {
            question: 'Kann ich eine Vorlage vor dem Kauf testen?',
            answer:
              'Ja: Die kostenlose Beispielfolie ist eine vollständige Vorlage zum Gratis-Download, mit der Sie prüfen können, ob alles mit Ihrer Software funktioniert.',
          },
        ],
      },
    ],
  },
  es: {
    title: 'Preguntas frecuentes',
    description:
      'Respuestas sobre nuestras plantillas de diapositivas: formatos, licencias, descargas, edición y reembolsos.',
    lead: 'Todo lo que necesitas saber sobre nuestras plantillas de diapositivas. ¿No encuentras tu respuesta? Escríbenos: respondemos en un día laborable.',
    groups: [
      {
        heading: 'Formatos y programas',
        entries: [
          {
            question: '¿En qué formato están las plantillas?',
            answer:
              'Cada plantilla es un archivo de PowerPoint (.pptx) en formato panorámico 16:9. El mismo archivo se abre en Keynote y Google Slides; algunos efectos pueden verse ligeramente distintos.',
          },
          {
            question: '¿Qué versiones de PowerPoint son compatibles?',
            answer:
              'PowerPoint 2013 o posterior en Windows, PowerPoint 2016 o posterior en Mac y PowerPoint para la web.',
          },
        ],
      },
      {
        heading: 'Licencias',
        entries: [
          {
            question: '¿Qué permite la licencia de usuario único?',
            answer:
              'Una persona puede usar la plantilla en todas las presentaciones que quiera, para su propio trabajo o para clientes, incluidos proyectos comerciales. Los archivos de la plantilla no se pueden revender ni compartir.',
          },
          {
            question: '¿Puede usar una plantilla todo mi equipo?',
            answer:
              'Cada persona que edite el archivo necesita su propia licencia. Para equipos, una suscripción suele salir más a cuenta; para equipos grandes, consúltanos una licencia multiusuario.',
          },
        ],
      },
      {
        heading: 'Descargas',
        entries: [
          {
            question: '¿Cómo descargo una plantilla después de pagar?',
            answer:
              'Justo después del pago llegas a tu página de descarga, con un enlace para cada plantilla. También te enviamos el enlace por correo electrónico para que puedas volver más tarde.',
          },
          {
            question: 'He perdido mi enlace de descarga. ¿Qué hago?',
            answer:
              'Escríbenos desde el correo electrónico con el que hiciste el pedido y te enviaremos un enlace nuevo.',
          },
        ],
      },
      {
        heading: 'Edición',
        entries: [
          {
            question: '¿Puedo cambiar los colores, los textos y los iconos?',
            answer:
              'Sí. Cada elemento es una forma nativa de PowerPoint: cambia su color, su texto o su tamaño sin perder calidad. La mayoría de las plantillas siguen los colores de tu tema, así que un clic adapta toda la diapositiva.',
          },
          {
            question: '¿Tengo que instalar fuentes?',
            answer: 'No. Las plantillas usan fuentes incluidas en PowerPoint o la fuente del tema de tu presentación.',
          },
        ],
      },
      {
        heading: 'Reembolsos',
        entries: [
          {
            question: '¿Puedo pedir un reembolso?',
            answer:
              'Si una plantilla no se abre o no coincide con su descripción, escríbenos en los 14 días siguientes a la compra: resolveremos el problema o te devolveremos el importe completo.',
          },
          {
            question: '¿Puedo probar una plantilla antes de comprarla?',
            answer:
              'Sí: la diapositiva de muestra gratis es una plantilla completa que puedes descargar sin coste para comprobar que funciona con tu programa.',
          },
        ],
      },
    ],
  },
  pt: {
    title: 'Perguntas frequentes',
    description:
      'Respostas sobre os nossos modelos de diapositivos: formatos, licenças, transferências, edição e reembolsos.',
    lead: 'Tudo o que precisa de saber sobre os nossos modelos de diapositivos. Não encontra a resposta? Escreva-nos: respondemos num dia útil.',
    groups: [
      {
        heading: 'Formatos e programas',
        entries: [
          {
            question: 'Em que formato estão os modelos?',
            answer:
              'Cada modelo é um ficheiro PowerPoint (.pptx) em formato panorâmico 16:9. O mesmo ficheiro abre no Keynote e no Google Slides; alguns efeitos podem ficar ligeiramente diferentes.',
          },
          {
            question: 'Que versões do PowerPoint são suportadas?',
            answer:
              'PowerPoint 2013 ou posterior no Windows, PowerPoint 2016 ou posterior no Mac e o PowerPoint para a web.',
          },
        ],
      },
      {
        heading: 'Licenças',
        entries: [
          {
            question: 'O que permite a licença de utilizador único?',
            answer:
              'Uma pessoa pode usar o modelo em quantas apresentações quiser, para o seu próprio trabalho ou para clientes, incluindo projetos comerciais. Os ficheiros do modelo não podem ser revendidos nem partilhados.',
          },
          {
            question: 'A minha equipa toda pode usar um modelo?',
            answer:
              'Cada pessoa que edita o ficheiro precisa da sua própria licença. Para equipas, uma subscrição costuma compensar mais; para equipas grandes, contacte-nos sobre uma licença multiutilizador.',
          },
        ],
      },
      {
        heading: 'Transferências',
        entries: [
          {
            question: 'Como transfiro um modelo depois de pagar?',
            answer:
              'Logo após o pagamento chega à sua página de transferência, com uma ligação para cada modelo. Também lhe enviamos a ligação por e-mail, para poder voltar mais tarde.',
          },
          {
            question: 'Perdi a minha ligação de transferência. E agora?',
            answer: 'Escreva-nos a partir do e-mail com que fez a encomenda e enviamos-lhe uma nova ligação.',
          },
        ],
      },
      {
        heading: 'Edição',
        entries: [
          {
            question: 'Posso mudar as cores, os textos e os ícones?',
            answer:
              'Sim. Cada elemento é uma forma nativa do PowerPoint: mude a cor, o texto ou o tamanho sem perder qualidade. A maioria dos modelos segue as cores do seu tema, por isso um clique adapta o diapositivo inteiro.',
          },
          {
            question: 'Preciso de instalar tipos de letra?',
            answer:
              'Não. Os modelos usam tipos de letra incluídos no PowerPoint ou o tipo de letra do tema da sua apresentação.',
          },
        ],
      },
      {
        heading: 'Reembolsos',
        entries: [
          {
            question: 'Posso pedir um reembolso?',
            answer:
              'Se um modelo não abrir ou não corresponder à descrição, escreva-nos nos 14 dias seguintes à compra: resolvemos o problema ou devolvemos o valor total.',
          },
          {
            question: 'Posso experimentar um modelo antes de comprar?',
            answer:
              'Sim: o diapositivo de amostra grátis é um modelo completo que pode transferir sem custos, para confirmar que funciona com o seu programa.',
          },
        ],
      },
    ],
  },
};
