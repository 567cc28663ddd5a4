import { attributeRows, parseList } from './attributes';

const attr = (attributeCode: string, value: string, inputType = 'text', visibleToUsers = true) =>
  ({ attributeCode, attributeName: `name of ${attributeCode}`, value, inputType, visibleToUsers });

describe('attributeRows', () => {
  it('keeps only attributes visible to users, never the short description or the description', () => {
    const rows = attributeRows([
      attr('brand', 'Gloria'),
      attr('short_description', 'Leche entera', 'textarea'),
      attr('description', 'Leche entera de vaca', 'textarea'),
      attr('age_restriction', '0', 'number', false),
      attr('presentation', '1 L'),
    ]);
    expect(rows.map((r) => r.code)).toEqual(['brand', 'presentation']);
    expect(rows[1]).toEqual({ kind: 'text', code: 'presentation', label: 'name of presentation', value: '1 L' });
  });

  it('reads no_of_unit as a number of units', () => {
    expect(attributeRows([attr('no_of_unit', '6', 'number')])).toEqual([{ kind: 'units', code: 'no_of_unit', label: 'name of no_of_unit', count: 6 }]);
    expect(attributeRows([attr('no_of_unit', 'seis', 'number')])[0]).toMatchObject({ kind: 'text', value: 'seis' });
  });

  it('shows price_per_unit as a price per its unit of measure, which gets no row of its own', () => {
    const rows = attributeRows([attr('price_per_unit', '4.50', 'price'), attr('unit_of_price_per_unit', 'L', 'text', true)]);
    expect(rows).toEqual([{ kind: 'pricePerUnit', code: 'price_per_unit', label: 'name of price_per_unit', price: 4.5, unit: 'L' }]);
    expect(attributeRows([attr('price_per_unit', '4.50', 'price')])[0]).toMatchObject({ kind: 'pricePerUnit', unit: null });
    // Without a usable price per unit the unit stays an ordinary (visible) attribute.
    expect(attributeRows([attr('unit_of_price_per_unit', 'L')])[0]).toMatchObject({ kind: 'text', value: 'L' });
  });

  it('parses list-type values as JSON lists', () => {
    expect(attributeRows([attr('toppings', '["Queso extra","Tocino"]', 'list')])).toEqual([
      { kind: 'list', code: 'toppings', label: 'name of toppings', items: ['Queso extra', 'Tocino'] },
    ]);
    expect(parseList('no es JSON')).toEqual(['no es JSON']);
    expect(parseList('  ')).toEqual([]);
    expect(parseList('[1, null, "dos"]')).toEqual(['1', 'dos']);
  });

  it('formats price and boolean inputs, and drops blank texts', () => {
    expect(attributeRows([attr('deposit', '0.50', 'price'), attr('returnable', 'true', 'boolean'), attr('note', '  ')])).toEqual([
      { kind: 'price', code: 'deposit', label: 'name of deposit', price: 0.5 },
      { kind: 'boolean', code: 'returnable', label: 'name of returnable', value: true },
    ]);
  });
});
