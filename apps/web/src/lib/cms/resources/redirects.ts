import 'server-only';
import { z } from 'zod';
import type { RedirectRuleInput } from '@/lib/redirects/table';
import { cmsRequest } from '../client';
import { collectionOf } from '../schemas/strapi';

const PAGE_SIZE = 1000;
// The CMS names the HTTP code `code` (Strapi 5 reserves `status` for draft/published).
const ruleSchema = z
  .object({ from: z.string(), to: z.string(), code: z.number().nullish() })
  .transform(({ from, to, code }): RedirectRuleInput => ({ from, to, status: code }));
const pageSchema = collectionOf(ruleSchema).extend({
  meta: z.object({ pagination: z.object({ pageCount: z.number() }) }),
});

/**
 * Every redirect of the CMS collection, page by page. Not cached here: the redirect table
 * (lib/redirects/store.ts) keeps the result and rebuilds it in the background.
 */
export async function loadCmsRedirects(): Promise<RedirectRuleInput[]> {
  const rules: RedirectRuleInput[] = [];
  for (let page = 1; ; page++) {
    const answer = await cmsRequest({
      scope: 'redirects',
      path: '/redirects',
      query: { fields: ['from', 'to', 'code'], sort: ['id:asc'], pagination: { page, pageSize: PAGE_SIZE } },
      locale: 'fr',
      schema: pageSchema,
    });
    rules.push(...answer.data);
    if (page >= answer.meta.pagination.pageCount) return rules;
  }
}
