// The schedule-delivery toggle: hidden unless the store schedules deliveries; off clears the schedule at
// once; on opens the schedule dialog, or, while the store is offline, leads to /store-offline.
import { useState } from 'react';
import type { Cart } from '@shop/shared/calls';
import { useTranslation } from '@shop/shared/i18n';
import { useNavigate } from '@shop/shared/router';
import { Box, Button, Typography } from '@shop/shared/ui';
import { FormControlLabel, Switch } from '@shop/shared/ui-forms';
import { setScheduleDelivery } from '../../../api/set-schedule-delivery';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { useShopTimes } from '../../../hooks/use-shop-times';
import { scheduleToggleMode } from '../utils/store-rules';
import { PanelSection } from './panel-section';
import { ScheduleDialog } from '../../../components/schedule-dialog';

export interface ScheduleToggleProps {
  cart: Cart;
  onClosePanel: () => void;
}

export const STORE_OFFLINE_PATH = '/store-offline';

export function ScheduleToggle({ cart, onClosePanel }: ScheduleToggleProps) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const { busy, run } = useCartAction();
  const [open, setOpen] = useState(false);
  const times = useShopTimes();
  const status = cart.storeStatus;
  const mode = scheduleToggleMode(status);
  if (mode === 'hidden' || !status) return null;
  const schedule = cart.scheduleDelivery;
  const on = schedule?.scheduleDelivery === true;

  const turnOn = () => {
    if (mode === 'storeOffline') {
      onClosePanel();
      navigate(STORE_OFFLINE_PATH);
    } else {
      setOpen(true);
    }
  };

  return (
    <PanelSection title={t('panel.schedule.title')}>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            disabled={busy}
            onChange={(_, checked) => (checked ? turnOn() : void run(() => setScheduleDelivery({ scheduleDelivery: false })))}
          />
        }
        label={t('panel.schedule.toggle')}
      />
      {on && schedule.scheduleDate && schedule.scheduleTime && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ flex: 1 }}>
            {t('panel.schedule.chosen', times.schedule(schedule.scheduleDate, schedule.scheduleTime))}
          </Typography>
          <Button size="small" onClick={turnOn} disabled={busy}>{t('panel.schedule.change')}</Button>
        </Box>
      )}
      {open && (
        <ScheduleDialog
          status={status}
          current={schedule}
          alcohol={cart.alcoholSale}
          onClose={() => setOpen(false)}
          onSaved={() => setOpen(false)}
        />
      )}
    </PanelSection>
  );
}
