// The card every product and combo tile shares: fixed image box, text, and the cart buttons pinned to the bottom.
import type { ReactNode } from 'react';
import { Link as RouterLink } from '@shop/shared/router';
import { Box, Typography } from '@shop/shared/ui';
import { ProductImage } from '@shop/shared/ui-product';

export const TILE_IMAGE = { width: 160, height: 160 } as const;

/**
 * How many of a listing's tiles are in its first view: a row of six on a laptop, three rows of two on a phone. Their
 * images load at once; a lazy image is fetched only after layout, which made a listing's largest paint wait for the
 * scripts.
 */
export const FIRST_VIEW_TILES = 6;

export interface TileFrameProps {
  href: string;
  image: string | null;
  name: string;
  nameId: string;
  /** The name's heading level: 3 under a section's h2 (home), 2 under a page's h1 (listings). */
  headingLevel?: 2 | 3;
  onSelect?: () => void;
  /** Over the image (badges). */
  overlay?: ReactNode;
  /** Brand, prices, price per unit ... */
  children: ReactNode;
  /** The cart buttons. */
  actions: ReactNode;
  /** The tile is in the page's first view (a listing's first row or rows): its image loads at once, not lazily. */
  eagerImage?: boolean;
}

export function TileFrame({ href, image, name, nameId, headingLevel = 3, onSelect, overlay, children, actions, eagerImage = false }: TileFrameProps) {
  return (
    <Box
      component="article"
      aria-labelledby={nameId}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', gap: 0.5, p: 1.5, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Box sx={{ position: 'relative' }}>
        {/* One link per tile: the image is decoration, the name is the link's text. */}
        <Box component={RouterLink} to={href} onClick={onSelect} sx={{ display: 'block', color: 'text.primary', textDecoration: 'none', borderRadius: 1, '&:hover h2, &:hover h3': { textDecoration: 'underline' } }}>
          {/* Decoration: a missing image's placeholder must not join the link's name either. */}
          <Box aria-hidden>
            <ProductImage src={image} alt="" width={TILE_IMAGE.width} height={TILE_IMAGE.height} loading={eagerImage ? 'eager' : 'lazy'} sx={{ mx: 'auto' }} />
          </Box>
          <Typography
            id={nameId}
            component={`h${headingLevel}`}
            variant="body2"
            sx={{ mt: 1, fontWeight: 600, lineHeight: 1.3, minHeight: '2.6em', display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
          >
            {name}
          </Typography>
        </Box>
        {overlay}
      </Box>
      {children}
      <Box sx={{ mt: 'auto', pt: 1, display: 'flex', justifyContent: 'center' }}>{actions}</Box>
    </Box>
  );
}
