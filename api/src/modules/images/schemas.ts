// Path schemas of the image routes: "<id>.<svg|png>", "<id>-<web|mobile>.<svg|png>" and the stored artwork's
// "<hash>.<svg|png>"; every SVG URL has a PNG twin (link previews).
import { z } from 'zod';
import { errorBodySchema, fileResponse } from '../../lib/schemas.js';

export type ImageFormat = 'svg' | 'png';

export const idFileParams = z.object({ file: z.string().regex(/^[1-9][0-9]{0,9}\.(svg|png)$/).describe('<id>.svg, or <id>.png for its PNG') });
export const variantFileParams = z.object({
  file: z.string().regex(/^[1-9][0-9]{0,9}-(web|mobile)\.(svg|png)$/).describe('<id>-web.svg or <id>-mobile.svg (.png for the PNG)'),
});
export const flagParams = z.object({ file: z.string().regex(/^[A-Z]{2}\.svg$/).describe('<countryId>.svg') });
export const artworkParams = z.object({
  file: z.string().regex(/^[0-9a-f]{20}\.(svg|png)$/).describe('<hash>.svg: the artwork; <hash>.png: the same picture as a PNG, short side at least 600 px'),
});

export const imageResponses = {
  200: fileResponse('The picture: SVG, or PNG where the path ends in .png; public and cached', ['image/svg+xml', 'image/png']),
  400: errorBodySchema, 404: errorBodySchema,
};
export const flagResponses = { ...imageResponses, 200: fileResponse('The flag as SVG; public, cached for a day', ['image/svg+xml']) };

const formatOf = (file: string): ImageFormat => (file.endsWith('.png') ? 'png' : 'svg');

export function parseIdFile(file: string): { id: number; format: ImageFormat } {
  return { id: Number(file.slice(0, file.indexOf('.'))), format: formatOf(file) };
}

export function parseVariantFile(file: string): { id: number; variant: 'web' | 'mobile'; format: ImageFormat } {
  const [id, rest = ''] = file.split('-');
  return { id: Number(id), variant: rest.startsWith('web') ? 'web' : 'mobile', format: formatOf(file) };
}

export function parseArtworkFile(file: string): { hash: string; format: ImageFormat } {
  return { hash: file.slice(0, file.indexOf('.')), format: formatOf(file) };
}
