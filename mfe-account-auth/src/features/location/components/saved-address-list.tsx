// The shopper's saved addresses in the change-location dialog; the current default is marked, another one is chosen by click.
import { useTranslation } from '@shop/shared/i18n';
import { Chip, List, Typography } from '@shop/shared/ui';
import { ListItemButton, ListItemText } from '@shop/shared/ui-overlays';
import type { Address } from '@shop/shared/calls';
import { NAMESPACE } from '../../../i18n/register';

export interface SavedAddressListProps {
  addresses: readonly Address[];
  currentId: string | null;
  onChoose: (address: Address) => void;
  disabled?: boolean;
}

export function SavedAddressList({ addresses, currentId, onChoose, disabled }: SavedAddressListProps) {
  const { t } = useTranslation(NAMESPACE);
  if (addresses.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3">{t('location.saved.title')}</Typography>
      <List dense aria-label={t('location.saved.title')}>
        {addresses.map((a) => {
          const current = String(a.userAddressId) === currentId;
          return (
            <ListItemButton key={a.userAddressId} selected={current} aria-current={current ? 'true' : undefined} disabled={disabled} onClick={() => onChoose(a)}>
              <ListItemText
                primary={a.street1}
                secondary={[a.street2, t(`location.form.types.${a.alias}`)].filter(Boolean).join(' · ')}
              />
              {current && <Chip size="small" color="primary" label={t('location.saved.current')} />}
            </ListItemButton>
          );
        })}
      </List>
    </>
  );
}
