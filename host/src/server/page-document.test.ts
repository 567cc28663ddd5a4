/** @jest-environment node */
// The document of a server-rendered page: the built index.html with the page's parts put in.
import { PageTemplate, scriptJson } from './page-document';

const INDEX = `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="description" content="static"><link rel="icon" href="/favicon.svg"><title>Shell title</title></head><body><noscript>JS</noscript>
    <div id="root"></div><script defer src="/main.1234abcd.js"></script></body></html>`;

test('the page\'s head, styles, markup and hand-overs go where the shell had its own title, description and empty root', () => {
  const html = new PageTemplate(INDEX).render({
    language: 'en',
    head: '<title>Page</title>',
    styles: '<style data-emotion="css a">.a{}</style>',
    body: '<main>content</main>',
    data: { 'shop-session': { userId: '1', note: '</script><script>alert(1)</script>' } },
  });
  expect(html).toBe('<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="/favicon.svg"><link rel="preload" as="script" href="/main.1234abcd.js"><title>Page</title><style data-emotion="css a">.a{}</style></head><body><noscript>JS</noscript>\n    '
    + '<div id="root"><main>content</main></div><script type="application/json" id="shop-session">{"userId":"1","note":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>'
    // The shell's code starts through start.js, after the page's first paint with its image; preloaded from the head.
    + '<script defer src="/start.js" data-main="/main.1234abcd.js"></script></body></html>');
  expect(html.match(/<title>/g)).toHaveLength(1);
});

test('JSON hand-overs cannot close their script element and read back as the same value', () => {
  const value = { text: '</script><!-- <script>', n: 1 };
  const json = scriptJson(value);
  expect(json).not.toContain('<');
  expect(JSON.parse(json)).toEqual(value);
});

test('an index.html without a root to fill is refused at start-up', () => {
  expect(() => new PageTemplate('<html><head></head><body></body></html>')).toThrow(/root/);
});

test('without startAfterPaint the page starts its code as the static shell does', () => {
  const html = new PageTemplate(INDEX, { startAfterPaint: false }).render({ language: 'es', head: '', styles: '', body: '', data: {} });
  expect(html).toContain('<script defer src="/main.1234abcd.js"></script>');
  expect(html).not.toContain('start.js');
  expect(html).not.toContain('rel="preload"');
});
