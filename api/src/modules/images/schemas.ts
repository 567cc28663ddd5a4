// Path schemas of the image routes: "<id>.svg" or "<id>-<web|mobile>.svg".
import { z } from 'zod';
import { errorBodySchema, fileResponse } from '../../lib/schemas.js';

export const idFileParams = z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.svg$/).describe('<id>.svg') });
export const variantFileParams = z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}-(web|mobile)\.svg$/).describe('<id>-web.svg or <id>-mobile.svg') });
export const flagParams = z.object({ file: z.string().regex(/^[A-Z]{2}\.svg$/).describe('<countryId>.svg') });

export const imageResponses = {
  200: fileResponse('The SVG image; public, cacheable for a day', ['image/svg+xml']),
  400: errorBodySchema, 404: errorBodySchema,
};

export function parseIdFile(file: string): number {
  return Number(file.slice(0, file.indexOf('.')));
}

export function parseVariantFile(file: string): { id: number; variant: 'web' | 'mobile' } {
  const [id, rest = ''] = file.split('-');
  return { id: Number(id), variant: rest.startsWith('web') ? 'web' : 'mobile' };
}
