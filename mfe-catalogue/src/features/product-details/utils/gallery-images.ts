// The gallery's images: every file of the product, the primary first; 'Thumbnail' files only when there is nothing else.
import type { ProductFile } from '../api/get-product';

const ORDER: Record<string, number> = { primary: 0, secondary: 1, thumbnail: 2 };
const rank = (f: ProductFile) => ORDER[f.type.toLowerCase()] ?? 1;

export function galleryImages(files: readonly ProductFile[]): ProductFile[] {
  const seen = new Set<string>();
  const unique = files.filter((f) => f.imageUrl && !seen.has(f.imageUrl) && seen.add(f.imageUrl));
  const large = unique.filter((f) => f.type.toLowerCase() !== 'thumbnail');
  return [...(large.length > 0 ? large : unique)].sort((a, b) => rank(a) - rank(b));
}
