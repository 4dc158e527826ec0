import { prefixPath, unprefixPath, type Language } from '@shop/shared/languages';
import { isClientRoute } from '@shop/shared/routes';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/i18n/i18n';
import { cn } from '@/lib/class-names';

/** The sanitised HTML's headings one level down, for a page shown as a section of another (/terms#privacy). */
export const demoteHeadings = (html: string) =>
  html.replace(/<(\/?)h([2-5])(?=[\s>])/g, (_tag, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);

/** The HTML's links to the shop's pages at their address in the page's language (`/shop` -> `/fr/shop`). */
export const inLanguage = (html: string, language: Language) =>
  language.prefix
    ? html.replace(/(<a\b[^>]*?\shref=")(\/[^"]*)"/g, (link, start: string, href: string) =>
        !href.startsWith('//') && isClientRoute(href.split('#')[0]!) ? `${start}${prefixPath(href, language)}"` : link,
      )
    : html;

/**
 * A page the shop owner wrote, as the server rendered and sanitised it (never Markdown here:
 * the storefront loads no Markdown library). A link to another page of the shop moves within
 * the app, as the shop's own links do, and stays in the page's language; any other link is left
 * to the browser.
 */
export function PageContent({ html, className, nested = false }: { html: string; className?: string; nested?: boolean }) {
  const navigate = useNavigate();
  const language = useLanguage();

  function followWithinTheShop(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    // The router adds the language's prefix itself.
    void navigate(unprefixPath(href));
  }

  return (
    // The links inside are the HTML's own, reachable by keyboard; this only routes their clicks.
    <div
      className={cn('page-content', className)}
      onClick={followWithinTheShop}
      // The server sanitised it to an allow-list (packages/shared page-content-render.ts).
      dangerouslySetInnerHTML={{ __html: inLanguage(nested ? demoteHeadings(html) : html, language) }}
    />
  );
}
