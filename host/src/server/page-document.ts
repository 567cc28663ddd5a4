// The HTML document of a server-rendered page, made from the host's built index.html (the same scripts, icons and
// theme colour as the static shell) with the page's head, styles, markup and hand-over data put in.
import fs from 'node:fs';

export interface PageParts {
  language: string;
  /** <title>, meta, link and JSON-LD tags. */
  head: string;
  /** <style> tags of the page's emotion styles. */
  styles: string;
  /** The rendered app, inside #root. */
  body: string;
  /** JSON hand-overs by element id (session, remotes, …). */
  data: Record<string, unknown>;
}

/** JSON inside <script>: '<' escaped so no value can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The server-rendered page's starter (host/public/start.js). */
export const START_SCRIPT = '/start.js';

export class PageTemplate {
  private readonly before: string;
  private head: string;
  private readonly middle: string;
  private after: string;

  /**
   * @param html the built index.html: it must hold `<title>`, `</head>` and `<div id="root"></div>`.
   * @param startAfterPaint start the shell's code through start.js (false: as the static shell does, SSR_START_AFTER_PAINT=0)
   */
  constructor(html: string, { startAfterPaint = true }: { startAfterPaint?: boolean } = {}) {
    // The static shell's own title and description give way to the page's.
    const stripped = html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
    const headEnd = stripped.indexOf('</head>');
    const root = stripped.indexOf('<div id="root"></div>');
    if (headEnd < 0 || root < 0) throw new Error('index.html needs </head> and <div id="root"></div>');
    const open = /<html[^>]*>/.exec(stripped);
    if (!open) throw new Error('index.html has no <html> element');
    this.before = stripped.slice(0, open.index);
    this.head = stripped.slice(open.index + open[0].length, headEnd);
    this.middle = stripped.slice(headEnd, root);
    // The shell's code starts through start.js once the page has been painted with its first image (see public/start.js);
    // it is preloaded from the head so it arrives as early as before.
    const after = stripped.slice(root + '<div id="root"></div>'.length);
    const main = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(after);
    if (main && startAfterPaint) {
      this.head += `<link rel="preload" as="script" href="${main[1]}">`;
      this.after = after.replace(main[0], `<script defer src="${START_SCRIPT}" data-main="${main[1]}"></script>`);
    } else {
      this.after = after;
    }
  }

  static fromFile(file: string, options?: { startAfterPaint?: boolean }): PageTemplate {
    return new PageTemplate(fs.readFileSync(file, 'utf8'), options);
  }

  render(parts: PageParts): string {
    const data = Object.entries(parts.data).map(([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`).join('');
    return `${this.before}<html lang="${parts.language}">${this.head}${parts.head}${parts.styles}${this.middle}<div id="root">${parts.body}</div>${data}${this.after}`;
  }
}
