// Dialog 7, schedule delivery: one of 8 days in the shop's time zone, then one of up to 7 half-hour slots inside the
// store's acceptance hours (those at or before now disabled) or a custom time, checked against the hours
// (cart.timeErrorMsg); a cart holding alcohol is offered only times inside the store's alcohol sale hours too. Saved as
// 'DD MMM YYYY' / 'hh:mm A' in English, as the schedule call takes them.
import { useId, useMemo, useState } from 'react';
import { isApiError } from '@shop/shared/api';
import type { Cart, CartAlcoholSale, CartScheduleDelivery, StoreStatus } from '@shop/shared/calls';
import { countrySettings, SCHEDULE_DATE_FORMAT, SCHEDULE_DAYS } from '@shop/shared/constants';
import { formatShopDateTime, useShopDates } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Button, CircularProgress, Typography } from '@shop/shared/ui';
import { FormControlLabel, Radio, RadioGroup, TextField, ToggleButton, ToggleButtonGroup } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { useSetScheduleDelivery } from '../api/set-schedule-delivery';
import { NAMESPACE } from '../i18n/register';
import { useShopTimes } from '../hooks/use-shop-times';
import { checkCustomTime, parseTimeInput, scheduleSlots, timeLabel } from '../utils/schedule-slots';

export interface ScheduleDialogProps {
  status: StoreStatus;
  /** The cart's schedule: changing it starts from that day and time while they are still on offer. */
  current?: CartScheduleDelivery | null;
  /** The cart's alcohol sale hours (a cart holding alcohol): times outside them are not offered. */
  alcohol?: Pick<CartAlcoholSale, 'saleTimeFrom' | 'saleTimeTo'> | null;
  onClose: () => void;
  onSaved: (cart: Cart) => void;
}

const CUSTOM = 'custom';

export function ScheduleDialog({ status, current, alcohol, onClose, onSaved }: ScheduleDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const country = useSession((s) => s.country);
  const language = useSession((s) => s.language);
  const dates = useShopDates();
  const saveSchedule = useSetScheduleDelivery();
  const timezone = countrySettings(country).timezone;
  // The server's clock is the floor: a device clock running late must not offer slots that are already gone.
  const [now] = useState(() => Math.max(Date.now(), status.nowEpoch));
  const alcoholHours = alcohol ? { from: alcohol.saleTimeFrom, to: alcohol.saleTimeTo } : null;
  const hours = { from: status.orderAcceptanceTimeFrom, to: status.orderAcceptanceTimeTo, alcohol: alcoholHours };
  const days = useMemo(() => (dates ? dates.nextShopDays(SCHEDULE_DAYS, now, timezone) : []), [dates, now, timezone]);
  const [picked, setPicked] = useState<number | null>(null);
  /** null until the shopper picks a time (the current schedule's, if still offered, shows meanwhile). */
  const [pickedTime, setPickedTime] = useState<string | null>(null);
  const [custom, setCustom] = useState('');
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string[]>([]);
  const timesId = useId();
  const times = useShopTimes();

  const slotsOf = (dayStart: number) => scheduleSlots({ dayStart, now, ...hours });
  // Today when it still has a time to offer, else the first day that has one.
  const firstUsable = Math.max(0, days.findIndex((day) => slotsOf(day).some((s) => !s.disabled)));
  const currentDay = dates && current?.scheduleDelivery && current.scheduleDate
    ? days.findIndex((day) => dates.formatShopDate(day, SCHEDULE_DATE_FORMAT, timezone) === current.scheduleDate)
    : -1;
  const dayIndex = picked ?? (currentDay >= 0 ? currentDay : firstUsable);
  const dayStart = days[dayIndex];
  const slots = dayStart === undefined ? [] : slotsOf(dayStart);
  const currentSlot = picked === null && dayIndex === currentDay ? slots.find((s) => !s.disabled && s.label === current?.scheduleTime) : undefined;
  const choice = pickedTime ?? (currentSlot ? String(currentSlot.ms) : '');
  const customMs = parseTimeInput(custom);
  const customCheck = choice === CUSTOM && dayStart !== undefined ? checkCustomTime(customMs, { dayStart, now, ...hours }) : null;
  const chosenMs = choice === CUSTOM ? (customCheck === 'ok' ? customMs : null) : choice === '' ? null : Number(choice);

  const customError = customCheck === 'outsideHours'
    ? t('cart.timeErrorMsg', { start: times.time(hours.from), end: times.time(hours.to) })
    : customCheck === 'outsideAlcoholHours' && alcoholHours
      ? t('panel.schedule.alcoholHours', { start: times.time(alcoholHours.from), end: times.time(alcoholHours.to) })
      : customCheck === 'past' ? t('panel.schedule.pastTime') : undefined;

  const dayLabel = (day: number, index: number): string => {
    const date = formatShopDateTime(day, language, { weekday: 'short', day: 'numeric', month: 'short' }, country);
    return index === 0 ? t('panel.schedule.today', { date }) : index === 1 ? t('panel.schedule.tomorrow', { date }) : date;
  };

  const save = async () => {
    if (!dates || dayStart === undefined || chosenMs === null) return;
    setSaving(true);
    setRefusal([]);
    try {
      onSaved(await saveSchedule.mutateAsync({
        scheduleDelivery: true,
        scheduleDate: dates.formatShopDate(dayStart, SCHEDULE_DATE_FORMAT, timezone),
        scheduleTime: timeLabel(chosenMs),
      }));
    } catch (error) {
      if (isApiError(error)) {
        const fieldMessages = Object.values(error.fieldErrors).flat().map((e) => e.message);
        // A general message the shared client toasted is not said twice.
        const general = error.reported ? [] : error.general.map((e) => e.message);
        setRefusal([...general, ...fieldMessages]);
      } else {
        setRefusal([t('panel.errors.generic')]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open
      onClose={onClose}
      width="wide"
      title={t('panel.schedule.dialogTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button variant="contained" onClick={() => void save()} disabled={chosenMs === null || saving}>{t('panel.schedule.confirm')}</Button>
        </>
      }
    >
      {!dates ? (
        <CircularProgress size={24} aria-label={t('panel.loading')} />
      ) : (
        <>
          {refusal.map((message) => <Alert key={message} severity="error" sx={{ mb: 1 }}>{message}</Alert>)}
          {alcoholHours && (
            <Alert severity="info" sx={{ mb: 1.5 }}>
              {t('panel.schedule.alcoholHours', { start: times.time(alcoholHours.from), end: times.time(alcoholHours.to) })}
            </Alert>
          )}
          <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>{t('panel.schedule.date')}</Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={dayIndex}
            onChange={(_, value: number | null) => {
              if (value === null) return;
              setPicked(value);
              setPickedTime('');
            }}
            aria-label={t('panel.schedule.date')}
            sx={{ flexWrap: 'wrap', gap: 0.5, mb: 2, '& .MuiToggleButton-root': { border: 1, borderColor: 'divider', borderRadius: 1 } }}
          >
            {days.map((day, index) => (
              <ToggleButton key={day} value={index} sx={{ textTransform: 'none' }}>{dayLabel(day, index)}</ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Typography id={timesId} component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>{t('panel.schedule.time')}</Typography>
          {!slots.some((s) => !s.disabled) && (
            <Typography variant="body2" color="text.secondary">{t('panel.schedule.noSlots')}</Typography>
          )}
          {/* The group itself is the grid: a grid inside RadioGroup's wrapping flex column is sized for one column of
              slots, and its few real rows were stretched over that height (~170 px apart). */}
          <RadioGroup
            aria-labelledby={timesId}
            value={choice}
            onChange={(_, value) => setPickedTime(value)}
            sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', alignContent: 'start' }}
          >
            {slots.map((slot) => (
              <FormControlLabel key={slot.ms} value={String(slot.ms)} disabled={slot.disabled} control={<Radio />} label={times.time(slot.ms)} />
            ))}
            <FormControlLabel value={CUSTOM} control={<Radio />} label={t('panel.schedule.custom')} />
          </RadioGroup>
          {choice === CUSTOM && (
            <TextField
              type="time"
              label={t('panel.schedule.customTime')}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              error={customError !== undefined}
              helperText={customError ?? t('panel.schedule.hours', { start: times.time(hours.from), end: times.time(hours.to) })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              sx={{ mt: 1 }}
            />
          )}
        </>
      )}
    </DialogShell>
  );
}
