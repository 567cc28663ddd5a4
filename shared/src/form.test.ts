import { ApiError } from '@shop/shared/api';
import { formSchema, setServerErrors, string } from '@shop/shared/form';

interface Pair { code: string; name: string }

describe('formSchema', () => {
  const schema = formSchema<Pair>({ code: string(), name: string() }, (v) => ({
    ...(v.code.length !== 3 ? { code: 'length' } : {}),
    ...(!v.name.trim() ? { name: 'required' } : {}),
  }));

  it("answers each failing field's i18n key at that field", () => {
    const result = schema.safeParse({ code: '12', name: ' ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['code', 'length'], ['name', 'required']]);
  });

  it('passes values its rules accept', () => {
    expect(schema.safeParse({ code: '123', name: 'Ana' })).toEqual({ success: true, data: { code: '123', name: 'Ana' } });
  });
});

describe('setServerErrors', () => {
  const fieldErrors = {
    number: [{ identifier: 'e.a', message: 'Razón social no válida.' }, { identifier: 'e.b', message: 'second' }],
    ruc: [{ identifier: 'e.c', message: 'RUC no existe.' }],
  };

  it("sets each server field's first message on the form field it maps to, without moving focus", () => {
    const setError = jest.fn();
    const placed = setServerErrors<Pair>(setError, new ApiError({ status: 400, fieldErrors }), { number: 'name', ruc: 'code' });
    expect(placed).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Razón social no válida.' }],
      ['code', { type: 'server', message: 'RUC no existe.' }],
    ]);
  });

  it('says when a field error has no field on the form (the form shows it elsewhere)', () => {
    const setError = jest.fn();
    expect(setServerErrors<Pair>(setError, fieldErrors, { ruc: 'code' })).toBe(false);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setServerErrors<Pair>(setError, new Error('offline'), { ruc: 'code' })).toBe(true);
  });
});
