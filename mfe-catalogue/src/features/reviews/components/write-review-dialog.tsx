// The write-a-review dialog: stars 1–5, a title and a text (no leading space, character counters); loaded on first open.
import { useId, useState, type FormEvent } from 'react';
import { clearFieldErrors, useFieldErrors } from '@shop/shared/api';
import { RATING_MAX } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { Box, Button, Typography } from '@shop/shared/ui';
import { FormHelperText, Rating, TextField } from '@shop/shared/ui-forms';
import { DialogShell } from '@shop/shared/ui-overlays';
import { NAMESPACE } from '../../../i18n/register';
import { CREATE_FEEDBACK_CALL, useCreateFeedback } from '../api/create-feedback';

export const REVIEW_TITLE_MAX = 100;
export const REVIEW_TEXT_MAX = 1000;

export interface WriteReviewDialogProps {
  open: boolean;
  productId: number;
  productName: string;
  onClose: () => void;
  /** The review was saved. */
  onSaved: () => void;
}

const noLeadingSpace = (value: string) => value.replace(/^\s+/, '');

export default function WriteReviewDialog({ open, productId, productName, onClose, onSaved }: WriteReviewDialogProps) {
  const { t } = useTranslation(NAMESPACE);
  const formId = useId();
  const starsId = useId();
  const [stars, setStars] = useState<number | null>(null);
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  const serverErrors = useFieldErrors(CREATE_FEEDBACK_CALL);
  const create = useCreateFeedback();
  const valid = stars !== null && stars >= 1 && title.trim() !== '' && text.trim() !== '';

  const close = () => {
    clearFieldErrors(CREATE_FEEDBACK_CALL);
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setTouched(true);
    if (!valid || saving) return;
    setSaving(true);
    try {
      await create.mutateAsync({ productId, ratings: stars, title: title.trim(), feedback: text.trim() });
      clearFieldErrors(CREATE_FEEDBACK_CALL);
      onSaved();
    } catch {
      // The shared client shows general errors (already reviewed, not purchased) and keeps field errors for the form.
    } finally {
      setSaving(false);
    }
  };

  const serverError = (field: string) => serverErrors[field]?.[0]?.message;
  return (
    <DialogShell
      open={open}
      onClose={close}
      title={t('reviews.writeTitle', { name: productName })}
      width="wide"
      actions={
        <>
          <Button onClick={close}>{t('reviews.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={saving || (touched && !valid)}>
            {t('reviews.submit')}
          </Button>
        </>
      }
    >
      <Box component="form" id={formId} onSubmit={submit} noValidate sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Box role="group" aria-labelledby={starsId}>
          <Typography id={starsId} component="p" variant="subtitle2">
            {t('reviews.yourRating')}
          </Typography>
          <Rating
            name={`${formId}-stars`}
            value={stars}
            max={RATING_MAX}
            onChange={(_, value) => setStars(value)}
            getLabelText={(value: number) => t('reviews.stars', { count: value })}
            emptyLabelText={t('reviews.noStars')}
          />
          {touched && stars === null && <FormHelperText error>{t('reviews.ratingRequired')}</FormHelperText>}
          {serverError('ratings') && <FormHelperText error>{serverError('ratings')}</FormHelperText>}
        </Box>
        <TextField
          label={t('reviews.titleLabel')}
          value={title}
          required
          onChange={(e) => setTitle(noLeadingSpace(e.target.value))}
          slotProps={{ htmlInput: { maxLength: REVIEW_TITLE_MAX } }}
          error={(touched && title.trim() === '') || !!serverError('title')}
          helperText={serverError('title') ?? (touched && title.trim() === '' ? t('reviews.required') : t('reviews.counter', { count: title.length, max: REVIEW_TITLE_MAX }))}
        />
        <TextField
          label={t('reviews.textLabel')}
          value={text}
          required
          multiline
          minRows={4}
          onChange={(e) => setText(noLeadingSpace(e.target.value))}
          slotProps={{ htmlInput: { maxLength: REVIEW_TEXT_MAX } }}
          error={(touched && text.trim() === '') || !!serverError('feedback')}
          helperText={serverError('feedback') ?? (touched && text.trim() === '' ? t('reviews.required') : t('reviews.counter', { count: text.length, max: REVIEW_TEXT_MAX }))}
        />
      </Box>
    </DialogShell>
  );
}
