// A banner's artwork: the web image from 768 px, the mobile one below (the shop's 767 px breakpoint), filling its box.
import { MOBILE_BREAKPOINT } from '@shop/shared/constants';

export const WEB_IMAGE_MEDIA = `(min-width: ${MOBILE_BREAKPOINT + 1}px)`;

export interface BannerPictureProps {
  imageUrl: string;
  webImageUrl: string;
  alt: string;
  /** The first banner is what the page shows first: load it at once; the others when needed. */
  eager?: boolean;
}

export function BannerPicture({ imageUrl, webImageUrl, alt, eager = false }: BannerPictureProps) {
  return (
    <picture style={{ display: 'block', width: '100%', height: '100%' }}>
      <source media={WEB_IMAGE_MEDIA} srcSet={webImageUrl} />
      <img
        src={imageUrl}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
      />
    </picture>
  );
}
