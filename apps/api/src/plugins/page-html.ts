/**
 * Writes a page into the web app's shell (its built index.html): the <head> of the page (title,
 * description, Open Graph tags, JSON-LD) and, for a server-rendered page, its HTML and the
 * state the browser hydrates from. `prepareShell` readies the built shell for that once, at start.
 */

export interface PageHead {
  title?: string;
  description?: string;
  /** The page's canonical address; Open Graph tags are written only when it is known. */
  url?: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
}

export interface RenderedBody {
  html: string;
  /** JSON already safe inside a <script> element. */
  state: string;
}

/** Must match SSR_STATE_ELEMENT_ID in apps/web/src/app/ssr-state.ts. */
const STATE_ELEMENT_ID = 'shop-ssr-state';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// NOTE: JSON inside a <script> ends at the first "</script"; escaping "<" keeps it inside.
const safeJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * The built shell as pages are sent. The stylesheet is written into the page, so that the first
 * paint waits for no other request (about 10 KB gzip more per page, against a round trip and a
 * connection on a phone). The entry script and its modulepreloads move to the end of <body>: a
 * module script runs after parsing anyway, and there the browser meets the page's main picture
 * (React writes its preload at the start of the page's HTML) before the scripts, so the picture
 * is not queued behind a dozen scripts on the few connections a browser opens to one host.
 */
export function prepareShell(shell: string, readStylesheet: (href: string) => string): string {
  const scripts: string[] = [];
  let html = shell.replace(/^[ \t]*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/gm, (tag) => {
    scripts.push(tag.trim());
    return '';
  });
  html = html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    // NOTE: a stylesheet holds no "</style" (Tailwind's output never does); the replacer keeps '$'.
    (_tag, href: string) => `<style>${readStylesheet(href).trim()}</style>`,
  );
  return html.replace('</body>', () => `  ${scripts.join('\n    ')}\n  </body>`);
}

export function pageHtml(shell: string, head: PageHead, body?: RenderedBody): string {
  const tags = head.url
    ? [
        `<meta property="og:type" content="${head.type ?? 'website'}" />`,
        ...(head.title ? [`<meta property="og:title" content="${escapeHtml(head.title)}" />`] : []),
        ...(head.description ? [`<meta property="og:description" content="${escapeHtml(head.description)}" />`] : []),
        `<meta property="og:url" content="${escapeHtml(head.url)}" />`,
        ...(head.image ? [`<meta property="og:image" content="${escapeHtml(head.image)}" />`] : []),
        `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
        `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
      ]
    : [];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);

  let html = shell;
  // NOTE: replacer functions, so that a '$' in a product's name is not read as a pattern.
  if (head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title!)}</title>`);
  if (head.description) {
    html = html.replace(
      /<meta\s+name="description"[\s\S]*?\/>/,
      () => `<meta name="description" content="${escapeHtml(head.description!)}" />`,
    );
  }
  if (tags.length > 0) html = html.replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`);
  if (body) {
    html = html.replace(
      /<div id="root"><\/div>/,
      () => `<div id="root">${body.html}</div><script type="application/json" id="${STATE_ELEMENT_ID}">${body.state}</script>`,
    );
  }
  return html;
}
