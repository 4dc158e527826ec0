import type { SizeSwapsReport } from '@shop/shared/size-swaps.schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminStats } from '@shop/shared/stats.schema';
import { answerTo, firstAnswer } from '@/test/api-answers';
import { linksIn } from '@/test/links';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { renderAdminPage } from '@/test/render-page';
import { stubResizeObserver } from '@/test/resize-observer';
import { AdminDashboardPage } from '../pages/admin-dashboard-page';
import { SizeSwapsCard } from './size-swaps-card';

/** The card on a page of its own, as the dashboard shows it among its figures. */
function Dashboard() {
  usePageTitle('Admin Dashboard');
  return (
    <>
      <h1>Admin Dashboard</h1>
      <SizeSwapsCard />
    </>
  );
}

const report: SizeSwapsReport = {
  products: [
    {
      productId: 'p-tee',
      name: 'Crew Tee',
      handle: 'crew-tee',
      sizes: ['s', 'm', 'l', 'xl'],
      swaps: [
        { fromSize: 'm', toSize: 'l', count: 9 },
        { fromSize: 'l', toSize: 'xl', count: 3 },
        { fromSize: 'l', toSize: 'm', count: 1 },
      ],
      totalSwaps: 13,
      buyers: 60,
    },
    {
      productId: 'p-hoodie',
      name: 'Hoodie',
      handle: 'hoodie',
      sizes: ['s', 'm', 'l'],
      swaps: [
        { fromSize: 'l', toSize: 'm', count: 4 },
        { fromSize: 'm', toSize: 's', count: 1 },
      ],
      totalSwaps: 5,
      buyers: 1,
    },
    {
      productId: 'p-cap',
      name: 'Cap',
      handle: 'cap',
      sizes: ['s', 'm'],
      swaps: [
        { fromSize: 's', toSize: 'm', count: 1 },
        { fromSize: 'm', toSize: 's', count: 1 },
      ],
      totalSwaps: 2,
      buyers: 2,
    },
  ],
  includesTestOrders: false,
};

const render = (answer: () => Response) =>
  renderAdminPage(<Dashboard />, {
    route: '/dashboard/admin',
    path: '/dashboard/admin',
    api: answerTo('GET', '/stats/size-swaps', answer),
  });

const card = () => screen.getByRole('region', { name: 'Sizes most often swapped' });

describe("the admin's sizes most often swapped", () => {
  it('lists the products most swapped first, each with its swaps, which way it runs, and a link to its edit page', async () => {
    await render(() => Response.json(report));
    const items = await within(card()).findAllByRole('listitem');
    const products = items.filter((item) => item.parentElement?.tagName === 'OL');
    expect(products.map((item) => item.textContent)).toEqual([
      'Crew TeeM → L: 9L → XL: 3L → M: 113 swaps of 60 buyersRuns small',
      'HoodieL → M: 4M → S: 15 swaps of 1 buyerRuns large',
      // As many up as down: no way to tell.
      'CapS → M: 1M → S: 12 swaps of 2 buyers',
    ]);
    expect(within(card()).getByRole('list', { name: 'Swaps of Crew Tee' })).toHaveTextContent('M → L: 9');
    expect(linksIn(card())).toEqual([
      ['Crew Tee', '/dashboard/update-product/p-tee'],
      ['Hoodie', '/dashboard/update-product/p-hoodie'],
      ['Cap', '/dashboard/update-product/p-cap'],
    ]);
  });

  it('says so when no size has been swapped yet', async () => {
    await render(() => Response.json({ products: [], includesTestOrders: false }));
    expect(await within(card()).findByText('No size has been swapped yet.')).toBeInTheDocument();
  });

  it('says when the swaps cannot be loaded, and tries again on request', async () => {
    let fail = true;
    const { user } = await render(() =>
      fail ? Response.json({ message: 'Internal Server Error' }, { status: 500 }) : Response.json(report),
    );
    expect(await within(card()).findByRole('alert')).toHaveTextContent('Failed to load the size swaps!');
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Try again' }));
    expect(await within(card()).findByRole('link', { name: 'Crew Tee' })).toBeInTheDocument();
  });

  it('sits on the admin dashboard with its figures', async () => {
    const year = new Date().getUTCFullYear();
    const stats: AdminStats = {
      totalEarnings: 0,
      totalOrders: 0,
      totalUsers: 0,
      totalProducts: 0,
      totalReviews: 0,
      monthlyEarnings: Array.from({ length: 12 }, (_, index) => ({ month: index + 1, earnings: 0 })),
      year,
      firstYear: year,
      unitsBySize: [],
      unitsByColor: [],
      bestSellers: [],
      lowStockThreshold: 3,
      lowStock: [],
      lowStockCount: 0,
      mostWanted: [],
      attentionOrders: [],
      attentionCount: 0,
      includesTestOrders: false,
    };
    stubResizeObserver();
    await renderAdminPage(<AdminDashboardPage />, {
      route: '/dashboard/admin',
      path: '/dashboard/admin',
      api: firstAnswer(
        answerTo('GET', '/stats/admin-stats', () => Response.json(stats)),
        answerTo('GET', '/stats/size-swaps', () => Response.json(report)),
      ),
    });
    expect(await within(card()).findByText('M → L: 9')).toBeInTheDocument();
  });
});
