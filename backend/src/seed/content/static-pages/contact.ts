import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

const email = { label: 'support@slideshop.example', href: 'mailto:support@slideshop.example' };

/** The "terms" section is the /contact/#terms anchor of spec §2: terms and privacy in brief. */
export const contactContent: Localized<ArticleContent> = {
  en: {
    title: 'Contact us',
    description:
      'Questions about a template, an order or a licence? Write to Slide Shop: we answer within one business day.',
    lead: 'Questions about a template, an order or a licence? We answer every message within one business day.',
    sections: [
      {
        heading: 'Write to us',
        paragraphs: ['For orders, please include your order number: we can help you faster.'],
        action: email,
      },
      {
        heading: 'Chat with us',
        paragraphs: [
          'Open the chat in the bottom corner of any page, Monday to Friday from 9:00 to 17:00 (Central European Time).',
        ],
      },
      {
        id: 'terms',
        heading: 'Terms and privacy',
        items: [
          'Purchases are governed by our terms of service; every template comes with the Single user licence unless stated otherwise.',
          'We collect only what an order needs: your email address, the templates you buy and your payment confirmation. Card details go straight to our payment provider; we never see them.',
          'We send the newsletter only if you sign up for it, and every issue has an unsubscribe link.',
          'Two cookies keep your choices: your language and your time zone, which sets the currency of prices.',
          'You may ask to see, correct or delete your data at any time by writing to us.',
        ],
        action: { label: 'Read the terms of service', href: '/terms/' },
      },
    ],
  },
  fr: {
    title: 'Nous contacter',
    description:
      'Une question sur un modèle, une commande ou une licence ? Écrivez à Slide Shop : nous répondons sous un jour ouvré.',
    lead: 'Une question sur un modèle, une commande ou une licence ? Nous répondons à chaque message sous un jour ouvré.',
    sections: [
      {
        heading: 'Écrivez-nous',
        paragraphs: ['Pour une commande, indiquez votre numéro de commande : nous pourrons vous aider plus vite.'],
        action: email,
      },
      {
        heading: 'Discutez avec nous',
        paragraphs: [
          'Ouvrez le chat en bas de n’importe quelle page, du lundi au vendredi de 9 h à 17 h (heure d’Europe centrale).',
        ],
      },
      {
        id: 'terms',
        heading: 'Conditions et confidentialité',
        items: [
          'Les achats sont régis par nos conditions d’utilisation ; chaque modèle est fourni avec la licence Utilisateur unique, sauf mention contraire.',
          'Nous ne collectons que ce qu’exige une commande : votre adresse e-mail, les modèles achetés et la confirmation de paiement. Vos données de carte vont directement à notre prestataire de paiement ; nous ne les voyons jamais.',
          'Nous n’envoyons la newsletter que si vous vous y inscrivez, et chaque envoi contient un lien de désinscription.',
          'Deux cookies gardent vos choix : votre langue et votre fuseau horaire, qui détermine la devise des prix.',
          'Vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en nous écrivant.',
        ],
        action: { label: 'Lire les conditions d’utilisation', href: '/fr/terms/' },
      },
    ],
  },
  de: {
    title: 'Kontakt',
    description:
      'Fragen zu einer Vorlage, einer Bestellung oder einer Lizenz? Schreiben Sie Slide Shop: Wir antworten innerhalb eines Werktags.',
    lead: 'Fragen zu einer Vorlage, einer Bestellung oder einer Lizenz? Wir beantworten jede Nachricht innerhalb eines Werktags.',
    sections: [
      {
        heading: 'Schreiben Sie uns',
        paragraphs: ['Bei Bestellungen geben Sie bitte Ihre Bestellnummer an: So können wir schneller helfen.'],
        action: email,
      },
      {
        heading: 'Chatten Sie mit uns',
        paragraphs: ['Öffnen Sie den Chat unten auf jeder Seite, montags bis freitags von 9:00 bis 17:00 Uhr (MEZ).'],
      },
      {
        id: 'terms',
        heading: 'Bedingungen und Datenschutz',
        items: [
          'Für Käufe gelten unsere Nutzungsbedingungen; jede Vorlage wird, sofern nicht anders angegeben, mit der Einzelnutzer-Lizenz geliefert.',
          'Wir erheben nur, was eine Bestellung erfordert: Ihre E-Mail-Adresse, die gekauften Vorlagen und die Zahlungsbestätigung. Kartendaten gehen direkt an unseren Zahlungsdienstleister; wir sehen sie nie.',
          'Den Newsletter senden wir nur, wenn Sie ihn abonnieren, und jede Ausgabe enthält einen Abmeldelink.',
          'Zwei Cookies speichern Ihre Wahl: Ihre Sprache und Ihre Zeitzone, nach der sich die Währung der Preise richtet.',
          'Sie können jederzeit per E-Mail Auskunft, Berichtigung oder Löschung Ihrer Daten verlangen.',
        ],
        action: { label: 'Nutzungsbedingungen lesen', href: '/de/terms/' },
      },
    ],
  },
  es: {
    title: 'Contacto',
    description:
      '¿Dudas sobre una plantilla, un pedido o una licencia? Escribe a Slide Shop: respondemos en un día laborable.',
    lead: '¿Dudas sobre una plantilla, un pedido o una licencia? Respondemos a cada mensaje en un día laborable.',
    sections: [
      {
        heading: 'Escríbenos',
        paragraphs: ['Si es sobre un pedido, indica tu número de pedido: así podremos ayudarte antes.'],
        action: email,
      },
      {
        heading: 'Habla con nosotros',
        paragraphs: [
          'Abre el chat en la esquina inferior de cualquier página, de lunes a viernes de 9:00 a 17:00 (hora de Europa central).',
        ],
      },
      {
        id: 'terms',
        heading: 'Condiciones y privacidad',
        items: [
          'Las compras se rigen por nuestras condiciones de uso; cada plantilla incluye la licencia de usuario único, salvo que se indique lo contrario.',
          'Solo recogemos lo que necesita un pedido: tu correo electrónico, las plantillas que compras y la confirmación del pago. Los datos de tu tarjeta van directamente a nuestro proveedor de pagos; nunca los vemos.',
          'Solo enviamos el boletín si te suscribes, y cada envío incluye un enlace para darte de baja.',
          'Dos cookies guardan tus preferencias: tu idioma y tu zona horaria, que determina la moneda de los precios.',
          'Puedes pedirnos en cualquier momento ver, corregir o borrar tus datos escribiéndonos.',
        ],
        action: { label: 'Leer las condiciones de uso', href: '/es/terms/' },
      },
    ],
  },
  pt: {
    title: 'Contacto',
    description:
      'Dúvidas sobre um modelo, uma encomenda ou uma licença? Escreva à Slide Shop: respondemos num dia útil.',
    lead: 'Dúvidas sobre um modelo, uma encomenda ou uma licença? Respondemos a cada mensagem num dia útil.',
    sections: [
      {
        heading: 'Escreva-nos',
        paragraphs: ['Se for sobre uma encomenda, indique o número da encomenda: assim ajudamos mais depressa.'],
        action: email,
      },
      {
        heading: 'Fale connosco',
        paragraphs: [
          'Abra o chat no canto inferior de qualquer página, de segunda a sexta, das 9h00 às 17h00 (hora da Europa Central).',
        ],
      },
      {
        id: 'terms',
        heading: 'Termos e privacidade',
        items: [
          'As compras regem-se pelos nossos termos de utilização; cada modelo inclui a licença de utilizador único, salvo indicação em contrário.',
          'Recolhemos apenas o que uma encomenda exige: o seu e-mail, os modelos que compra e a confirmação do pagamento. Os dados do cartão vão diretamente para o nosso prestador de pagamentos; nunca os vemos.',
          'Só enviamos a newsletter se a subscrever, e cada envio tem uma ligação para cancelar.',
          'Dois cookies guardam as suas escolhas: a língua e o fuso horário, que define a moeda dos preços.',
          'Pode pedir a qualquer momento para consultar, corrigir ou apagar os seus dados, escrevendo-nos.',
        ],
        action: { label: 'Ler os termos de utilização', href: '/pt/terms/' },
      },
    ],
  },
};
