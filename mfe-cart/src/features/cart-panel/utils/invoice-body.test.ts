import type { CartInvoiceDetails } from '@shop/shared/calls';
import { idTypeRules } from '@shop/shared/calls';
import {
  boletaBody, boletaFormOf, boletaIdTypes, facturaBody, facturaFormOf, invoiceKindOf, needsBuyerId, simpleBody, validateBoleta,
  validateFactura,
} from './invoice-body';

const none: CartInvoiceDetails = {
  boletaSimple: false, boleta: false, factura: false, id: null, name: null, invoiceName: null, dob: null, ruc: null, number: null, address: null,
};

describe('invoiceKindOf', () => {
  it('reads the one flag the server set, or none on a fresh cart', () => {
    expect(invoiceKindOf(none)).toBeNull();
    expect(invoiceKindOf({ ...none, boletaSimple: true })).toBe('boletaSimple');
    expect(invoiceKindOf({ ...none, boleta: true })).toBe('boleta');
    expect(invoiceKindOf({ ...none, factura: true })).toBe('factura');
  });
});

describe('bodies', () => {
  it('simple bill: only the flags', () => {
    expect(simpleBody()).toEqual({ boletaSimple: true, boleta: false, factura: false });
  });
  it("boleta: id is the ID type, name the number, invoiceName the client's name (trimmed)", () => {
    expect(boletaBody({ idType: 'DNI', idNumber: '12345678', clientName: '  Ana Pérez ' })).toEqual({
      boletaSimple: false, boleta: true, factura: false, id: 'DNI', name: '12345678', invoiceName: 'Ana Pérez',
    });
  });
  it('factura: ruc, number is the business name, address the fiscal address', () => {
    expect(facturaBody({ ruc: '20100047218', businessName: ' Bodega SAC ', address: ' Av. Lima 123 ' })).toEqual({
      boletaSimple: false, boleta: false, factura: true, ruc: '20100047218', number: 'Bodega SAC', address: 'Av. Lima 123',
    });
  });
  it('forms start from the saved details of the same kind only', () => {
    const boleta = { ...none, boleta: true, id: 'DNI', name: '12345678', invoiceName: 'Ana' };
    expect(boletaFormOf(boleta)).toEqual({ idType: 'DNI', idNumber: '12345678', clientName: 'Ana' });
    expect(facturaFormOf(boleta)).toEqual({ ruc: '', businessName: '', address: '' });
  });
});

describe('validateBoleta', () => {
  const dni = idTypeRules('DNI');
  it('needs a type, a number of its length and a client name', () => {
    expect(validateBoleta({ idType: '', idNumber: '', clientName: '' }, undefined)).toEqual({ idType: 'required', idNumber: 'required', clientName: 'required' });
    expect(validateBoleta({ idType: 'DNI', idNumber: '1234567', clientName: 'Ana' }, dni)).toEqual({ idNumber: 'idDigits' });
    expect(validateBoleta({ idType: 'DNI', idNumber: '12345678', clientName: 'Ana' }, dni)).toEqual({});
    expect(validateBoleta({ idType: 'Pasaporte', idNumber: 'AB12', clientName: 'Ana' }, idTypeRules('Pasaporte'))).toEqual({ idNumber: 'idLength' });
    expect(validateBoleta({ idType: 'RUC', idNumber: '20100047218', clientName: 'x'.repeat(101) }, idTypeRules('RUC'))).toEqual({ clientName: 'tooLong' });
  });
  it('a RUC as the document needs its check digit too', () => {
    expect(validateBoleta({ idType: 'RUC', idNumber: '20100047219', clientName: 'Ana' }, idTypeRules('RUC'))).toEqual({ idNumber: 'rucInvalid' });
    expect(validateBoleta({ idType: 'RUC', idNumber: '20100047218', clientName: 'Ana' }, idTypeRules('RUC'))).toEqual({});
  });
  it('offers RUC after the metadata types', () => {
    expect(boletaIdTypes([dni]).map((o) => [o.label, o.length])).toEqual([['DNI', 8], ['RUC', 11]]);
  });
});

describe('RUC', () => {
  it('factura needs all three fields and a valid RUC', () => {
    expect(validateFactura({ ruc: '', businessName: ' ', address: '' })).toEqual({ ruc: 'required', businessName: 'required', address: 'required' });
    expect(validateFactura({ ruc: '2010004721', businessName: 'B', address: 'A' })).toEqual({ ruc: 'rucLength' });
    expect(validateFactura({ ruc: '20100047219', businessName: 'B', address: 'A' })).toEqual({ ruc: 'rucInvalid' });
    // 16 is no prefix SUNAT issues, even with a matching check digit.
    expect(validateFactura({ ruc: '16000000012', businessName: 'B', address: 'A' })).toEqual({ ruc: 'rucInvalid' });
    expect(validateFactura({ ruc: '20100047218', businessName: 'B', address: 'A' })).toEqual({});
  });
});

describe('SUNAT S/ 700', () => {
  it('a cart over S/ 700 needs the buyer\'s document; exactly 700 does not', () => {
    expect(needsBuyerId({ pricing: { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 700 } })).toBe(false);
    expect(needsBuyerId({ pricing: { basePrice: 0, shipping: 0, serviceCharge: 0, discount: 0, promoCodeDiscount: 0, finalPayAmount: 700.01 } })).toBe(true);
  });
});
