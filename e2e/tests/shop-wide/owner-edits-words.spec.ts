/**
 * The shop's own words, end to end: the owner edits the Terms page and the home page's hero, and a
 * signed-out visitor gets them at once in the server's HTML. It changes what every visitor reads,
 * so it runs apart from the other journeys (shop-wide): it puts the Terms back by restoring the
 * version before its own, and the hero back to the shop's default, through the API if the
 * dashboard's steps failed.
 */
import type { ManagedPage } from '@shop/shared/page-content.schema';
import { DEFAULT_HOME } from '@shop/shared/site-content';
import type { ManagedSiteContent } from '@shop/shared/site-content.schema';
import { apiClient, newAdmin, ok, send, uniqueId } from '../../support/api';
import { signIn } from '../../support/shop';
import { expect, test, waitUntilInteractive } from '../../support/test';

/** A page's HTML without its scripts: what the server rendered as markup, not the data it hands to the browser. */
const markupOf = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');

test.describe('the owner’s words', () => {
  test('The owner edits the Terms and the hero, and a visitor sees them at once, rendered on the server.', async ({ page, browser }) => {
    test.setTimeout(120_000);
    const id = uniqueId();
    const sentence = `Every parcel leaves the studio wrapped in paper, note ${id}.`;
    const headline = `The best material, cut and sewn in our studio, edition ${id}`;
    const { account: owner, api: ownerApi } = await newAdmin('Pages Owner');
    const before = (await ok<{ page: ManagedPage }>(ownerApi.get('/api/pages/terms/versions'))).page;

    try {
      // 1. The owner opens the Terms page in the editor and adds a sentence; the preview shows it.
      await signIn(page, owner);
      await page.goto('/dashboard/pages');
      await expect(page.getByRole('heading', { level: 1, name: 'Pages' })).toBeVisible();
      await page.getByRole('link', { name: `Edit ${before.title}`, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Edit “${before.title}”` })).toBeVisible();
      const editor = page.getByRole('form', { name: `Edit ${before.title}` });
      const markdown = editor.getByLabel('Text (Markdown)');
      await expect(markdown).toHaveValue(before.markdown);
      await markdown.fill(`${before.markdown.trimEnd()}\n\n${sentence}\n`);
      const preview = editor.getByRole('region', { name: /^Preview/ });
      await expect(preview.getByText(sentence)).toBeVisible();
      await editor.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByText('Page saved')).toBeVisible();
      // The save is the newest version, by the owner.
      const versions = page.getByRole('region', { name: 'Versions' });
      const saved = versions.getByRole('listitem').filter({ hasText: `Version ${before.version + 1} (current)` });
      await expect(saved).toContainText(`by ${owner.username}`);

      // 2. The home page's hero gets a new headline.
      await page.goto('/dashboard/storefront');
      const home = page.getByRole('form', { name: 'Home page' });
      await home.getByLabel('Headline', { exact: true }).fill(headline);
      await home.getByRole('button', { name: 'Save home page' }).click();
      await expect(page.getByText('Home page saved')).toBeVisible();

      // 3. A visitor, signed out: the server's own HTML has both, as markup; the pages show them.
      const visitor = await browser.newContext();
      try {
        const termsAnswer = await visitor.request.get('/terms');
        expect(termsAnswer.ok()).toBe(true);
        expect(markupOf(await termsAnswer.text())).toContain(`<p>${sentence}</p>`);
        const homeAnswer = await visitor.request.get('/');
        expect(homeAnswer.ok()).toBe(true);
        expect(markupOf(await homeAnswer.text())).toMatch(new RegExp(`<h1[^>]*>${headline}</h1>`));

        const visitorPage = await visitor.newPage();
        await visitorPage.goto('/terms');
        await waitUntilInteractive(visitorPage);
        await expect(visitorPage.getByRole('heading', { level: 1, name: before.title })).toBeVisible();
        await expect(visitorPage.getByText(sentence)).toBeVisible();
        await visitorPage.goto('/');
        await waitUntilInteractive(visitorPage);
        await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(headline);
      } finally {
        await visitor.close();
      }

      // 4. The owner puts the Terms back: the version before the sentence, restored as the newest.
      await page.goto(`/dashboard/pages/${before.handle}`);
      await page.getByRole('button', { name: `Restore version ${before.version}` }).click();
      await expect(page.getByText(`Version ${before.version} restored`)).toBeVisible();
      await expect(versions.getByRole('listitem').filter({ hasText: `Version ${before.version + 2} (current)` })).toContainText(
        `restoring version ${before.version}`,
      );
      await expect(page.getByRole('form', { name: `Edit ${before.title}` }).getByLabel('Text (Markdown)')).toHaveValue(before.markdown);

      // 5. And the hero back to the shop's default.
      await page.goto('/dashboard/storefront');
      const homeSection = page.getByRole('region', { name: 'Home page' });
      await homeSection.getByRole('button', { name: 'Reset to default' }).click();
      await page.getByRole('alertdialog', { name: 'Reset to default?' }).getByRole('button', { name: 'Reset to default' }).click();
      await expect(page.getByText('Home page reset to the default')).toBeVisible();
      await expect(homeSection).toContainText("The shop's default: nothing saved yet.");

      // The visitor's next look has neither.
      const after = await apiClient();
      try {
        expect(markupOf(await (await after.get('/terms')).text())).not.toContain(sentence);
        const homeHtml = markupOf(await (await after.get('/')).text());
        expect(homeHtml).not.toContain(headline);
        expect(homeHtml).toContain(DEFAULT_HOME.hero.headline);
      } finally {
        await after.dispose();
      }
    } finally {
      // Whatever failed above, the shop's Terms and hero are as every other journey knows them.
      const terms = (await ok<{ page: ManagedPage }>(ownerApi.get('/api/pages/terms/versions'))).page;
      if (terms.markdown !== before.markdown) {
        await send(ownerApi, 'put', '/api/pages/terms', {
          title: before.title,
          markdown: before.markdown,
          seoDescription: before.seoDescription,
        });
      }
      const content = await ok<ManagedSiteContent>(ownerApi.get('/api/site-content/manage'));
      if (content.home.hero.headline === headline) await send(ownerApi, 'delete', '/api/site-content/manage/home');
      await ownerApi.dispose();
    }
  });
});
