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
  /** The language of the page (`<html lang>`), from its address. */
  lang?: string;
  /** The page's address in every language, written as `hreflang` alternates. */
  alternates?: { hreflang: string; href: string }[];
}

export interface RenderedBody {
  html: string;
  /** JSON already safe inside a <script> element. */
  state: string;
  /** Without them, the page loads the shell's scripts. */
  scripts?: PageScripts;
}

/** Must match SSR_STATE_ELEMENT_ID in apps/web/src/ssr/ssr-state.ts. */
const STATE_ELEMENT_ID = 'shop-ssr-state';

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// NOTE: JSON inside a <script> ends at the first "</script"; escaping "<" keeps it inside.
const safeJson = (value: object) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The built shell, ready to take pages. */
export interface Shell {
  /** The page around #root, with the stylesheet written in and no script. */
  html: string;
  /** The entry script and its modulepreloads as built: what a page rendered in the browser loads. */
  scripts: string[];
}

/**
 * The built shell as pages are sent. The stylesheet is written into the page, so that the first
 * paint waits for no other request (about 10 KB gzip more per page, against a round trip and a
 * connection on a phone). The entry script and its modulepreloads go to the end of <body>: a
 * module script runs after parsing anyway, and there the browser meets the page's main picture
 * (React writes its preload at the start of the page's HTML) before the scripts.
 */
export function prepareShell(shell: string, readStylesheet: (href: string) => string): Shell {
  const scripts: string[] = [];
  const html = shell
    .replace(/^[ \t]*<(?:script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/gm, (tag) => {
      scripts.push(tag.trim());
      return '';
    })
    .replace(
      /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
      // NOTE: a stylesheet holds no "</style" (Tailwind's output never does); the replacer keeps '$'.
      (_tag, href: string) => `<style>${readStylesheet(href).trim()}</style>`,
    );
  return { html, scripts };
}

/**
 * What a server-rendered page loads: only the small boot script (apps/web/src/boot.ts), which
 * asks for the app's entry and modules (the page's own among them) once the page's main
 * pictures are painted. Its HTML is complete without them; fetched at once, they would share a
 * phone's first round trips with the pictures and hold the main thread while they are painted.
 */
export interface PageScripts {
  boot: string;
  entry: string;
  modules: string[];
}

/** Must match SCRIPTS_ELEMENT_ID in apps/web/src/boot.ts. */
const SCRIPTS_ELEMENT_ID = 'shop-scripts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The scripts of each server-rendered page, from the web app's build manifest: the entry with
 * what it imports, the page's module (as its route names it) with what that imports, and the
 * modules of the page's language's messages (with the parts of them the page shows).
 * Undefined when the build has no boot script.
 */
export function pageScriptsOf(
  manifest: Record<string, ManifestChunk>,
): ((pageModule?: string, messagesModules?: readonly string[]) => PageScripts) | undefined {
  const boot = manifest['src/boot.ts'];
  const entry = manifest['index.html'];
  if (!boot || !entry) return undefined;
  const closure = (key: string, seen: Set<string>): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, seen);
    return seen;
  };
  const ofPage = new Map<string, PageScripts>();
  // The page's language's messages come with its modules: hydration needs them, and no other language's.
  return (pageModule, messagesModules = []) => {
    const cacheKey = `${pageModule ?? ''} ${messagesModules.join(' ')}`;
    let scripts = ofPage.get(cacheKey);
    if (!scripts) {
      const keys = closure('index.html', new Set());
      if (pageModule) closure(pageModule, keys);
      for (const messagesModule of messagesModules) closure(messagesModule, keys);
      keys.delete('index.html');
      scripts = { boot: `/${boot.file}`, entry: `/${entry.file}`, modules: [...keys].map((key) => `/${manifest[key]!.file}`) };
      ofPage.set(cacheKey, scripts);
    }
    return scripts;
  };
}

export function pageHtml(shell: Shell, head: PageHead, body?: RenderedBody): string {
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
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(`<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`);
  }
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`);

  let html = shell.html;
  if (head.lang) html = html.replace(/<html(?: lang="[^"]*")?/, () => `<html lang="${escapeHtml(head.lang!)}"`);
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
  const scripts = body?.scripts
    ? [
        `<script type="application/json" id="${SCRIPTS_ELEMENT_ID}">${safeJson({ entry: body.scripts.entry, modules: body.scripts.modules })}</script>`,
        `<script type="module" crossorigin src="${escapeHtml(body.scripts.boot)}"></script>`,
      ]
    : shell.scripts;
  return html.replace('</body>', () => `  ${scripts.join('\n    ')}\n  </body>`);
}
