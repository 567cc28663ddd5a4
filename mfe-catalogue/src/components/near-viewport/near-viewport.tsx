// Mounts what a page shows far below its first screen (a product's sliders) only once the shopper comes near it:
// scrolling to within `margin` of it, or pressing Tab (a keyboard user walks the page in order and must find it there).
// Until then a box of the height it is expected to take. On a cheap phone the page then does not fetch and render
// three sliders of tiles (and start their swipers) while it is loading, which is most of its main-thread work.
// Rendered on the server as the box, so the page hydrates the same; a browser without IntersectionObserver mounts at once.
import { useRef, type ReactNode } from 'react';
import { Box } from '@shop/shared/ui';
import { useShopperNear } from '../../hooks/use-shopper-near';

export interface NearViewportProps {
  children: ReactNode;
  /** The height the content is expected to take (px), so nothing below it moves when it comes. */
  placeholderHeight: number;
  /** How far from the screen the content is mounted (CSS length). */
  margin?: string;
}

export function NearViewport({ children, placeholderHeight, margin = '400px' }: NearViewportProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near] = useShopperNear(placeholder, margin);
  if (near) return <>{children}</>;
  return <Box ref={placeholder} aria-hidden="true" data-testid="near-viewport-placeholder" sx={{ minHeight: placeholderHeight }} />;
}
