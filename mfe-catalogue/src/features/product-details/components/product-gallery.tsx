// The product's image gallery: the chosen image large, every image as a thumbnail button below.
import { useState } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Box, ButtonBase, Stack } from '@shop/shared/ui';
import { ProductImage } from '@shop/shared/ui-product';
import { NAMESPACE } from '../../../i18n/register';
import type { ProductFile } from '../api/get-product';
import { galleryImages } from '../utils/gallery-images';

export interface ProductGalleryProps {
  files: readonly ProductFile[];
  name: string;
}

export function ProductGallery({ files, name }: ProductGalleryProps) {
  const { t } = useTranslation(NAMESPACE);
  const images = galleryImages(files);
  const [chosen, setChosen] = useState(0);
  const index = chosen < images.length ? chosen : 0;
  const main = images[index];
  return (
    <Box>
      <ProductImage
        key={main?.imageUrl ?? 'none'}
        src={main?.imageUrl}
        alt={images.length > 1 ? t('product.imageOf', { name, index: index + 1, total: images.length }) : name}
        width={480}
        height={480}
        loading="eager"
        sx={{ mx: 'auto', borderRadius: 2, bgcolor: 'background.paper' }}
      />
      {images.length > 1 && (
        <Stack component="ul" direction="row" aria-label={t('product.gallery')} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {images.map((img, i) => (
            <li key={img.imageUrl}>
              <ButtonBase
                onClick={() => setChosen(i)}
                aria-label={t('product.showImage', { index: i + 1, total: images.length })}
                aria-pressed={i === index}
                sx={{ border: 2, borderColor: i === index ? 'primary.main' : 'divider', borderRadius: 1, p: 0.5, '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
              >
                {/* A fixed width: inside a button that sizes to its content, the image's 100% had no width until it loaded. */}
                <ProductImage src={img.imageUrl} alt="" width={64} height={64} sx={{ width: 64 }} />
              </ButtonBase>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
