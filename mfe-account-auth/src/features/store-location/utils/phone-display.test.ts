import { storePhone } from './phone-display';

it.each([
  ['+5116150001', '(01) 615-0001', '+5116150001'],
  ['+51 1 445 1234', '(01) 445-1234', '+5114451234'],
  ['01 445 1234', '(01) 445-1234', '+5114451234'],
  ['987 654 321', '987 654 321', '+51987654321'],
  ['+51987654321', '987 654 321', '+51987654321'],
  ['0051 54 123456', '(054) 123-456', '+5154123456'],
  ['(054) 123-456', '(054) 123-456', '+5154123456'],
])('%s reads %s and dials %s', (raw, display, dial) => {
  expect(storePhone(raw)).toEqual({ display, dial });
});

it('shows a number of another shape as written, dialling its digits', () => {
  expect(storePhone(' +1 212 555 0100 ')).toEqual({ display: '+1 212 555 0100', dial: '+12125550100' });
  expect(storePhone('12345')).toEqual({ display: '12345', dial: '12345' });
});
