// Text helpers of the generated SVGs (escaping, wrapping), and the plain banner and flag drawn for rows without artwork.

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** Greedy word wrap; a word longer than the line is cut, and the last line gets an ellipsis if text remains. */
export function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  // A quantity and its unit ("600 ml") stay on one line.
  const words = text.replace(/(\d) (ml|L|g|kg|u|unid\.|x)(?=\s|$)/g, '$1\u00a0$2').split(/ +/).filter(Boolean);
  for (let i = 0; i < words.length; i += 1) {
    const word = (words[i] as string).length > maxChars ? `${(words[i] as string).slice(0, maxChars - 1)}…` : (words[i] as string);
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars) {
      current = candidate;
      continue;
    }
    lines.push(current);
    current = word;
    if (lines.length === maxLines) {
      const last = lines[maxLines - 1] as string;
      lines[maxLines - 1] = `${last.length >= maxChars ? last.slice(0, maxChars - 1) : last}…`;
      return lines;
    }
  }
  if (current) lines.push(current);
  return lines;
}

const FONT = "font-family='Helvetica, Arial, sans-serif'";

function textLines(lines: string[], x: number, firstY: number, lineHeight: number, attrs: string): string {
  return lines.map((line, i) => `<text x='${x}' y='${firstY + i * lineHeight}' ${attrs}>${escapeXml(line)}</text>`).join('');
}

function svg(width: number, height: number, label: string, body: string): string {
  return `<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}' role='img' aria-label='${escapeXml(label)}'>${body}</svg>`;
}

const safeColour = (colour: string): string => (/^#[0-9a-fA-F]{6}$/.test(colour) ? colour : '#5c6bc0');

export type ImageVariant = 'web' | 'mobile';

/** Banner and combo artwork: wide for web, near-square for mobile. */
export function bannerSvg(b: { title: string; subtitle: string; colour: string; variant: ImageVariant }): string {
  const colour = safeColour(b.colour);
  const [width, height, titleChars, size] = b.variant === 'web' ? [1200, 360, 34, 56] : [600, 400, 18, 44];
  const title = wrap(b.title, titleChars, 2);
  const subtitle = wrap(b.subtitle, Math.round(titleChars * 1.6), 2);
  return svg(width, height, b.title,
    `<rect width='${width}' height='${height}' fill='${colour}'/><circle cx='${width - 80}' cy='60' r='140' fill='#ffffff' fill-opacity='0.12'/>`
    + textLines(title, 48, 110, size + 8, `${FONT} font-size='${size}' font-weight='700' fill='#ffffff'`)
    + textLines(subtitle, 48, 110 + title.length * (size + 8) + 20, 34, `${FONT} font-size='26' fill='#ffffff' fill-opacity='0.9'`));
}

/** Flags we can draw; Peru is red-white-red vertical bands. */
export function flagSvg(countryId: string): string | undefined {
  if (countryId === 'PE') {
    return svg(90, 60, 'Perú', "<rect width='90' height='60' fill='#d91023'/><rect x='30' width='30' height='60' fill='#ffffff'/>");
  }
  return undefined;
}
