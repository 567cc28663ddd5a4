// The address form's fields and rules: what each field must hold for customers and for a guest's location.
import { ADDRESS_LIMITS, startsWithSpace } from '@shop/api/rules/address';
import { isPeruvianMobile } from '@shop/api/rules/phone';
import type { Address, AddressAlias, AddressInput } from '@shop/shared/calls';
import { boolean, formSchema, nullable, number, string, type RuleProblems, type ServerFieldMap } from '@shop/shared/form';

export const ADDRESS_TYPES: readonly AddressAlias[] = ['Home', 'Office', 'Others'];

export interface AddressFormValues {
  areaStreet: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  flatNo: string;
  landmark: string;
  defaultAddressType: AddressAlias | '';
  defaultAddress: boolean;
  latitude: number | null;
  longitude: number | null;
  /** District from the map (sent as cityNameGoogle). */
  district: string;
}

export type AddressField = Exclude<keyof AddressFormValues, 'defaultAddress' | 'latitude' | 'longitude' | 'district'> | 'coordinates';
/** i18n keys under location.form.errors (with the max length for 'max'). */
export type AddressErrors = Partial<Record<AddressField, { key: 'required' | 'mobile' | 'max' | 'leadingSpace' | 'mapRequired'; max?: number }>>;

/** Limits of the API's address body, by the form's field names. */
export const MAX_LENGTHS = {
  areaStreet: ADDRESS_LIMITS.street1, firstName: ADDRESS_LIMITS.firstName, lastName: ADDRESS_LIMITS.lastName,
  flatNo: ADDRESS_LIMITS.street2, landmark: ADDRESS_LIMITS.landmark,
} as const;

export const EMPTY_ADDRESS: AddressFormValues = {
  areaStreet: '', firstName: '', lastName: '', mobileNumber: '', flatNo: '', landmark: '',
  defaultAddressType: '', defaultAddress: false, latitude: null, longitude: null, district: '',
};

/**
 * Every field rule. A customer's form needs street, names, a Peruvian mobile and the type; a guest's location
 * picker relaxes all but the street. Coordinates are required either way (the map's 'Required' warning).
 */
export function validateAddress(values: AddressFormValues, { guest = false }: { guest?: boolean } = {}): AddressErrors {
  const errors: AddressErrors = {};
  const text = (field: keyof typeof MAX_LENGTHS, required: boolean) => {
    const value = values[field];
    if (startsWithSpace(value)) errors[field] = { key: 'leadingSpace' };
    else if (required && !value.trim()) errors[field] = { key: 'required' };
    else if (value.length > MAX_LENGTHS[field]) errors[field] = { key: 'max', max: MAX_LENGTHS[field] };
  };
  text('areaStreet', true);
  text('firstName', !guest);
  text('lastName', !guest);
  text('flatNo', false);
  text('landmark', false);
  if (!guest || values.mobileNumber) {
    if (!values.mobileNumber) errors.mobileNumber = { key: 'required' };
    else if (!isPeruvianMobile(values.mobileNumber)) errors.mobileNumber = { key: 'mobile' };
  }
  if (!guest && !values.defaultAddressType) errors.defaultAddressType = { key: 'required' };
  if (values.latitude === null || values.longitude === null) errors.coordinates = { key: 'mapRequired' };
  return errors;
}

/** The API body of valid form values. */
export function toAddressInput(values: AddressFormValues): AddressInput {
  const optional = (v: string) => (v.trim() ? v.trim() : undefined);
  return {
    street1: values.areaStreet.trim(),
    street2: optional(values.flatNo),
    landmark: optional(values.landmark),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    telephone: values.mobileNumber,
    cityNameGoogle: optional(values.district),
    latitude: values.latitude as number,
    longitude: values.longitude as number,
    alias: values.defaultAddressType || undefined,
    defaultShipping: values.defaultAddress,
  };
}

/** The form's values for editing a saved address. */
export function fromAddress(a: Address): AddressFormValues {
  return {
    areaStreet: a.street1, firstName: a.firstName ?? '', lastName: a.lastName ?? '', mobileNumber: a.telephone ?? '',
    flatNo: a.street2 ?? '', landmark: a.landmark ?? '', defaultAddressType: a.alias, defaultAddress: a.defaultShipping,
    latitude: a.latitude, longitude: a.longitude, district: a.cityNameGoogle ?? '',
  };
}

/**
 * The form's zod schema: its values' types, and validateAddress's verdict as i18n keys under location.form.errors (a
 * missing point on 'latitude', which has no field of its own: the form shows the map's warning).
 */
export function addressSchema(guest: boolean) {
  return formSchema<AddressFormValues>(
    {
      areaStreet: string(), firstName: string(), lastName: string(), mobileNumber: string(), flatNo: string(), landmark: string(),
      defaultAddressType: string() as never, defaultAddress: boolean(), latitude: nullable(number()), longitude: nullable(number()), district: string(),
    },
    (values) => {
      const problems: RuleProblems<AddressFormValues> = {};
      for (const [field, error] of Object.entries(validateAddress(values, { guest }))) {
        problems[field === 'coordinates' ? 'latitude' : (field as keyof AddressFormValues)] = error.key;
      }
      return problems;
    },
  );
}

/** The API's field names of the text fields → the form's. */
export const TEXT_SERVER_FIELDS: ServerFieldMap<AddressFormValues> = {
  street1: 'areaStreet', firstName: 'firstName', lastName: 'lastName', telephone: 'mobileNumber',
  street2: 'flatNo', landmark: 'landmark', alias: 'defaultAddressType',
};
/** The API's field names of the point: their messages go to the map's warning. */
export const POINT_SERVER_FIELDS = ['latitude', 'longitude'] as const;
