// The cart texts: both languages hold the same keys, none empty, in the cart's own texts and in its header pieces'.
import es from './es.json';
import en from './en.json';
import headerEs from './header/es.json';
import headerEn from './header/en.json';
import { expectSameKeysFilled, type Texts } from '../../../tools/jest/remote/texts';

it.each([['the cart', es, en], ['the header', headerEs, headerEn]])('es and en hold the same keys in %s texts, none empty', (_, es: Texts, en: Texts) => {
  expectSameKeysFilled(es, en);
});
