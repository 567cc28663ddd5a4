// The support phone found in the support page's HTML (the page itself: @shop/shared/calls' metadataPageQueryOptions).
import { firstPhoneIn } from './metadata';

test('firstPhoneIn takes the first tel: link, decoded', () => {
  expect(firstPhoneIn('<p><a href="mailto:a@b.pe">mail</a> <a href="tel:+51%20999%20888%20777">llámanos</a> <a href="tel:123">otro</a></p>')).toEqual({
    number: '+51 999 888 777',
    label: '+51 999 888 777',
  });
  expect(firstPhoneIn('<a href="TEL:016000000">(01)\n 600 0000</a>')).toEqual({ number: '016000000', label: '(01) 600 0000' });
  expect(firstPhoneIn('<p>Sin teléfono: 999 888 777</p>')).toBeNull();
  expect(firstPhoneIn('<a href="tel:">vacío</a>')).toBeNull();
});

test('firstPhoneIn parses inertly: scripts in the HTML never run', () => {
  firstPhoneIn('<script>window.__ran = true</script><img src=x onerror="window.__ran = true"><a href="tel:1">1</a>');
  expect((window as { __ran?: boolean }).__ran).toBeUndefined();
});
