// The illustrations of the generated artwork: Microsoft's Fluent Emoji (flat), MIT, from @iconify-json/fluent-emoji-flat
// (licence in api/src/modules/images/LICENSES.md). Loaded once, on first use; each icon is a 32×32 SVG body.
import { NotFoundError } from '../../lib/errors.js';

export interface Illustration { body: string; size: number }

let icons: Promise<Readonly<Record<string, { body: string; width?: number }>>> | undefined;

async function loadIcons(): Promise<Readonly<Record<string, { body: string; width?: number }>>> {
  const set = await import('@iconify-json/fluent-emoji-flat');
  return set.icons.icons;
}

/**
 * The illustration `name`. Bodies with `id=` attributes (a few icons with gradients) are refused: several icons in
 * one picture would share ids.
 */
export async function illustration(name: string): Promise<Illustration> {
  icons ??= loadIcons();
  const icon = (await icons)[name];
  if (!icon || icon.body.includes('id=')) throw new NotFoundError('error.image.notFound');
  return { body: icon.body, size: icon.width ?? 32 };
}

/** The illustrations of `names`, by name (one look-up each, in parallel). */
export async function illustrations(names: readonly string[]): Promise<Map<string, Illustration>> {
  const unique = [...new Set(names)];
  const found = await Promise.all(unique.map((name) => illustration(name)));
  return new Map(unique.map((name, i) => [name, found[i] as Illustration]));
}
