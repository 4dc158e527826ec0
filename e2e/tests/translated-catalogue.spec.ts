import { apiClient, newProduct, send } from '../support/api';
import { DEMO_ADMIN } from '../support/shop';
import { expect, test } from '../support/test';

/**
 * The brand's own words in French (docs/decisions/046): what staff write for a product in French is
 * what the French page holds in its HTML, its title and its description for search engines,
 * before any script runs; the English page keeps the English words.
 */
test.describe('a product in French', () => {
  test('the server sends /fr/shop/{handle} with the French name, description and meta description', async ({ request }) => {
    const product = await newProduct('Harbour Tee');
    const admin = await apiClient(DEMO_ADMIN);
    try {
      await send(admin, 'put', `/api/products/${product._id}/translations`, {
        language: 'fr',
        name: `T-shirt du Port ${product.name.slice(-8)}`,
        description: 'Coton épais, coupé et cousu à l’atelier.',
        seoDescription: 'Le t-shirt du port, en coton épais.',
      });
    } finally {
      await admin.dispose();
    }
    const frenchName = `T-shirt du Port ${product.name.slice(-8)}`;

    const response = await request.get(`/fr/shop/${product.handle}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr">/);
    expect(html).toContain(`<title>${frenchName} | `);
    expect(html).toContain('<meta name="description" content="Le t-shirt du port, en coton épais." />');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(new RegExp(`<h1[^>]*>${frenchName}</h1>`));
    expect(root).toContain('Coton épais, coupé et cousu à l’atelier.');
    expect(root).not.toContain(product.name);

    // The English page is as it was.
    const english = await (await request.get(`/shop/${product.handle}`)).text();
    expect(english).toContain(`<title>${product.name} | `);
    expect(english).not.toContain(frenchName);
  });
});
