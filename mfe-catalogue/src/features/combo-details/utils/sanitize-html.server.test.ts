// The combo page's meta description where there is no DOM (the server renders the page with its combo).
import { textOf } from './sanitize-html';

const parser = globalThis.DOMParser;
beforeEach(() => Reflect.deleteProperty(globalThis, 'DOMParser'));
afterEach(() => Object.defineProperty(globalThis, 'DOMParser', { value: parser, configurable: true, writable: true }));

test('without a DOM, the text of the description: tags dropped, entities read, blanks collapsed', () => {
  expect(typeof DOMParser).toBe('undefined');
  expect(textOf('<p>Pack <b>Inca&nbsp;Kola</b> &amp; papas</p>\n<ul><li>2&#215;500 ml</li><li>S/ 10&#x2e;00</li></ul>')).toBe('Pack Inca Kola & papas 2×500 ml S/ 10.00');
});
