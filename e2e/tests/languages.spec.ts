import { apiClient, signUp } from '../support/api';
import { expect, test } from '../support/test';

/**
 * The shop in French, at /fr: the language is the address's, rendered by the server, named to
 * crawlers by hreflang, kept by every link, and switched by a link to the same page in English.
 */
test.describe('the shop in French', () => {
  test('the server sends /fr/shop in French, with the page in every language and French messages only', async ({ request }) => {
    const response = await request.get('/fr/shop');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<html lang="fr">/);
    const root = html.slice(html.indexOf('<div id="root">'));
    // French words, before any script runs.
    expect(root).toMatch(/<h1[^>]*>Boutique<\/h1>/);
    expect(root).toContain('Tous les t-shirts');
    expect(root).toMatch(/<legend[^>]*>Catégorie<\/legend>/);
    expect(root).toContain('Trier par');
    expect(root).toContain('Tous droits réservés.');
    expect(root).not.toContain('Sort by');
    expect(root).not.toContain('All rights reserved.');
    // Its links and its forms stay in French.
    expect([...root.matchAll(/href="\/fr\/shop\/[a-z0-9-]+"/g)].length).toBeGreaterThanOrEqual(4);
    expect(root).not.toMatch(/href="\/shop\/[a-z0-9-]+"/);
    expect(root).toMatch(/<form\b[^>]*action="\/fr\/shop"/);
    // The same page in every language, for crawlers.
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
      lang,
      href!.replace(/^https?:\/\/[^/]+/, ''),
    ]);
    expect(alternates).toEqual([
      ['en', '/shop'],
      ['fr', '/fr/shop'],
      ['x-default', '/shop'],
    ]);
    // The page's modules hold the French messages, not the English ones.
    const scripts = JSON.parse(/<script type="application\/json" id="shop-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null') as {
      modules: string[];
    };
    expect(scripts.modules).toContainEqual(expect.stringMatching(/^\/assets\/fr-[\w-]+\.js$/));
    expect(scripts.modules).not.toContainEqual(expect.stringMatching(/^\/assets\/en-[\w-]+\.js$/));
    // The English page is in English, with the English messages.
    const english = await (await request.get('/shop')).text();
    expect(english).toMatch(/<html lang="en">/);
    expect(english).toContain('Sort by');
    expect(english).toContain('<link rel="alternate" hreflang="fr"');
  });

  test('a visitor browses in French and switches to English', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto('/fr/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique' })).toBeVisible();
    await expect(page.getByText('Tous les t-shirts')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Principale' }).getByRole('link', { name: 'Accueil' })).toHaveAttribute(
      'href',
      '/fr',
    );

    // Sorting keeps the language.
    await page.getByLabel('Trier par').selectOption({ label: 'Prix croissant' });
    await expect(page).toHaveURL(/\/fr\/shop\?sort=price-asc$/);

    // A product's page, in French, at its French address.
    await page.locator('main a[href^="/fr/shop/"]').first().click();
    await expect(page).toHaveURL(/\/fr\/shop\/[a-z0-9-]+$/);
    await expect(page.getByRole('link', { name: 'Retour à la boutique' })).toBeVisible();
    await expect(page.getByRole('button', { name: /Ajouter au panier/ })).toBeVisible();
    await expect(page).toHaveTitle(/ \| /);

    // The bag, in French.
    await page.getByRole('button', { name: /Ouvrir le panier, 0 article/ }).click();
    await expect(page.getByRole('dialog', { name: 'Votre panier' })).toBeVisible();
    await expect(page.getByText('Panier vide')).toBeVisible();
    await page.getByRole('button', { name: 'Fermer' }).click();

    // The switcher: the same page, in English, loaded anew.
    const path = new URL(page.url()).pathname.replace(/^\/fr/, '');
    await page.getByRole('link', { name: 'English' }).click();
    await page.locator('html[lang="en"][data-interactive]').waitFor({ state: 'attached' });
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Français' })).toHaveAttribute('href', `/fr${path}`);

    expect(problems).toEqual([]);
  });

  test('a customer signs in and reads their dashboard in French, its links kept under /fr', async ({ page }) => {
    const api = await apiClient();
    const account = await signUp(api, 'Client');
    await api.dispose();

    await page.goto('/fr/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Connexion' })).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
    await expect(page.getByText('Vous êtes connecté.')).toBeVisible();

    await page.goto('/fr/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: `Bienvenue, ${account.username} !` })).toBeVisible();
    await page.getByRole('navigation', { name: 'Tableau de bord' }).getByRole('link', { name: 'Commandes' }).click();
    await expect(page).toHaveURL(/\/fr\/dashboard\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vos commandes' })).toBeVisible();
    await expect(page.getByText('Pas encore de commande')).toBeVisible();
  });
});
