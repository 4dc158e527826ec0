/**
 * The words of the mail a shopper gets, in French: every key of the English catalogue, with the
 * same arguments (the type says so). French typography: a no-break space before `:`, `;`, `?`
 * and `%`; days written out ('31 janvier 2027'). Colours, product names and what people wrote
 * stay as they were written.
 */
import { ONE_SIZE, type ExchangeState, type OrderStatus, type ReturnState } from '@shop/shared/constants';
import type { OrderPricing } from '@shop/shared/pricing';
import type { MailWords } from './en';
import { longDay, longMoment, plural } from './intl';

const LOCALE = 'fr-FR';

const size = (value: string) => (value === ONE_SIZE ? 'Taille unique' : value.toUpperCase());

const ORDER_STATUS: Record<OrderStatus, string> = {
  pending: 'en attente',
  processing: 'en préparation',
  shipped: 'expédiée',
  completed: 'livrée',
};
const RETURN_STATUS: Record<ReturnState, string> = {
  requested: 'demandé',
  approved: 'accepté',
  received: 'reçu',
  refunded: 'remboursé',
  credited: 'crédité',
  rejected: 'refusé',
};
const EXCHANGE_STATUS: Record<ExchangeState, string> = {
  requested: 'demandé',
  approved: 'accepté',
  received: 'reçu',
  shipped: 'expédié',
  closed: 'terminé',
  rejected: 'refusé',
};

/** The receipt's name of the tax, as the English one is made: the table's label, its rate, or 'dont' where prices include it. */
function taxLabel(pricing: OrderPricing | null | undefined): string {
  // The shop's own default label is a word of the shop's: the owner's labels ('VAT') stay as written.
  const named = (label: string) => (label === 'Tax' ? 'Taxe' : label);
  if (!pricing) return 'Taxe (6\u00a0%)';
  const charged = pricing.taxes.filter((tax) => tax.amountCents > 0);
  const taxes = charged.length ? charged : pricing.taxes;
  const labels = [...new Set(taxes.map((tax) => tax.label))];
  const label = named(labels.length === 1 ? labels[0]! : 'Tax');
  if (pricing.pricesIncludeTax) return `dont ${label}`;
  const percents = [...new Set(taxes.map((tax) => tax.percent))];
  return percents.length === 1 ? `${label} (${String(percents[0]).replace('.', ',')}\u00a0%)` : label;
}

const creditNamed = (kind: string) => (kind === 'gift-card' ? 'une carte cadeau' : 'un avoir');

export const fr: MailWords = {
  layout: {
    unsubscribe: 'Se désabonner',
    now: 'en cours',
    colon: '\u00a0:',
  },

  variant: (line) => [line.color, size(line.size), line.sku ? `réf. ${line.sku}` : ''].filter(Boolean).join(', '),
  size,
  yourOrder: 'Votre commande',
  questions: ({ email }) => `Une question\u00a0? Écrivez à ${email}.`,
  sendItemsTo: 'Envoyez les articles à',
  returnsTeam: ({ shop }) => `Service retours ${shop}`,
  moneyBackToCard:
    'L’argent revient sur la carte avec laquelle vous avez payé\u00a0; votre banque peut mettre quelques jours à l’afficher.',
  shopItNow: 'Voir l’article',

  account: {
    verifySubject: ({ shop }) => `${shop}\u00a0: confirmez votre adresse e-mail`,
    verifyHeading: 'Bienvenue. Merci de confirmer votre adresse e-mail.',
    verifyIntro:
      'Ouvrez le lien ci-dessous pour montrer que cette adresse est bien la vôtre. Il ne fonctionne qu’une fois, pendant 24\u00a0heures.',
    verifyButton: 'Confirmer mon adresse e-mail',
    verifyIgnore: 'Si vous n’avez pas créé de compte, vous pouvez ignorer cet e-mail.',
    resetSubject: ({ shop }) => `${shop}\u00a0: choisissez un nouveau mot de passe`,
    resetHeading: ({ name }) =>
      name
        ? `Bonjour ${name}, voici votre lien pour choisir un nouveau mot de passe.`
        : 'Bonjour, voici votre lien pour choisir un nouveau mot de passe.',
    resetIntro: 'Il ne fonctionne qu’une fois, pendant une heure. Choisir un nouveau mot de passe vous déconnecte partout.',
    resetButton: 'Choisir un nouveau mot de passe',
    resetIgnore: 'Si vous n’avez rien demandé, vous pouvez ignorer cet e-mail\u00a0: votre mot de passe reste le même.',
  },

  security: {
    subject: ({ shop, what }) => `${shop}\u00a0: ${what}`,
    hello: ({ name }) => `Bonjour ${name},`,
    notYou: 'Si ce n’était pas vous, changez tout de suite votre mot de passe et contactez la boutique.',
    notices: {
      twoFactorOn: {
        subject: 'la connexion en deux étapes est activée',
        text: 'La connexion en deux étapes a été activée sur votre compte\u00a0: se connecter demande désormais un code de votre application d’authentification.',
      },
      twoFactorOff: {
        subject: 'la connexion en deux étapes est désactivée',
        text: 'La connexion en deux étapes a été désactivée sur votre compte\u00a0: se connecter ne demande plus que votre mot de passe.',
      },
      recoveryCodes: {
        subject: 'nouveaux codes de secours',
        text: 'De nouveaux codes de secours ont été créés pour votre compte. Les précédents ne fonctionnent plus.',
      },
      recoveryCodeUsed: {
        subject: 'un code de secours a été utilisé',
        text: 'Quelqu’un s’est connecté à votre compte avec l’un de ses codes de secours. Chaque code ne fonctionne qu’une fois.',
      },
      passkeyAdded: {
        subject: 'une clé d’accès a été ajoutée',
        text: 'Une clé d’accès a été ajoutée à votre compte\u00a0: elle permet de se connecter sans mot de passe, sur l’appareil qui la détient.',
      },
      passkeyRemoved: {
        subject: 'une clé d’accès a été supprimée',
        text: 'Une clé d’accès a été supprimée de votre compte\u00a0: elle ne permet plus de se connecter.',
      },
    },
  },

  order: {
    statusTitle: 'Suivi de la commande',
    status: ORDER_STATUS,
    track: 'Suivre cette commande',
    confirmedSubject: ({ shop, order }) => `${shop}\u00a0: commande ${order} confirmée`,
    confirmedHeading: ({ order }) => `Merci pour votre commande ${order}.`,
    giftCardFor: ({ to, sendOn }) =>
      `Carte cadeau pour ${to}, ${sendOn ? `envoyée le ${longDay(LOCALE, sendOn)}` : 'envoyée tout de suite'}`,
    subtotal: 'Sous-total',
    discount: ({ code }) => `Réduction (${code})`,
    tax: taxLabel,
    shipping: 'Livraison',
    shippingBy: ({ method }) => `Livraison (${method})`,
    total: 'Total',
    paidByCredit: 'Payé par carte cadeau ou avoir',
    paidByCard: 'Payé par carte',
    shippingAddress: 'Adresse de livraison',
    statusSubject: ({ shop, order, status }) => `${shop}\u00a0: commande ${order} ${ORDER_STATUS[status]}`,
    statusNews: {
      pending: 'Votre commande attend d’être préparée.',
      processing: 'Nous préparons votre commande.',
      shipped: 'Votre commande est en route.',
      completed: 'Votre commande est arrivée. Nous espérons qu’elle vous plaira.',
    },
    statusNow: ({ order, status }) => `La commande ${order} est maintenant ${ORDER_STATUS[status]}.`,
    shippedWith: ({ carrier, number }) => `Expédiée par ${carrier}, numéro de suivi ${number}. Dans ce colis\u00a0:`,
    trackParcel: ({ carrier }) => `Suivre le colis chez ${carrier}`,
    shippingTo: 'Livraison à',
  },

  refund: {
    toCredit: ({ amount }) =>
      `${amount} sont recrédités sur la carte cadeau ou l’avoir avec lequel vous avez payé\u00a0: vous pouvez les dépenser de nouveau.`,
    toCard: ({ amount }) =>
      `${amount ? `${amount} reviennent` : 'L’argent revient'} sur la carte avec laquelle vous avez payé\u00a0; votre banque peut mettre quelques jours à l’afficher.`,
    wholeSubject: ({ shop, order }) => `${shop}\u00a0: commande ${order} remboursée`,
    wholeHeading: ({ order, amount }) => `Votre commande ${order} a été entièrement remboursée\u00a0: ${amount}.`,
    partSubject: ({ shop, order, amount }) => `${shop}\u00a0: un remboursement de ${amount} sur la commande ${order}`,
    partHeading: ({ order, amount }) => `Nous avons remboursé ${amount} sur votre commande ${order}.`,
    thisRefund: 'Ce remboursement',
    refundedInAll: 'Remboursé au total',
    orderTotal: 'Total de la commande',
    nowWhole: 'Avec lui, toute la commande a été remboursée.',
  },

  reminder: {
    subject: 'Vous avez oublié quelque chose dans votre panier',
    heading: 'Vous hésitez encore\u00a0?',
    intro: 'Votre paiement s’est fermé avant d’être réglé. Nous gardons votre panier\u00a0: un clic suffit pour le retrouver.',
    total: 'Total au moment du paiement',
    checkedAgain: 'Les prix et le stock sont vérifiés de nouveau à votre retour.',
    restore: 'Retrouver mon panier',
    keptAsItWas: 'Votre paiement est conservé tel quel, avec ces articles à ces prix, pendant 30\u00a0jours.',
    resume: 'Terminer mon paiement',
    orRestore: 'Envie de changer quelque chose\u00a0? Remettez ces articles dans votre panier, aux prix du jour\u00a0:',
    why: ({ shop }) => `Vous avez demandé à ${shop} un seul rappel si vous ne terminiez pas votre paiement.`,
  },

  returns: {
    statusTitle: 'Suivi du retour',
    status: RETURN_STATUS,
    line: ({ quantity, name, variant }) => `${quantity} x ${name}\u00a0: ${variant}`,
    requestedSubject: ({ shop, rma, order }) => `${shop}\u00a0: retour ${rma} pour la commande ${order}`,
    requestedHeading: ({ rma }) => `Votre numéro de retour est ${rma}.`,
    requestedNext: ({ outcome }) =>
      `Nous allons examiner votre demande et vous écrirons de nouveau une fois qu’elle sera acceptée, avec l’adresse où envoyer les articles. ${
        outcome === 'credit' ? 'Vous avez demandé un avoir.' : 'Vous avez demandé un remboursement sur votre carte.'
      }`,
    news: {
      approved: ({ rma }) => `Votre retour ${rma} est accepté\u00a0: envoyez les articles à l’adresse ci-dessous.`,
      received: 'Nous avons bien reçu les articles que vous nous avez renvoyés.',
      refunded: ({ amount }) => `Nous avons remboursé ${amount} sur votre carte.`,
      credited: ({ amount }) => `Nous avons ajouté un avoir de ${amount} à votre compte.`,
      rejected: 'Nous n’avons pas pu accepter votre retour.',
    },
    statusSubject: ({ shop, rma, status }) => `${shop}\u00a0: retour ${rma} ${RETURN_STATUS[status]}`,
    statusNow: ({ rma, order, status }) => `Le retour ${rma} (commande ${order}) est maintenant ${RETURN_STATUS[status]}.`,
    howToSend: ({ rma }) =>
      `Inscrivez ${rma} sur le colis et envoyez les articles, non utilisés et dans leur emballage d’origine. Les frais de retour sont à votre charge.`,
    creditCode: ({ code }) => `Votre code d’avoir est ${code}. Gardez-le\u00a0: il porte le solde, que votre compte affiche aussi.`,
  },

  exchanges: {
    statusTitle: 'Suivi de l’échange',
    status: EXCHANGE_STATUS,
    line: ({ quantity, name, from, to }) => `${quantity} x ${name}\u00a0: ${from} contre ${to}`,
    requestedSubject: ({ shop, ra, order }) => `${shop}\u00a0: échange ${ra} pour la commande ${order}`,
    requestedHeading: ({ ra }) => `Votre numéro d’autorisation de retour est ${ra}.`,
    howToSend: ({ ra }) =>
      `Inscrivez ${ra} sur le colis et envoyez les articles, non utilisés et dans leur emballage d’origine, à l’adresse ci-dessous. Les frais de retour sont à votre charge. Nous envoyons l’article de remplacement dès leur arrivée.`,
    news: {
      approved: 'Votre échange est accepté\u00a0: l’article de remplacement vous est réservé.',
      received: 'Nous avons bien reçu les articles que vous nous avez renvoyés.',
      shipped: 'Votre article de remplacement est en route.',
      closed: 'Votre échange est terminé. Nous espérons que la nouvelle taille vous va bien.',
      rejected: 'Nous n’avons pas pu accepter votre échange.',
    },
    statusSubject: ({ shop, ra, status }) => `${shop}\u00a0: échange ${ra} ${EXCHANGE_STATUS[status]}`,
    statusNow: ({ ra, order, status }) => `L’échange ${ra} (commande ${order}) est maintenant ${EXCHANGE_STATUS[status]}.`,
  },

  credit: {
    giftSubject: ({ shop, from, amount }) => `${shop}\u00a0: ${from} vous offre une carte cadeau de ${amount}`,
    subject: ({ shop, kind, amount }) => `${shop}\u00a0: ${creditNamed(kind)} de ${amount} pour vous`,
    heading: ({ toName, kind, amount }) => `${toName ? `${toName}, vous` : 'Vous'} avez ${creditNamed(kind)} de ${amount}.`,
    from: ({ from }) => `De la part de ${from}.`,
    code: ({ code }) => `Votre code est ${code}. Gardez-le\u00a0: il porte le solde.`,
    until: ({ day }) => `Il peut être utilisé jusqu’au ${longDay(LOCALE, day)}.`,
    balance: 'Consulter son solde',
  },

  waitlist: {
    joinedSubject: ({ product, variant }) => `Vous êtes sur la liste\u00a0: ${product} (${variant})`,
    joinedHeading: 'Vous êtes sur la liste',
    joinedText: ({ product, variant }) =>
      `Nous vous écrirons une seule fois, quand ${product} (${variant}) sera de retour en stock. Les personnes sur la liste sont prévenues en premier, les plus anciennes d’abord.`,
    joinedWhy: ({ shop }) => `Vous avez demandé à ${shop} de vous prévenir de son retour.`,
    backSubject: ({ product, variant }) => `De retour en stock\u00a0: ${product} (${variant})`,
    backHeading: 'Il est de retour',
    backText: ({ product, variant }) =>
      `${product} (${variant}) est de retour en stock. Les pièces sont peu nombreuses et toute la liste est prévenue à peu près en même temps\u00a0: ne tardez pas trop.`,
    backWhy: ({ shop }) => `Vous avez demandé à ${shop} de vous prévenir de son retour. C’est le seul e-mail à ce sujet.`,
  },

  wishlist: {
    why: ({ shop }) =>
      `Vous avez demandé à ${shop} de vous écrire quand un article de votre liste d’envies revient en stock ou baisse de prix.`,
    backSubject: ({ item }) => `De retour en stock\u00a0: ${item}`,
    backHeading: 'De retour en rayon',
    backText: ({ item, price }) => `${item}, de votre liste d’envies, est de retour en stock à ${price}.`,
    dropSubject: ({ item }) => `Baisse de prix\u00a0: ${item}`,
    dropHeading: 'Maintenant moins cher',
    dropText: ({ item, price, was }) => `${item}, de votre liste d’envies, est maintenant à ${price} (au lieu de ${was}).`,
  },

  privacy: {
    subject: 'Vos données sont prêtes à être téléchargées',
    heading: 'Vos données sont prêtes',
    text: 'La copie de vos données que vous avez demandée est prête\u00a0: votre compte, vos adresses, commandes, avis, liste d’envies, listes d’attente, consentements, avoirs et connexions, dans un fichier JSON, et vos commandes dans un fichier CSV.',
    button: 'Télécharger vos données',
    rule: ({ expires, hours }) => {
      const within = plural(LOCALE, hours, { one: '# heure', other: '# heures' });
      return (
        `Chaque fichier se télécharge une seule fois, quand vous êtes connecté, dans les ${within} qui suivent la préparation de la copie. ` +
        'Une fois les deux fichiers téléchargés, ou le délai passé, la copie est supprimée de la boutique. ' +
        `Elle expire le ${longMoment(LOCALE, expires)} UTC (${within}). Si vous ne l’avez pas demandée, connectez-vous et changez votre mot de passe.`
      );
    },
  },
};
