// The claim's attachments: PDF or JPG only, each and all together within the book's limits, checked
// here before anything is uploaded; each chosen file is listed with its size and a remove button.
import { useId, useRef, useState, type ChangeEvent, type CSSProperties } from 'react';
import { useTranslation } from '@shop/shared/i18n';
import { Alert, Box, FOCUS_RING, IconButton, List, ListItem, Stack, Typography, visuallyHidden } from '@shop/shared/ui';
import { FormHelperText } from '@shop/shared/ui-forms';
import { DeleteIcon } from '@shop/shared/ui-icons';
import { NAMESPACE } from '../../../i18n/register';
import type { ClaimLimits } from '../api/types';
import { addFiles, formatBytes, type FileRefusal } from '../utils/claim-rules';

export interface AttachmentsFieldProps {
  files: File[];
  limits: ClaimLimits;
  onChange: (files: File[]) => void;
  /** The server's message about the attachments, if any. */
  error?: string;
}

const REFUSAL_KEYS: Record<FileRefusal, string> = {
  type: 'claims.attachments.refusedType',
  size: 'claims.attachments.refusedSize',
  total: 'claims.attachments.refusedTotal',
  count: 'claims.attachments.refusedCount',
};

export function AttachmentsField({ files, limits, onChange, error }: AttachmentsFieldProps) {
  const { t } = useTranslation(NAMESPACE);
  const [refusals, setRefusals] = useState<string[]>([]);
  const input = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const total = files.reduce((sum, f) => sum + f.size, 0);

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(e.target.files ?? []);
    // The same file may be chosen again after removing it.
    e.target.value = '';
    if (chosen.length === 0) return;
    const { files: next, refused } = addFiles(files, chosen, limits);
    setRefusals(refused.map(({ file, reason }) => t(REFUSAL_KEYS[reason], {
      name: file.name,
      max: reason === 'size' ? formatBytes(limits.maxFileBytes) : reason === 'total' ? formatBytes(limits.maxTotalBytes) : limits.maxFiles,
    })));
    if (next.length !== files.length) onChange(next);
  };

  const remove = (index: number) => {
    setRefusals([]);
    onChange(files.filter((_, i) => i !== index));
    input.current?.focus();
  };

  const full = files.length >= limits.maxFiles;
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('claims.attachments.title')}</Typography>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('claims.attachments.hint', { maxFile: formatBytes(limits.maxFileBytes), maxTotal: formatBytes(limits.maxTotalBytes), maxFiles: limits.maxFiles })}
      </Typography>
      {/* A real file input, visually hidden inside its label: keyboard and screen readers reach it, the label looks like a button. */}
      <Box
        component="label"
        sx={{
          display: 'inline-flex', alignItems: 'center', gap: 1, px: 2, py: 0.75, borderRadius: 1,
          border: 1, borderColor: 'primary.main', color: 'primary.main', fontWeight: 600, cursor: full ? 'not-allowed' : 'pointer',
          opacity: full ? 0.5 : 1,
          '&:focus-within': { outline: `3px solid ${FOCUS_RING}`, outlineOffset: 2 },
          '@media print': { display: 'none' },
        }}
      >
        {t('claims.attachments.add')}
        <input
          ref={input}
          type="file"
          name="attachments"
          multiple
          disabled={full}
          accept={[...limits.fileTypes, '.pdf', '.jpg', '.jpeg'].join(',')}
          aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          onChange={choose}
          style={visuallyHidden as CSSProperties}
        />
      </Box>
      {refusals.length > 0 && (
        <Alert severity="error" role="alert" sx={{ mt: 1 }}>
          <Stack component="ul" sx={{ m: 0, pl: 2 }}>
            {refusals.map((text, i) => <li key={i}>{text}</li>)}
          </Stack>
        </Alert>
      )}
      {error && <FormHelperText id={errorId} error>{error}</FormHelperText>}
      {files.length > 0 && (
        <>
          <List dense aria-label={t('claims.attachments.listLabel')}>
            {files.map((file, index) => (
              <ListItem
                key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
                disableGutters
                secondaryAction={
                  <IconButton edge="end" aria-label={t('claims.attachments.remove', { name: file.name })} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                }
              >
                <Typography sx={{ overflowWrap: 'anywhere', pr: 6 }}>
                  {file.name}{' '}
                  <Typography component="span" variant="body2" color="text.secondary">({formatBytes(file.size)})</Typography>
                </Typography>
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            {t('claims.attachments.total', { count: files.length, size: formatBytes(total) })}
          </Typography>
        </>
      )}
    </Box>
  );
}
