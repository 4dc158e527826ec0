import { languageOf } from '@shop/shared/languages';
import { WISHLIST_ALERTS_WORDING_FR } from '@shop/shared/wishlist.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { anOrder } from '@/features/orders/testing/order-fixtures';
import { wishlistItem } from '@/features/wishlist/testing/wishlist-api';
import { browserNavigation } from '@/lib/browser-navigation';
import { answerGet } from '@/test/list-api';
import { pagedAnswer } from '@/test/paging';
import { renderApp, type ApiHandler } from '@/test/render-app';
import { textsByRole } from '@/test/texts';
import { signIn, testAdmin, testUser } from '@/test/users';
import { loadCatalogue } from './i18n';

const french = languageOf('fr')!;

/** The app as a French page of the browser has it: the router's basename, the French messages. */
async function renderInFrench(path: string, api?: ApiHandler, { arrive = true } = {}) {
  return renderApp(path, { api, catalogue: await loadCatalogue(french), arrive });
}

describe('the app in French', () => {
  it('shows the shell in French, its links kept under /fr, and the switcher to the English page', async () => {
    await renderInFrench('/fr/contact?from=mail');
    const main = await screen.findByRole('navigation', { name: 'Principale' });
    expect(main.querySelector('a[href="/fr/shop"]')).toHaveTextContent('Boutique');
    expect(screen.getByRole('link', { name: 'Rechercher' })).toHaveAttribute('href', '/fr/search');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/contact?from=mail');
    expect(screen.getByText(/Tous droits réservés\./)).toBeInTheDocument();
  });

  it('signs in in French, its links kept under /fr', async () => {
    await renderInFrench('/fr/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute('href', '/fr/forgot-password');
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/fr/register');
    await waitFor(() => expect(document.title).toMatch(/^Connexion \| /));
  });

  it("shows a customer's orders in French, dated the French way, each link under /fr", async () => {
    signIn(testUser);
    const order = anOrder({ orderId: 'ORD-22222222', status: 'pending', createdAt: '2025-04-01T12:00:00.000Z' });
    await renderInFrench(
      '/fr/dashboard/orders',
      answerGet('/orders/mine', (url) => pagedAnswer('orders', 'totalOrders', [order], url)),
    );
    const table = await screen.findByRole('table', { name: 'Vos commandes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Vos commandes' })).toBeInTheDocument();
    expect(textsByRole(table, 'columnheader')).toEqual(['#', 'N° de commande', 'Date', 'Statut', 'Total', 'Voir']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent(new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' }).format(new Date(order.createdAt)));
    expect(row).toHaveTextContent('en attente');
    expect(within(row).getByRole('link', { name: 'voir la commande ORD-22222222' })).toHaveAttribute('href', '/fr/orders/ORD-22222222');
    const nav = screen.getByRole('navigation', { name: 'Tableau de bord' });
    expect(within(nav).getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/fr/dashboard/profile');
    expect(within(nav).getByRole('link', { name: 'Favoris' })).toHaveAttribute('href', '/fr/dashboard/wishlist');
  });

  it("shows a customer's profile in French, with its email preferences", async () => {
    signIn(testUser);
    await renderInFrench('/fr/dashboard/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier le profil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Changer le mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Préférences e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Supprimer le compte' })).toBeInTheDocument();
  });

  it('asks for the wishlist alerts’ words in French, and shows the French words the server answers', async () => {
    signIn(testUser);
    const asked: (string | null)[] = [];
    await renderInFrench('/fr/dashboard/wishlist', ({ method, path, url }) => {
      if (method === 'GET' && path === '/wishlist')
        return Response.json({ items: [wishlistItem('w1', { productId: 'p1', name: 'Linen Tee' })] });
      if (method !== 'GET' || path !== '/wishlist/alerts') return undefined;
      asked.push(url.searchParams.get('lang'));
      return Response.json({ on: false, since: null, wording: WISHLIST_ALERTS_WORDING_FR });
    });
    expect(await screen.findByRole('switch', { name: WISHLIST_ALERTS_WORDING_FR })).not.toBeChecked();
    expect(asked).toEqual(['fr']);
  });

  it("sends a staff page to its English address: the staff's pages are in English only", async () => {
    signIn(testAdmin);
    const assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    await renderInFrench('/fr/dashboard/manage-orders?status=paid', undefined, { arrive: false });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/dashboard/manage-orders?status=paid'));
  });
});
