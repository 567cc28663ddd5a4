// A product or banner image that loads lazily and reserves its box, so the page does not jump while it arrives.
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import ImageNotSupportedOutlined from '@mui/icons-material/ImageNotSupportedOutlined';
import { useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size in px: sets the aspect ratio before the image loads. */
  width: number;
  height: number;
  /** 'eager' for the one image above the fold (the product page's main image). */
  loading?: 'lazy' | 'eager';
  fit?: 'contain' | 'cover';
  sx?: SxProps<Theme>;
}

export function ProductImage({ src, alt, width, height, loading = 'lazy', fit = 'contain', sx }: ProductImageProps) {
  const { t } = useTranslation('common');
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = { display: 'block', width: '100%', maxWidth: width, height: 'auto', aspectRatio: `${width} / ${height}` };
  if (!src || failedSrc === src) {
    // A broken-image icon tells the shopper nothing; a calm placeholder of the same size keeps the layout.
    return (
      <Box
        role="img"
        aria-label={alt || t('imageUnavailable')}
        sx={[{ ...box, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover', color: 'text.secondary', borderRadius: 1 }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        <ImageNotSupportedOutlined aria-hidden fontSize="large" />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      sx={[{ ...box, objectFit: fit }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
