/**
 * The mail catalogues: the language of a kept code (the default for none or an unknown one), amounts
 * and days in its locale, ICU-like plurals, and the mails of each feature written in French from
 * the same blocks as in English.
 */
import { describe, expect, it } from 'vitest';
import { formatCents } from '@shop/shared/money';
import { exchangeStatusEmail } from '../../exchanges/exchange-mail';
import { orderStatusEmail } from '../../orders/order-mail';
import { dataReadyEmail } from '../../privacy/privacy-mail';
import { returnStatusEmail } from '../../returns/return-mail';
import { creditIssuedEmail } from '../../credits/credits.service';
import { wishlistPriceDropEmail } from '../../wishlist/wishlist-alerts-mail';
import { DEFAULT_MAIL_LANGUAGE, mailLanguage } from './index';
import { plural } from './intl';

const NB = '\u00a0';
const fr = mailLanguage('fr');
const shop = { name: 'Drip Studio', city: 'Austin', state: 'TX', email: 'help@drip.test' };

describe('a mail’s language', () => {
  it('is the kept code’s, and the default for none or for a language the shop no longer speaks', () => {
    expect(fr).toMatchObject({ code: 'fr', locale: 'fr-FR', prefix: '/fr' });
    expect([mailLanguage(null), mailLanguage(''), mailLanguage('de')]).toEqual([
      DEFAULT_MAIL_LANGUAGE,
      DEFAULT_MAIL_LANGUAGE,
      DEFAULT_MAIL_LANGUAGE,
    ]);
    expect(DEFAULT_MAIL_LANGUAGE).toMatchObject({ code: 'en', prefix: '' });
  });

  it('writes amounts in its locale, US dollars in English exactly as the shop always has', () => {
    expect(fr.money(1200, 'EUR')).toBe(`12,00${NB}€`);
    expect(fr.money(123450, 'EUR')).toBe(`1\u202f234,50${NB}€`);
    expect(fr.money(1999)).toBe(`19,99${NB}$US`);
    expect(DEFAULT_MAIL_LANGUAGE.money(123450)).toBe(formatCents(123450));
  });

  it('links the shop’s pages at the language’s address', () => {
    expect(fr.link('https://shop.example', '/orders/ORD-1?token=t')).toBe('https://shop.example/fr/orders/ORD-1?token=t');
    expect(fr.link('https://shop.example', '/?bag=open')).toBe('https://shop.example/fr?bag=open');
    expect(DEFAULT_MAIL_LANGUAGE.link('https://shop.example', '/orders/ORD-1')).toBe('https://shop.example/orders/ORD-1');
  });

  it('chooses a plural form by the locale’s rules', () => {
    const hours = { one: '# hour', other: '# hours' };
    expect([plural('en-US', 1, hours), plural('en-US', 24, hours), plural('en-US', 0, hours)]).toEqual(['1 hour', '24 hours', '0 hours']);
    const heures = { one: '# heure', other: '# heures' };
    // French counts 0 and 1 alike.
    expect([plural('fr-FR', 0, heures), plural('fr-FR', 1, heures), plural('fr-FR', 1500, heures)]).toEqual([
      '0 heure',
      '1 heure',
      `1\u202f500 heures`,
    ]);
  });
});

describe('mail in French', () => {
  it('tells of a parcel, with its statuses and sizes in French', () => {
    const mail = orderStatusEmail(
      'Drip Studio',
      {
        orderId: 'ORD-1',
        status: 'shipped',
        subtotalCents: 0,
        taxCents: 0,
        shippingCents: 0,
        totalCents: 0,
        shippingAddress: null,
        language: 'fr',
      },
      'https://shop.example/fr/orders/ORD-1',
      {
        carrierName: 'UPS',
        trackingNumber: '1Z999',
        trackingUrl: 'https://ups.example/1Z999',
        lines: [{ name: 'Field Tee', color: 'black', size: 'one-size', quantity: 2 }],
      },
    );
    expect(mail.subject).toBe(`Drip Studio${NB}: commande ORD-1 expédiée`);
    expect(mail.text).toContain(`Votre commande est en route.\n\nLa commande ORD-1 est maintenant expédiée.`);
    expect(mail.text).toContain(`Expédiée par UPS, numéro de suivi 1Z999. Dans ce colis${NB}:\n2 x Field Tee (black, Taille unique)`);
    expect(mail.text).toContain(`Suivi de la commande${NB}: expédiée (en attente > en préparation > [expédiée] > livrée)`);
  });

  it('tells of a return credited and an exchange approved, the return address in French', () => {
    const credited = returnStatusEmail(
      shop,
      {
        rmaNumber: 'RR-2026-0001',
        orderRef: 'ORD-1',
        status: 'credited',
        outcome: 'credit',
        rejectionReason: null,
        refundedCents: null,
        creditedCents: 3150,
        creditCode: 'SC-ABCD',
        lines: [{ name: 'Field Tee', quantity: 1, color: 'black', size: 'm' }],
        language: 'fr',
      },
      'https://shop.example/fr/orders/ORD-1',
    );
    expect(credited.subject).toBe(`Drip Studio${NB}: retour RR-2026-0001 crédité`);
    expect(credited.text).toContain(`Nous avons ajouté un avoir de 31,50${NB}$US à votre compte.`);
    expect(credited.text).toContain(`1 x Field Tee${NB}: black, M`);

    const approved = exchangeStatusEmail(
      shop,
      {
        raNumber: 'RA-2026-0001',
        orderRef: 'ORD-1',
        status: 'approved',
        rejectionReason: null,
        lines: [{ name: 'Field Tee', quantity: 1, fromColor: 'black', fromSize: 'm', toColor: 'black', toSize: 'l' }],
        language: 'fr',
      },
      'https://shop.example/fr/orders/ORD-1',
    );
    expect(approved.text).toContain(`Envoyez les articles à${NB}:\nService retours Drip Studio\nRA RA-2026-0001\nAustin, TX`);
    expect(approved.text).toContain(`1 x Field Tee${NB}: black, M contre black, L`);
  });

  it('gives a gift card, tells of a price drop and of a copy of one’s data, days and amounts in French', () => {
    const gift = creditIssuedEmail(
      'Drip Studio',
      {
        code: 'GC-1',
        kind: 'gift-card',
        amountCents: 5000,
        note: '',
        expiresAt: new Date('2027-01-31T00:00:00Z'),
        from: 'Sam',
        toName: 'Alex',
      },
      'https://shop.example/fr/gift-cards',
      'fr',
    );
    expect(gift.subject).toBe(`Drip Studio${NB}: Sam vous offre une carte cadeau de 50,00${NB}$US`);
    expect(gift.text).toContain(`Alex, vous avez une carte cadeau de 50,00${NB}$US.`);
    expect(gift.text).toContain('Il peut être utilisé jusqu’au 31 janvier 2027.');

    const drop = wishlistPriceDropEmail(
      'Drip Studio',
      { name: 'Field Tee', variant: 'black, M', priceCents: 2000, url: 'https://shop.example/fr/shop/field-tee' },
      2500,
      'https://shop.example/fr/unsubscribe/l.x',
      fr,
    );
    expect(drop.subject).toBe(`Baisse de prix${NB}: Field Tee (black, M)`);
    expect(drop.text).toContain(`est maintenant à 20,00${NB}$US (au lieu de 25,00${NB}$US).`);
    expect(drop.text).toContain(`Se désabonner${NB}: https://shop.example/fr/unsubscribe/l.x`);

    const data = dataReadyEmail('Drip Studio', 'https://shop.example/fr/dashboard/profile#your-data', new Date('2027-01-31T14:05:00Z'), fr);
    expect(data.subject).toBe('Vos données sont prêtes à être téléchargées');
    expect(data.text).toContain('Elle expire le 31 janvier 2027 à 14:05 UTC (24 heures).');
  });
});
