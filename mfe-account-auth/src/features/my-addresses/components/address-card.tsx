// One saved address in the address book: street, flat, landmark, type, the default badge, the 'no store here' flag, actions.
import { useTranslation } from '@shop/shared/i18n';
import { Button, Chip, ListItem, Stack, Typography } from '@shop/shared/ui';
import type { Address } from '@shop/shared/calls';
import { NAMESPACE } from '../../../i18n/register';

export interface AddressCardProps {
  address: Address;
  /** An action on this or another address is running. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
}

export function AddressCard({ address: a, busy, onEdit, onDelete, onMakeDefault }: AddressCardProps) {
  const { t } = useTranslation(NAMESPACE);
  const street = a.street1;
  const contact = [[a.firstName, a.lastName].filter(Boolean).join(' '), a.telephone].filter(Boolean).join(' · ');
  return (
    <ListItem divider aria-label={street} sx={{ display: 'block', py: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontWeight: 700 }}>{street}</Typography>
        <Chip size="small" variant="outlined" label={t(`location.form.types.${a.alias}`)} />
        {a.defaultShipping && <Chip size="small" color="primary" label={t('myAddresses.default')} />}
        {!a.storeExists && <Chip size="small" color="warning" label={t('myAddresses.noStore')} />}
      </Stack>
      {a.street2 && <Typography variant="body2">{t('myAddresses.flat', { value: a.street2 })}</Typography>}
      {a.landmark && <Typography variant="body2">{t('myAddresses.landmark', { value: a.landmark })}</Typography>}
      {contact && <Typography variant="body2" color="text.secondary">{contact}</Typography>}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        <Button size="small" onClick={onEdit} disabled={busy} aria-label={t('myAddresses.editLabel', { street })}>
          {t('myAddresses.edit')}
        </Button>
        <Button size="small" color="error" onClick={onDelete} disabled={busy} aria-label={t('myAddresses.deleteLabel', { street })}>
          {t('myAddresses.delete')}
        </Button>
        {!a.defaultShipping && (
          <Button size="small" onClick={onMakeDefault} disabled={busy} aria-label={t('myAddresses.setDefaultLabel', { street })}>
            {t('myAddresses.setDefault')}
          </Button>
        )}
      </Stack>
    </ListItem>
  );
}
