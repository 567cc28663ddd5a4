// The document type of the claim sheet (DNI, Pasaporte, Carnet de Extranjeria), a native select.
import { memo } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { TextField } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import type { ClaimIdType } from '../api/types';
import { CLAIM_ID_TYPES } from '../utils/claim-rules';

export interface IdTypeFieldProps<F extends string> {
  name: F;
  label: string;
  value: ClaimIdType;
  /** The server's word about it, if any (the choices themselves are always valid). */
  error?: string;
  onValue: (name: F, value: ClaimIdType) => void;
}

function IdTypeFieldInner<F extends string>({ name, label, value, error, onValue }: IdTypeFieldProps<F>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <TextField
      select
      required
      fullWidth
      name={name}
      label={label}
      value={value}
      onChange={(e) => onValue(name, e.target.value as ClaimIdType)}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {CLAIM_ID_TYPES.map((type) => <option key={type} value={type}>{t(`claims.idTypes.${type}`)}</option>)}
    </TextField>
  );
}

export const IdTypeField = memo(IdTypeFieldInner) as typeof IdTypeFieldInner;
