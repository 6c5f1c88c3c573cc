import type { Localized } from '../../../locales';
import type { ArticleContent } from './types';

export const termsContent: Localized<ArticleContent> = {
  en: {
    title: 'Terms of service',
    description:
      'The terms that apply when you use Slide Shop and buy presentation templates: purchases, licence, subscriptions, refunds and privacy.',
    lead: 'The rules that apply when you use the shop and buy templates, in plain language.',
    sections: [
      {
        heading: '1. Purchases and prices',
        paragraphs: [
          'Prices are shown in your currency and confirmed at checkout, taxes included where they apply. You pay when you order, and your templates are ready to download as soon as the payment is confirmed.',
        ],
      },
      {
        heading: '2. Licence',
        paragraphs: [
          'Unless a product says otherwise, you buy a Single user licence: one person may use the template in unlimited presentations, for themselves or for clients, commercial work included.',
        ],
        items: [
          'You may edit the template and present, print or share the presentations you make with it.',
          'You may not resell, share or publish the template files, alone or inside other templates or products for sale.',
        ],
      },
      {
        heading: '3. Subscriptions',
        paragraphs: [
          'A subscription gives you credits each payment period, to exchange for templates. Credits expire after the period stated in your plan. You can cancel at any time; credits you already have stay valid until they expire.',
        ],
      },
      {
        heading: '4. Refunds',
        paragraphs: [
          'If a template does not open or does not match its description, tell us within 14 days of purchase and we will fix it or refund you in full. Your statutory rights are not affected.',
        ],
      },
      {
        heading: '5. Liability',
        paragraphs: [
          'We take care that our templates work as described, but we cannot be responsible for how a presentation made with them is used, or for losses beyond the price you paid, except where the law says otherwise.',
        ],
      },
      {
        heading: '6. Privacy',
        paragraphs: [
          'We use your data only to process your orders, to send the newsletter if you asked for it, and to remember your language and currency. The contact page summarises how, and how to reach us about your data.',
        ],
      },
      {
        heading: '7. Changes to these terms',
        paragraphs: [
          'We may update these terms. The version in force on the day of your purchase applies to that purchase.',
        ],
      },
    ],
  },
  fr: {
    title: 'Conditions d’utilisation',
    description:
      'Les conditions applicables à l’utilisation de Slide Shop et à l’achat de modèles : achats, licence, abonnements, remboursements et confidentialité.',
    lead: 'Les règles qui s’appliquent quand vous utilisez la boutique et achetez des modèles, en langage clair.',
    sections: [
      {
        heading: '1. Achats et prix',
        paragraphs: [
          'Les prix sont affichés dans votre devise et confirmés lors du paiement, taxes comprises le cas échéant. Vous payez à la commande, et vos modèles sont téléchargeables dès la confirmation du paiement.',
        ],
      },
      {
        heading: '2. Licence',
        paragraphs: [
          'Sauf mention contraire, vous achetez une licence Utilisateur unique : une personne peut utiliser le modèle dans un nombre illimité de présentations, pour elle-même ou pour des clients, travaux commerciaux compris.',
        ],
        items: [
          'Vous pouvez modifier le modèle et présenter, imprimer ou partager les présentations réalisées avec.',
          'Vous ne pouvez pas revendre, partager ni publier les fichiers du modèle, seuls ou intégrés à d’autres modèles ou produits vendus.',
        ],
      },
      {
        heading: '3. Abonnements',
        paragraphs: [
          'Un abonnement vous donne des crédits à chaque période de paiement, à échanger contre des modèles. Les crédits expirent après la durée indiquée dans votre formule. Vous pouvez résilier à tout moment ; les crédits déjà acquis restent valables jusqu’à leur expiration.',
        ],
      },
      {
        heading: '4. Remboursements',
        paragraphs: [
          'Si un modèle ne s’ouvre pas ou ne correspond pas à sa description, signalez-le-nous dans les 14 jours suivant l’achat : nous le corrigerons ou vous rembourserons intégralement. Vos droits légaux ne sont pas affectés.',
        ],
      },
      {
        heading: '5. Responsabilité',
        paragraphs: [
          'Nous veillons à ce que nos modèles fonctionnent comme décrit, mais nous ne pouvons être tenus responsables de l’usage d’une présentation réalisée avec eux, ni de pertes au-delà du prix payé, sauf disposition légale contraire.',
        ],
      },
      {
        heading: '6. Confidentialité',
        paragraphs: [
          'Nous utilisons vos données uniquement pour traiter vos commandes, vous envoyer la newsletter si vous l’avez demandée et mémoriser votre langue et votre devise. La page de contact résume comment, et comment nous joindre au sujet de vos données.',
        ],
      },
      {
        heading: '7. Modification des conditions',
        paragraphs: [
          'Nous pouvons mettre à jour ces conditions. La version en vigueur le jour de votre achat s’applique à cet achat.',
        ],
      },
    ],
  },
  de: {
    title: 'Nutzungsbedingungen',
    description:
      'Die Bedingungen für die Nutzung von Slide Shop und den Kauf von Präsentationsvorlagen: Käufe, Lizenz, Abonnements, Erstattungen und Datenschutz.',
    lead: 'Die Regeln, die gelten, wenn Sie den Shop nutzen und Vorlagen kaufen, in verständlicher Sprache.',
    sections: [
      {
        heading: '1. Käufe und Preise',
        paragraphs: [
          'Preise werden in Ihrer Währung angezeigt und an der Kasse bestätigt, gegebenenfalls inklusive Steuern. Sie zahlen bei der Bestellung, und Ihre Vorlagen stehen zum Download bereit, sobald die Zahlung bestätigt ist.',
        ],
      },
      {
        heading: '2. Lizenz',
        paragraphs: [
          'Sofern bei einem Produkt nicht anders angegeben, erwerben Sie eine Einzelnutzer-Lizenz: Eine Person darf die Vorlage in unbegrenzt vielen Präsentationen verwenden, für sich selbst oder für Kunden, auch kommerziell.',
        ],
        items: [
          'Sie dürfen die Vorlage bearbeiten und die damit erstellten Präsentationen vorführen, drucken oder weitergeben.',
          'Sie dürfen die Vorlagendateien weder weiterverkaufen noch weitergeben oder veröffentlichen, weder einzeln noch als Teil anderer Vorlagen oder Produkte zum Verkauf.',
        ],
      },
      {
        heading: '3. Abonnements',
        paragraphs: [
          'Ein Abonnement gibt Ihnen in jedem Zahlungszeitraum Credits, die Sie gegen Vorlagen eintauschen. Credits verfallen nach der in Ihrem Tarif genannten Frist. Sie können jederzeit kündigen; vorhandene Credits bleiben bis zu ihrem Verfall gültig.',
        ],
      },
      {
        heading: '4. Erstattungen',
        paragraphs: [
          'Wenn sich eine Vorlage nicht öffnen lässt oder nicht ihrer Beschreibung entspricht, melden Sie sich innerhalb von 14 Tagen nach dem Kauf: Wir beheben das Problem oder erstatten den vollen Betrag. Ihre gesetzlichen Rechte bleiben unberührt.',
        ],
      },
      {
        heading: '5. Haftung',
        paragraphs: [
          'Wir achten darauf, dass unsere Vorlagen wie beschrieben funktionieren, haften aber nicht für die Verwendung damit erstellter Präsentationen oder für Schäden über den gezahlten Preis hinaus, soweit das Gesetz nichts anderes vorsieht.',
        ],
      },
      {
        heading: '6. Datenschutz',
        paragraphs: [
          'Wir verwenden Ihre Daten nur, um Bestellungen abzuwickeln, Ihnen auf Wunsch den Newsletter zu senden und Ihre Sprache und Währung zu speichern. Die Kontaktseite fasst zusammen, wie, und wie Sie uns zu Ihren Daten erreichen.',
        ],
      },
      {
        heading: '7. Änderungen dieser Bedingungen',
        paragraphs: ['Wir können diese Bedingungen aktualisieren. Für einen Kauf gilt die am Kauftag gültige Fassung.'],
      },
    ],
  },
  es: {
    title: 'Condiciones de uso',
    description:
      'Las condiciones que se aplican al usar Slide Shop y comprar plantillas: compras, licencia, suscripciones, reembolsos y privacidad.',
    lead: 'Las reglas que se aplican cuando usas la tienda y compras plantillas, en un lenguaje claro.',
    sections: [
      {
        heading: '1. Compras y precios',
        paragraphs: [
          'Los precios se muestran en tu moneda y se confirman al pagar, con los impuestos incluidos cuando corresponda. Pagas al hacer el pedido y tus plantillas se pueden descargar en cuanto se confirma el pago.',
        ],
      },
      {
        heading: '2. Licencia',
        paragraphs: [
          'Salvo que un producto indique lo contrario, compras una licencia de usuario único: una persona puede usar la plantilla en presentaciones ilimitadas, para sí misma o para clientes, incluidos trabajos comerciales.',
        ],
        items: [
          'Puedes editar la plantilla y presentar, imprimir o compartir las presentaciones que hagas con ella.',
          'No puedes revender, compartir ni publicar los archivos de la plantilla, solos o dentro de otras plantillas o productos a la venta.',
        ],
      },
      {
        heading: '3. Suscripciones',
        paragraphs: [
          'Una suscripción te da créditos en cada periodo de pago para canjearlos por plantillas. Los créditos caducan tras el plazo indicado en tu plan. Puedes cancelar en cualquier momento; los créditos que ya tengas siguen siendo válidos hasta que caduquen.',
        ],
      },
      {
        heading: '4. Reembolsos',
        paragraphs: [
          'Si una plantilla no se abre o no coincide con su descripción, avísanos en los 14 días siguientes a la compra y la corregiremos o te devolveremos el importe completo. Esto no afecta a tus derechos legales.',
        ],
      },
      {
        heading: '5. Responsabilidad',
        paragraphs: [
          'Cuidamos de que nuestras plantillas funcionen como se describen, pero no respondemos del uso que se dé a una presentación hecha con ellas ni de pérdidas superiores al precio pagado, salvo que la ley disponga otra cosa.',
        ],
      },
      {
        heading: '6. Privacidad',
        paragraphs: [
          'Usamos tus datos solo para tramitar tus pedidos, enviarte el boletín si lo pediste y recordar tu idioma y tu moneda. La página de contacto resume cómo y cómo escribirnos sobre tus datos.',
        ],
      },
      {
        heading: '7. Cambios en estas condiciones',
        paragraphs: [
          'Podemos actualizar estas condiciones. A cada compra se aplica la versión vigente el día en que se hizo.',
        ],
      },
    ],
  },
  pt: {
    title: 'Termos de utilização',
    description:
      'Os termos que se aplicam ao usar a Slide Shop e comprar modelos: compras, licença, subscrições, reembolsos e privacidade.',
    lead: 'As regras que se aplicam quando usa a loja e compra modelos, em linguagem clara.',
    sections: [
      {
        heading: '1. Compras e preços',
        paragraphs: [
          'Os preços são apresentados na sua moeda e confirmados no pagamento, com impostos incluídos quando aplicável. Paga ao encomendar, e os seus modelos ficam disponíveis para transferência assim que o pagamento é confirmado.',
        ],
      },
      {
        heading: '2. Licença',
        paragraphs: [
          'Salvo indicação em contrário num produto, compra uma licença de utilizador único: uma pessoa pode usar o modelo em apresentações ilimitadas, para si ou para clientes, incluindo trabalhos comerciais.',
        ],
        items: [
          'Pode editar o modelo e apresentar, imprimir ou partilhar as apresentações que fizer com ele.',
          'Não pode revender, partilhar nem publicar os ficheiros do modelo, sozinhos ou integrados noutros modelos ou produtos à venda.',
        ],
      },
      {
        heading: '3. Subscrições',
        paragraphs: [
          'Uma subscrição dá-lhe créditos em cada período de pagamento, para trocar por modelos. Os créditos expiram após o prazo indicado no seu plano. Pode cancelar a qualquer momento; os créditos que já tem continuam válidos até expirarem.',
        ],
      },
      {
        heading: '4. Reembolsos',
        paragraphs: [
          'Se um modelo não abrir ou não corresponder à descrição, avise-nos nos 14 dias seguintes à compra e corrigimos o problema ou devolvemos o valor total. Os seus direitos legais não são afetados.',
        ],
      },
      {
        heading: '5. Responsabilidade',
        paragraphs: [
          'Garantimos que os nossos modelos funcionam como descrito, mas não somos responsáveis pelo uso de uma apresentação feita com eles nem por perdas acima do preço pago, salvo disposição legal em contrário.',
        ],
      },
      {
        heading: '6. Privacidade',
        paragraphs: [
          'Usamos os seus dados apenas para processar encomendas, enviar a newsletter se a pediu e lembrar a sua língua e moeda. A página de contacto resume como, e como nos contactar sobre os seus dados.',
        ],
      },
      {
        heading: '7. Alterações a estes termos',
        paragraphs: [
          'Podemos atualizar estes termos. A cada compra aplica-se a versão em vigor no dia em que foi feita.',
        ],
      },
    ],
  },
};
