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

export class PageTemplate {
  private readonly before: string;
  private readonly head: string;
  private readonly middle: string;
  private readonly after: string;

  /** @param html the built index.html: it must hold `<title>`, `</head>` and `<div id="root"></div>`. */
  constructor(html: string) {
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
    this.after = stripped.slice(root + '<div id="root"></div>'.length);
  }

  static fromFile(file: string): PageTemplate {
    return new PageTemplate(fs.readFileSync(file, 'utf8'));
  }

  render(parts: PageParts): string {
    const data = Object.entries(parts.data).map(([id, value]) => `<script type="application/json" id="${id}">${scriptJson(value)}</script>`).join('');
    return `${this.before}<html lang="${parts.language}">${this.head}${parts.head}${parts.styles}${this.middle}<div id="root">${parts.body}</div>${data}${this.after}`;
  }
}
