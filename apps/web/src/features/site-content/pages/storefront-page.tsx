import { DashboardPage } from '@/components/layouts/dashboard-page';
import { QueryStates } from '@/components/ui/query-states';
import { SkeletonRows } from '@/components/ui/skeleton-rows';
import { usePageTitle } from '@/features/settings/hooks/use-page-title';
import { useManagedSiteContent } from '../api/manage-site-content';
import { AnnouncementForm } from '../components/announcement-form';
import { BlockSection } from '../components/block-section';
import { FooterForm } from '../components/footer-form';
import { HomeForm } from '../components/home-form';

/**
 * `/dashboard/storefront` (staff with 'settings'): the home page's hero, tiles and featured
 * products, the announcement bar and the footer, each saved on its own and audited. Until a block
 * is saved the storefront shows the shop's own words, and "Reset to default" goes back to them.
 */
export function StorefrontPage() {
  usePageTitle('Storefront');
  const content = useManagedSiteContent();
  return (
    <DashboardPage
      title="Storefront"
      intro="The words and pictures shoppers see on the home page, at the top of every page and in the footer. Each section saves on its own."
    >
      <QueryStates
        query={content}
        loading={<SkeletonRows label="Loading the storefront" rows={3} rowClassName="h-64 rounded-lg" />}
        failed="Error loading the storefront."
        failedDetail="Please check your connection and try again."
      >
        {(data) => (
          <div className="space-y-8">
            {/* Each form starts again from what is saved once a save or a reset lands. */}
            <BlockSection
              block="home"
              title="Home page"
              intro="The hero at the top, the tiles and the featured products."
              saved={data.saved.home}
              resetQuestion="The home page goes back to the shop's own hero, every tile in its first order and no featured products."
            >
              <HomeForm key={data.saved.home?.at ?? 'default'} content={data} />
            </BlockSection>
            <BlockSection
              block="announcement"
              title="Announcement bar"
              intro="A line at the top of every storefront page, between its start and end. Shoppers can close it; a new announcement shows to them again."
              saved={data.saved.announcement}
              resetLabel="Remove announcement"
              resetQuestion="The bar disappears from every page. Its words are not kept."
            >
              <AnnouncementForm key={data.saved.announcement?.at ?? 'default'} content={data} />
            </BlockSection>
            <BlockSection
              block="footer"
              title="Footer"
              intro="The columns of links and the shop's details at the foot of every page."
              saved={data.saved.footer}
              resetQuestion="The footer goes back to the shop's own columns, Company and Useful Links, and the shop's settings."
            >
              <FooterForm key={data.saved.footer?.at ?? 'default'} content={data} />
            </BlockSection>
          </div>
        )}
      </QueryStates>
    </DashboardPage>
  );
}
