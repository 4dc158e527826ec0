import { DEFAULT_FOOTER } from '@shop/shared/site-footer';
import type { SiteContent } from '@shop/shared/site-content.schema';
import { answerTo } from '@/test/api-answers';

/** `GET /api/site-content` answering the footer (the default unless given) and an announcement (none unless given). */
export function siteContentAnswer(content: Partial<SiteContent> = {}) {
  return answerTo('GET', '/site-content', () => Response.json({ announcement: null, footer: DEFAULT_FOOTER, ...content }));
}
