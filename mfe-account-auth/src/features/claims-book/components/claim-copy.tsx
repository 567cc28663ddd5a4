// The copy of a filed claim (the constancia): number, filing date and time in Lima, the response due date, everything
// as filed, the attachments, whether the e-mail copy went out (asked again while it is on its way), and Print. Opened
// after filing or from the list.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { isApiError } from '@shop/shared/api';
import { CLAIM_RESPONSE_BUSINESS_DAYS } from '@shop/shared/constants';
import { useTranslation } from '@shop/shared/i18n';
import { formatCurrency } from '@shop/shared/format';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Link, List, ListItem, Paper, Stack, Typography } from '@shop/shared/ui';
import { NAMESPACE } from '../../../i18n/register';
import { claimAttachmentUrl, useClaim } from '../api/get-claim';
import type { ClaimRecord } from '../api/types';
import { useEmailStatus } from '../hooks/use-email-status';
import { formatClaimDate, formatClaimDateTime } from '../utils/claim-dates';
import { formatBytes } from '../utils/claim-rules';

export interface ClaimCopyProps {
  claimId: string;
  /** The answer of the filing just made (no call needed); null for a copy re-opened later. */
  filed: ClaimRecord | null;
  onAnother: () => void;
}

const NOT_PRINTED = { '@media print': { display: 'none' } } as const;
const EMAIL_TEXT = { SENT: 'claims.copy.emailSent', PENDING: 'claims.copy.emailPending', FAILED: 'claims.copy.emailNotSent' } as const;

export function ClaimCopy({ claimId, filed, onAnother }: ClaimCopyProps) {
  const { t } = useTranslation(NAMESPACE);
  const query = useClaim(claimId, filed === null);
  const record = filed ?? query.data;

  if (!record) {
    if (query.error) {
      const missing = isApiError(query.error) && query.error.status === 404;
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Alert
            severity="warning"
            role="status"
            action={missing ? undefined : <Button color="inherit" size="small" onClick={() => void query.refetch()}>{t('claims.retry')}</Button>}
          >
            {t(missing ? 'claims.copy.notFound' : 'claims.copy.loadError')}
          </Alert>
          <Button variant="outlined" onClick={onAnother}>{t('claims.copy.backToBook')}</Button>
        </Stack>
      );
    }
    return (
      <Box role="status" aria-label={t('claims.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <CopySheet record={record} justFiled={filed !== null} onAnother={onAnother} />;
}

function CopySheet({ record, justFiled, onAnother }: { record: ClaimRecord; justFiled: boolean; onAnother: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // After filing, the copy replaces the form: move focus (and the view) to it so the result is announced.
  useEffect(() => {
    if (justFiled) heading.current?.focus();
  }, [justFiled]);

  const emailStatus = useEmailStatus(record);
  const idType = (type: string | null) => (type ? t(`claims.idTypes.${type}`, { defaultValue: type }) : t('claims.copy.none'));
  const orNone = (value: string | null | undefined) => (value ? value : t('claims.copy.none'));

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, '@media print': { border: 0, p: 0 } }}>
      <Stack spacing={3}>
        {justFiled && <Alert severity="success" role="status" sx={NOT_PRINTED}>{t('claims.copy.filed')}</Alert>}
        <Typography id={headingId} ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 700, outline: 'none' }}>
          {t('claims.copy.title', { number: record.claimNumber })}
        </Typography>

        <Fields>
          <Field label={t('claims.copy.number')} value={record.claimNumber} />
          <Field label={t('claims.copy.filedAt')} value={formatClaimDateTime(record.createdAt, language)} />
          <Field
            label={t('claims.copy.dueDate')}
            value={formatClaimDate(record.responseDueDate, language)}
            hint={t('claims.copy.dueHint', { days: CLAIM_RESPONSE_BUSINESS_DAYS })}
          />
          <Field label={t('claims.copy.status')} value={t(`claims.copy.statuses.${record.status}`, { defaultValue: record.status })} />
        </Fields>

        <Alert severity={emailStatus === 'FAILED' ? 'warning' : 'info'} role="note" aria-live="polite">
          {t(EMAIL_TEXT[emailStatus], { email: record.consumerEmail })}
        </Alert>

        <Section title={t('claims.shop.title')}>
          <Field label={t('claims.shop.legalName')} value={record.shop.legalName} />
          <Field label={t('claims.shop.ruc')} value={record.shop.ruc} />
          <Field label={t('claims.shop.address')} value={record.shop.address} />
        </Section>

        <Section title={t('claims.consumer.title')}>
          <Field label={t('claims.consumer.firstName')} value={record.consumerFirstName} />
          <Field label={t('claims.consumer.lastName')} value={record.consumerLastName} />
          <Field label={t('claims.consumer.idType')} value={idType(record.consumerIdType)} />
          <Field label={t('claims.consumer.idNumber')} value={record.consumerIdNumber} />
          <Field label={t('claims.consumer.address')} value={record.consumerAddress} />
          <Field label={t('claims.consumer.phone')} value={orNone(record.consumerPhone)} />
          <Field label={t('claims.consumer.email')} value={record.consumerEmail} />
          <Field label={t('claims.copy.minor')} value={t(record.isMinor ? 'claims.copy.yes' : 'claims.copy.no')} />
          {record.isMinor && (
            <>
              <Field label={t('claims.consumer.guardianName')} value={orNone(record.guardianName)} />
              <Field label={t('claims.consumer.guardianIdType')} value={idType(record.guardianIdType)} />
              <Field label={t('claims.consumer.guardianIdNumber')} value={orNone(record.guardianIdNumber)} />
            </>
          )}
        </Section>

        <Section title={t('claims.item.title')}>
          <Field label={t('claims.item.type')} value={t(`claims.item.${record.itemType}`)} />
          <Field label={t('claims.item.description')} value={record.itemDescription} />
          <Field
            label={t('claims.item.amount')}
            value={record.claimedAmount === null ? t('claims.copy.noAmount') : formatCurrency(record.claimedAmount, 'PE')}
          />
        </Section>

        <Section title={t('claims.detail.title')}>
          <Field label={t('claims.detail.type')} value={t(`claims.detail.${record.claimType}`)} />
          <Field label={t('claims.detail.description')} value={record.description} />
          <Field label={t('claims.detail.request')} value={record.consumerRequest} />
          <Field label={t('claims.detail.orderNumber')} value={orNone(record.orderNumber)} />
        </Section>

        <Box>
          <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{t('claims.attachments.listLabel')}</Typography>
          {record.attachments.length === 0 ? (
            <Typography color="text.secondary">{t('claims.attachments.none')}</Typography>
          ) : (
            <List dense disablePadding aria-label={t('claims.attachments.listLabel')}>
              {record.attachments.map((file) => (
                <ListItem key={file.claimFileId} disableGutters sx={{ gap: 1 }}>
                  <Link
                    href={claimAttachmentUrl(country, record.claimId, file.claimFileId)}
                    download={file.fileName}
                    aria-label={t('claims.attachments.download', { name: file.fileName })}
                  >
                    {file.fileName}
                  </Link>
                  <Typography component="span" variant="body2" color="text.secondary">({formatBytes(file.sizeBytes)})</Typography>
                </ListItem>
              ))}
            </List>
          )}
        </Box>

        <Stack spacing={1}>
          <Typography variant="body2">{t('claims.notices.indecopi')}</Typography>
          <Typography variant="body2">{t('claims.notices.deadline', { days: CLAIM_RESPONSE_BUSINESS_DAYS })}</Typography>
        </Stack>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={NOT_PRINTED}>
          <Button variant="contained" onClick={() => window.print()}>{t('claims.copy.print')}</Button>
          <Button variant="outlined" onClick={onAnother}>{t(justFiled ? 'claims.copy.another' : 'claims.copy.backToBook')}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>{title}</Typography>
      <Fields>{children}</Fields>
    </Box>
  );
}

function Fields({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(180px, 1fr) 2fr' }, columnGap: 2, rowGap: 0.75, m: 0 }}>
      {children}
    </Box>
  );
}

function Field({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
        {hint && (
          <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>{hint}</Typography>
        )}
      </Typography>
    </>
  );
}
