// Wire shape of the sitemap entries: ids and names, from which the pages' server makes the shop's URLs.
import { z } from 'zod';

const entry = z.object({ id: z.number().int(), name: z.string() });

export const sitemapSchema = z.object({
  products: z.array(entry.extend({ updatedAt: z.string().describe('ISO date-time of the last change') })),
  categories: z.array(entry),
  brands: z.array(entry),
  combos: z.array(entry),
});
export type SitemapEntries = z.infer<typeof sitemapSchema>;
export const sitemapResponse = { 200: sitemapSchema };
