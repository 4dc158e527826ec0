import type { ManagedPage, PageVersionSummary } from '@shop/shared/page-content.schema';
import { FIRST_PAGES } from '@shop/shared/testing/first-pages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, renderApp, type ApiHandler } from '@/test/render-app';
import { signIn, testAdmin } from '@/test/users';

const about = FIRST_PAGES.about;

const firstVersion: PageVersionSummary = {
  number: 1,
  title: about.title,
  createdAt: '2026-01-01T10:00:00.000Z',
  author: null,
  restoredFrom: null,
};

const aboutPage = (): ManagedPage => ({
  _id: 'page-about',
  handle: 'about',
  title: about.title,
  builtIn: true,
  published: true,
  version: 2,
  updatedAt: '2026-02-01T10:00:00.000Z',
  updatedBy: { _id: 'admin-1', username: 'Ada' },
  markdown: 'Our story, second telling.',
  seoDescription: about.seoDescription,
  versions: [
    {
      number: 2,
      title: about.title,
      createdAt: '2026-02-01T10:00:00.000Z',
      author: { _id: 'admin-1', username: 'Ada' },
      restoredFrom: null,
    },
    firstVersion,
  ],
  translations: [],
});

/** The preview as the server renders it: marked, so that the test knows the HTML came from there. */
const serverPreview = (markdown: string) =>
  `<p data-from="server">Server render of ${markdown.length} characters</p><h2 id="shown">Shown by the server</h2>`;

/** The pages' routes of the API, keeping what is saved. */
function pagesApi(refusal?: { status: number; body: object }): ApiHandler {
  let page = aboutPage();
  return ({ method, path, body }) => {
    if (method === 'POST' && path === '/pages/preview') {
      return Response.json({ html: serverPreview((body as { markdown: string }).markdown) });
    }
    if (method === 'GET' && path === '/pages/about/versions') return Response.json({ page });
    if (method === 'GET' && path === '/pages/about/versions/1') {
      return Response.json({
        version: {
          ...firstVersion,
          markdown: about.markdown,
          seoDescription: about.seoDescription,
          html: '<p>The words the shop came with.</p>',
        },
      });
    }
    if (method === 'PUT' && path === '/pages/about') {
      if (refusal) return Response.json(refusal.body, { status: refusal.status });
      const input = body as { title: string; markdown: string };
      const version = page.version + 1;
      page = {
        ...page,
        ...input,
        version,
        versions: [
          {
            number: version,
            title: input.title,
            createdAt: '2026-03-01T10:00:00.000Z',
            author: { _id: 'admin-1', username: 'Ada' },
            restoredFrom: null,
          },
          ...page.versions,
        ],
      };
      return Response.json({ message: 'Page saved', page });
    }
    if (method === 'POST' && path === '/pages/about/versions/1/restore') {
      const version = page.version + 1;
      page = {
        ...page,
        markdown: about.markdown,
        version,
        versions: [
          {
            number: version,
            title: about.title,
            createdAt: '2026-03-02T10:00:00.000Z',
            author: { _id: 'admin-1', username: 'Ada' },
            restoredFrom: 1,
          },
          ...page.versions,
        ],
      };
      return Response.json({ message: 'Version 1 restored', page });
    }
    return undefined;
  };
}

async function renderEditor(api: ApiHandler = pagesApi()) {
  signIn(testAdmin);
  const view = await renderApp('/dashboard/pages/about', { api });
  await screen.findByRole('textbox', { name: /Text \(Markdown\)/ });
  return view;
}

describe('the page editor', () => {
  it('shows the preview the server rendered, asked again once the typing stops', async () => {
    const { user, fetchMock } = await renderEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Edit “About the studio”' })).toBeInTheDocument();
    const preview = screen.getByRole('region', { name: /Preview/ });
    expect(await within(preview).findByRole('heading', { name: 'Shown by the server' })).toBeInTheDocument();

    const text = screen.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(text);
    await user.type(text, '# Hello *there*');
    await waitFor(() => expect(within(preview).getByText('Server render of 15 characters')).toBeInTheDocument());
    // The Markdown is never rendered here: what shows is the server's HTML, as sent.
    expect(within(preview).queryByRole('heading', { name: 'Hello there' })).not.toBeInTheDocument();
    const previews = callsTo(fetchMock, 'POST', '/pages/preview');
    expect(previews.at(-1)?.body).toEqual({ markdown: '# Hello *there*' });
    // Debounced: far fewer requests than keystrokes.
    expect(previews.length).toBeLessThan(5);
  });

  it('saves the title and Markdown as a new version and lists it', async () => {
    const { user, fetchMock } = await renderEditor();
    const text = screen.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(text);
    await user.type(text, 'A third telling.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Page saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/pages/about').map((call) => call.body)).toEqual([
      { title: 'About the studio', markdown: 'A third telling.', seoDescription: about.seoDescription, published: true },
    ]);
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(await within(versions).findByText('Version 3')).toBeInTheDocument();
    // A built-in page is always published: no switch to hide it.
    expect(screen.queryByRole('switch', { name: /Published/ })).not.toBeInTheDocument();
  });

  it('lists the versions with who saved them, shows an earlier one, and restores it', async () => {
    const { user, fetchMock } = await renderEditor();
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getByText(/by Ada/)).toBeInTheDocument();
    expect(within(versions).getByText(/by the shop/)).toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: 'Show version 1' }));
    const shown = await within(versions).findByRole('region', { name: 'Version 1' });
    expect(within(shown).getByText('The words the shop came with.')).toBeInTheDocument();

    await user.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    expect(await screen.findByText('Version 1 restored')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/pages/about/versions/1/restore')).toHaveLength(1);
    expect(await within(versions).findByText(/restoring version 1/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveValue(about.markdown);
  });

  it('says what is wrong before sending: no title, text over the limit', async () => {
    const { user, fetchMock } = await renderEditor();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'About');
    const text = screen.getByRole('textbox', { name: /Text \(Markdown\)/ });
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(100_001));
    expect(screen.getByText('The page text is too long: at most 100,000 characters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(callsTo(fetchMock, 'PUT', '/pages/about')).toEqual([]);
  });

  it('shows the server’s refusal under its field, and any other above the form', async () => {
    const { user } = await renderEditor(
      pagesApi({
        status: 400,
        body: { message: 'Invalid', errors: [{ path: 'markdown', message: 'The page text is too long: at most 100,000 characters' }] },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The page text is too long: at most 100,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Text \(Markdown\)/ })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a new page', () => {
  it('refuses a handle that is not letters, digits and dashes, then creates the page and opens its editor', async () => {
    signIn(testAdmin);
    const created: ManagedPage = {
      ...aboutPage(),
      _id: 'page-1',
      handle: 'size-guide',
      title: 'Size guide',
      builtIn: false,
      version: 1,
      markdown: 'Fits',
      versions: [],
    };
    const { user, fetchMock } = await renderApp('/dashboard/pages/new', {
      api: ({ method, path }) => {
        if (method === 'POST' && path === '/pages/preview') return Response.json({ html: '<p>Fits</p>' });
        if (method === 'POST' && path === '/pages') return Response.json({ message: 'Page created', page: created }, { status: 201 });
        if (method === 'GET' && path === '/pages/size-guide/versions') return Response.json({ page: created });
        return undefined;
      },
    });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Size guide');
    await user.type(screen.getByRole('textbox', { name: 'Handle' }), 'Size Guide!');
    await user.type(screen.getByRole('textbox', { name: /Text \(Markdown\)/ }), 'Fits');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByText(/lower-case letters, digits and single dashes/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/pages')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Handle' }));
    await user.type(screen.getByRole('textbox', { name: 'Handle' }), 'size-guide');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Size guide”' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/pages')[0]?.body).toMatchObject({
      handle: 'size-guide',
      title: 'Size guide',
      markdown: 'Fits',
      published: true,
    });
  });
});

describe("the page editor's language switch", () => {
  it('edits the French words beside their preview, the English text previewed while there is none, and saves them apart', async () => {
    let page = aboutPage();
    const english = pagesApi();
    const api: ApiHandler = (call) => {
      if (call.method === 'GET' && call.path === '/pages/about/versions') return Response.json({ page });
      if (call.method === 'PUT' && call.path === '/pages/about/translations') {
        const { language, ...words } = call.body as { language: 'fr'; title: string; markdown: string; seoDescription: string };
        page = { ...page, translations: [{ language, ...words, updatedAt: '2026-03-03T10:00:00.000Z' }] };
        return Response.json({ message: 'Translation saved', page });
      }
      return english(call);
    };
    const { user, fetchMock } = await renderEditor(api);
    await user.click(screen.getByRole('radio', { name: /French/ }));
    const title = await screen.findByRole('textbox', { name: 'Title in French' });
    expect(title).toHaveAttribute('placeholder', about.title);
    // No French text yet: the preview shows the English one, and says so.
    const preview = screen.getByRole('region', { name: /Preview/ });
    expect(within(preview).getByText(/the French page shows the English text/)).toBeInTheDocument();
    await waitFor(() =>
      expect(callsTo(fetchMock, 'POST', '/pages/preview').at(-1)?.body).toEqual({ markdown: 'Our story, second telling.' }),
    );

    await user.type(title, 'À propos');
    await user.type(screen.getByRole('textbox', { name: /Text in French/ }), 'Notre histoire');
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/pages/preview').at(-1)?.body).toEqual({ markdown: 'Notre histoire' }));
    await user.click(screen.getByRole('button', { name: 'Save French' }));
    expect(await screen.findByText('Translation saved')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/pages/about/translations')[0]?.body).toEqual({
      language: 'fr',
      title: 'À propos',
      markdown: 'Notre histoire',
      seoDescription: '',
    });
    // The page's own words and versions are the English editor's.
    expect(callsTo(fetchMock, 'PUT', '/pages/about')).toEqual([]);
    await user.click(screen.getByRole('radio', { name: 'English (default)' }));
    expect(await screen.findByRole('textbox', { name: /^Text \(Markdown\)/ })).toHaveValue('Our story, second telling.');
  });
});
