import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents } from '@shop/shared/money';
import { orderConfirmationEmail } from '../orders/order-mail';
import { mailMoney, renderEmail } from './templates';

const MARKUP = `<script>alert("x")</script><img src=x onerror=alert(1)>&'"`;

describe('the mail template', () => {
  it('writes the same words in the text and the HTML, escaping in the HTML everything a person wrote', () => {
    const mail = renderEmail({
      shopName: `Shop ${MARKUP}`,
      subject: `Order ${MARKUP}`,
      heading: `Hello ${MARKUP}`,
      blocks: [
        { kind: 'paragraph', text: `Line one ${MARKUP}\nLine two` },
        { kind: 'quote', text: `Said ${MARKUP}\r\nand more` },
        { kind: 'lines', lines: [{ name: `Tee ${MARKUP}`, details: `black ${MARKUP}`, quantity: 2, totalCents: 5000 }] },
        { kind: 'totals', rows: [{ label: `Total ${MARKUP}`, cents: 5300, strong: true }] },
        { kind: 'address', title: 'Shipping address', lines: [`Ada ${MARKUP}`, '1 Congress Ave'] },
        { kind: 'steps', title: 'Order status', steps: ['pending', 'shipped'], current: 'shipped' },
        { kind: 'link', label: `Track ${MARKUP}`, url: 'https://shop.example/orders/ORD-1?token=a&b' },
        { kind: 'link', label: 'Not a link', url: 'javascript:alert(1)' },
      ],
    });
    expect(mail.html).not.toMatch(/<script|<img|onerror=alert\(1\)>/);
    expect(mail.html.match(/&lt;script&gt;/g)).toHaveLength(10);
    expect(mail.html).toContain(
      'Line one &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&amp;&#39;&quot;<br>Line two',
    );
    expect(mail.html).toContain('<a href="https://shop.example/orders/ORD-1?token=a&amp;b"');
    expect(mail.html).not.toContain('href="javascript:');
    expect(mail.html).toContain('<li><strong>shipped</strong> (now)</li>');

    // The text is for reading as it is: nothing escaped, line breaks kept.
    expect(mail.text).toContain(`Line one ${MARKUP}\nLine two`);
    expect(mail.text).toContain(`2 x Tee ${MARKUP} (black ${MARKUP})  $50.00`);
    expect(mail.text).toContain(`Total ${MARKUP}: $53.00`);
    expect(mail.text).toContain(`Shipping address:\nAda ${MARKUP}\n1 Congress Ave`);
    expect(mail.text).toContain('Order status: shipped (pending > [shipped])');
    expect(mail.text).toContain('Not a link: javascript:alert(1)');
    expect(mail.subject).toBe(`Order ${MARKUP}`);
  });

  it("escapes a product's name and a customer's address in the order confirmation", () => {
    const mail = orderConfirmationEmail(
      'Drip Studio',
      {
        orderId: 'ORD-ABCDEFGH',
        status: 'pending',
        subtotalCents: 2000,
        taxCents: 120,
        shippingCents: 0,
        totalCents: 2120,
        shippingAddress: { name: MARKUP, line1: MARKUP, city: 'Austin', postalCode: '78701', country: 'US' },
      },
      [{ name: MARKUP, color: 'black', size: 'one-size', sku: MARKUP, quantity: 1, unitPriceCents: 2000 }],
      'https://shop.example/orders/ORD-ABCDEFGH?token=t',
    );
    expect(mail.html).not.toMatch(/<script|<img/);
    expect(mail.text).toContain(`1 x ${MARKUP} (black, One size, SKU ${MARKUP})  $20.00`);
    expect(mail.text).toContain('Tax(6%): $1.20');
    expect(mail.text).not.toContain('Shipping:');
    expect(mail.text).toContain('Track this order: https://shop.example/orders/ORD-ABCDEFGH?token=t');
  });
});

describe('amounts in mail', () => {
  it('read in US dollars exactly as the shop has always written them, and in the order’s currency otherwise', () => {
    fc.assert(fc.property(fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }), (cents) => mailMoney(cents) === formatCents(cents)));
    expect([mailMoney(-500), mailMoney(123450, 'EUR'), mailMoney(1200, 'JPY'), mailMoney(995, 'GBP')]).toEqual([
      '-$5.00',
      '€1,234.50',
      '¥1,200',
      '£9.95',
    ]);
  });
});
