// Dialog 6, delivery instructions: at most 250 characters with a visible counter (cart.characterLimit); saving needs
// text that is not blank.
import { useState } from 'react';
import { DELIVERY_INSTRUCTIONS_MAX_LENGTH } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Button } from '@shop/shared/ui';
import { TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';

export interface InstructionsDialogProps {
  initial: string;
  onClose: () => void;
  /** Saves the text (trimmed by the call); the parent closes the dialog once saved. */
  onSave: (text: string) => Promise<void>;
}

export function InstructionsDialog({ initial, onClose, onSave }: InstructionsDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const [text, setText] = useState(initial.slice(0, DELIVERY_INSTRUCTIONS_MAX_LENGTH));
  const [saving, setSaving] = useState(false);
  const blank = text.trim() === '';
  const atLimit = text.length >= DELIVERY_INSTRUCTIONS_MAX_LENGTH;

  const save = async () => {
    if (blank) return;
    setSaving(true);
    try {
      await onSave(text);
    } finally {
      setSaving(false);
    }
  };

  return (
    <DialogShell
      open
      onClose={onClose}
      title={t('panel.instructions.dialogTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('panel.cancel')}</Button>
          <Button variant="contained" onClick={() => void save()} disabled={blank || saving}>{t('panel.save')}</Button>
        </>
      }
    >
      <TextField
        fullWidth
        multiline
        minRows={3}
        label={t('panel.instructions.label')}
        placeholder={t('panel.instructions.placeholder')}
        value={text}
        // Pasted text longer than the limit is cut, so the counter never passes it.
        onChange={(e) => setText(e.target.value.slice(0, DELIVERY_INSTRUCTIONS_MAX_LENGTH))}
        helperText={
          <span aria-live="polite">
            {t('cart.characterLimit', { count: text.length, max: DELIVERY_INSTRUCTIONS_MAX_LENGTH })}
          </span>
        }
        slotProps={{
          htmlInput: { maxLength: DELIVERY_INSTRUCTIONS_MAX_LENGTH },
          formHelperText: { sx: { textAlign: 'right', color: atLimit ? 'warning.main' : undefined } },
        }}
        sx={{ mt: 1 }}
      />
    </DialogShell>
  );
}
