// A combo alternative's picture, large; loaded on first open.
import { Box } from '@shop/shared/ui';
import { DialogShell } from '@shop/shared/ui-overlays';
import { ProductImage } from '@shop/shared/ui-product';

export interface EnlargedImageDialogProps {
  name: string;
  imageUrl: string | null;
  onClose: () => void;
}

export default function EnlargedImageDialog({ name, imageUrl, onClose }: EnlargedImageDialogProps) {
  return (
    <DialogShell open onClose={onClose} title={name} width="wide">
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <ProductImage src={imageUrl} alt={name} width={480} height={480} loading="eager" />
      </Box>
    </DialogShell>
  );
}
