// The support page's HTML → its phone and e-mail links.
import { parseSupportContacts } from './support-contacts';

describe('parseSupportContacts', () => {
  it('takes the first tel: and mailto: links, with the phone as written on the page', () => {
    const html = `<h1>Soporte</h1><ul><li>Teléfono: <a href="tel:+5116150000">(01) 615 0000</a></li>
      <li>Correo: <a href="mailto:ayuda@tienda.pe?subject=Pedido">ayuda@tienda.pe</a></li></ul><a href="tel:+51999">otro</a>`;
    expect(parseSupportContacts(html)).toEqual({ phone: { dial: '+5116150000', label: '(01) 615 0000' }, email: 'ayuda@tienda.pe' });
  });

  it('shows the number itself when the link text has no digits, and dials digits only', () => {
    expect(parseSupportContacts('<a href="TEL:+51%20615-0000">Llámanos</a>').phone).toEqual({ dial: '+516150000', label: '+51 615-0000' });
  });

  it('gives nulls for a page without such links, and runs no scripts', () => {
    const w = window as unknown as { pwned?: boolean };
    expect(parseSupportContacts('<p>Sin datos</p><a href="tel:">x</a><a href="mailto:nobody">y</a><img src=x onerror="window.pwned=true">'))
      .toEqual({ phone: null, email: null });
    expect(w.pwned).toBeUndefined();
  });
});
