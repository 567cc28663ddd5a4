// The claim sheet of the Libro de Reclamaciones (DS 011-2011-PCM's form): the shop's legal data, the sheet
// number and date, the consumer (and a minor's guardian), the product or service, the claim, the attachments, the legal
// notices and the consent. Limits come from form-data; the proof-of-work is solved while the customer types.
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { EMAIL_MAX } from '@shop/api/rules/email';
import { isApiError } from '@shop/shared/api';
import { idTypeRules } from '@shop/shared/calls';
import { boolean, formSchema, setServerErrors, string, useForm, useWatch, zodResolver, type RuleProblems, type ServerFieldMap } from '@shop/shared/form';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, CircularProgress, Grid, Paper, Stack, Typography } from '@shop/shared/ui';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@shop/shared/ui-forms';
import { NAMESPACE } from '../../../i18n/register';
import { useClaimFormData } from '../api/get-claim-form-data';
import { useSubmitClaim } from '../api/submit-claim';
import type { ClaimFormData, ClaimIdType, ClaimLimits, ClaimRecord } from '../api/types';
import { useProofOfWork } from '../hooks/use-proof-of-work';
import { formatClaimDate } from '../utils/claim-dates';
import {
  GUARDIAN_NAME_MAX, ORDER_NUMBER_MAX, cleanAmount, cleanPhone, cleanClaimIdNumber, cleanOrderNumber, initialValues, toClaimFields, validateClaim, type ClaimField, type ClaimValues,
} from '../utils/claim-rules';
import { AttachmentsField } from './attachments-field';
import { ChoiceField } from './choice-field';
import { ClaimTextField } from './claim-text-field';
import { IdTypeField } from './id-type-field';
import { PowStatus } from './pow-status';

export interface ClaimFormProps {
  onFiled: (record: ClaimRecord) => void;
}

const NOT_CONFIGURED = 'error.claims.notConfigured';

export function ClaimForm({ onFiled }: ClaimFormProps) {
  const { t } = useTranslation(NAMESPACE);
  const formData = useClaimFormData();
  if (!formData.data) {
    // The shop's legal data missing (a 500, so the shop stays open): this page's own trouble, said here, not a maintenance page.
    const notConfigured = isApiError(formData.error) && formData.error.identifier === NOT_CONFIGURED;
    return formData.error ? (
      <Alert severity="warning" role="status" action={<Button color="inherit" size="small" onClick={() => void formData.refetch()}>{t('claims.retry')}</Button>}>
        {t(notConfigured ? 'claims.notConfigured' : 'claims.loadError')}
      </Alert>
    ) : (
      <Box role="status" aria-label={t('claims.loading')} sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress />
      </Box>
    );
  }
  return <ClaimSheet formData={formData.data} onFiled={onFiled} />;
}

const CHALLENGE_REFUSED = 'error.claims.challengeInvalid';
/** '99999.99'. */
const AMOUNT_MAX_LENGTH = 8;
const FIELD_ORDER: readonly ClaimField[] = [
  'consumerFirstName', 'consumerLastName', 'consumerIdType', 'consumerIdNumber', 'consumerAddress', 'consumerPhone', 'consumerEmail',
  'isMinor', 'guardianName', 'guardianIdType', 'guardianIdNumber', 'itemType', 'itemDescription', 'claimedAmount', 'claimType',
  'description', 'consumerRequest', 'orderNumber', 'attachments', 'consent',
];
/** The server's field names are the form's; its word on the attachments (no form value) is a root error. */
const SERVER_FIELDS: ServerFieldMap<ClaimValues> = Object.fromEntries(
  FIELD_ORDER.map((field) => [field, field === 'attachments' ? 'root.attachments' : field]),
);
const MINOR_FIELDS = ['guardianName', 'guardianIdType', 'guardianIdNumber'] as const;

/** The claim's zod schema: its values' types and validateClaim's verdict (i18n keys under claims.errors). */
function claimSchema(limits: ClaimLimits) {
  const text = string();
  return formSchema<ClaimValues>(
    {
      consumerFirstName: text, consumerLastName: text, consumerIdType: string() as never, consumerIdNumber: text, consumerEmail: text,
      consumerPhone: text, consumerAddress: text, isMinor: boolean(), guardianName: text, guardianIdType: string() as never, guardianIdNumber: text,
      itemType: string() as never, itemDescription: text, claimedAmount: text, claimType: string() as never, description: text,
      consumerRequest: text, orderNumber: text, consent: boolean(),
    },
    (values) => {
      const problems: RuleProblems<ClaimValues> = {};
      for (const [field, problem] of Object.entries(validateClaim(values, limits))) {
        if (field !== 'attachments' && problem) problems[field as keyof ClaimValues] = problem.key;
      }
      return problems;
    },
  );
}

const noLeadingSpace = (text: string) => text.replace(/^\s+/, '');
const NUMBER_FIELD = { consumerIdType: 'consumerIdNumber', guardianIdType: 'guardianIdNumber' } as const;

function ClaimSheet({ formData, onFiled }: { formData: ClaimFormData; onFiled: (record: ClaimRecord) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useSession((s) => s.language);
  const country = useSession((s) => s.country);
  const { limits } = formData;
  const pow = useProofOfWork();
  const fileClaim = useSubmitClaim();
  const form = useRef<HTMLFormElement>(null);

  // Validation: a field once typed in or left, every field after a submit attempt; focus is the form's own
  // (the first field in the sheet's order that is wrong), so react-hook-form's is off.
  const resolver = useMemo(() => zodResolver(claimSchema(limits)), [limits]);
  const { control, handleSubmit, setValue, trigger, clearErrors, getFieldState, setError, formState: { errors } } = useForm<ClaimValues>({
    defaultValues: initialValues(formData),
    resolver,
    shouldFocusError: false,
  });
  const values = useWatch({ control }) as ClaimValues;
  const attempted = useRef(false);
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const problems = validateClaim(values, limits);
  /** Our rules answer an i18n key (its values from the same rules); the server answers its own words. */
  const shown = (field: keyof ClaimValues): string | undefined => {
    const error = errors[field];
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`claims.errors.${error.message}`, problems[field]?.params ?? {});
  };

  // Stable callbacks, so the memoised fields other than the one typed in skip re-rendering. A change re-judges the field
  // (its server message goes with it); ticking "minor" after an attempt judges the guardian's fields too.
  const change = useCallback((field: keyof ClaimValues, value: ClaimValues[keyof ClaimValues]) => {
    setValue(field, value as never, { shouldDirty: true, shouldTouch: true });
    void trigger(field === 'isMinor' && attempted.current ? ['isMinor', ...MINOR_FIELDS] : field);
  }, [setValue, trigger]);
  // Leaving a field judges it, but keeps what the server said about it until it is edited.
  const leave = useCallback((field: ClaimField) => {
    if (field === 'attachments' || getFieldState(field).error?.type === 'server') return;
    void trigger(field);
  }, [getFieldState, trigger]);
  const changeIdType = useCallback((field: keyof typeof NUMBER_FIELD, type: ClaimIdType) => {
    // Another type has another length and alphabet: the number starts over (judged again only after an attempt).
    const numberField = NUMBER_FIELD[field];
    setValue(field, type, { shouldDirty: true });
    setValue(numberField, '', { shouldDirty: true });
    clearErrors([field, numberField]);
    if (attempted.current) void trigger(numberField);
  }, [setValue, clearErrors, trigger]);
  const changeFiles = useCallback((next: File[]) => {
    setFiles(next);
    clearErrors('root.attachments');
  }, [clearErrors]);

  const phoneMax = limits.phoneMax;
  const cleanPhoneText = useCallback((text: string) => cleanPhone(text, phoneMax), [phoneMax]);
  const consumerIdRules = idTypeRules(values.consumerIdType);
  const guardianIdRules = idTypeRules(values.guardianIdType);
  const { consumerIdType, guardianIdType } = values;
  const cleanConsumerId = useCallback((text: string) => cleanClaimIdNumber(consumerIdType, text), [consumerIdType]);
  const cleanGuardianId = useCallback((text: string) => cleanClaimIdNumber(guardianIdType, text), [guardianIdType]);
  const idHint = (rules: { numeric: boolean; length: number }) =>
    t(rules.numeric ? 'claims.consumer.idDigitsHint' : 'claims.consumer.idCharactersHint', { count: rules.length });

  const itemOptions = useMemo(() => [
    { value: 'PRODUCT', label: t('claims.item.PRODUCT') },
    { value: 'SERVICE', label: t('claims.item.SERVICE') },
  ], [t]);
  const claimTypeOptions = useMemo(() => [
    { value: 'CLAIM', label: t('claims.detail.CLAIM'), help: t('claims.detail.CLAIMHelp') },
    { value: 'COMPLAINT', label: t('claims.detail.COMPLAINT'), help: t('claims.detail.COMPLAINTHelp') },
  ], [t]);

  const focusField = (field: ClaimField) => {
    form.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  };

  const send = async (valid: ClaimValues) => {
    const fields = toClaimFields(valid);
    const attempt = async () => {
      const solution = await pow.take();
      return fileClaim.mutateAsync({ countryId: country, claim: { ...fields, challengeId: solution.challengeId, nonce: solution.nonce }, files });
    };
    try {
      return await attempt();
    } catch (error) {
      // Expired or already used: once more with a fresh challenge.
      if (isApiError(error) && error.identifier === CHALLENGE_REFUSED) return attempt();
      throw error;
    }
  };

  const submit = handleSubmit(
    async (valid) => {
      if (sending) return;
      setSending(true);
      setFormError(null);
      try {
        onFiled(await send(valid));
      } catch (error) {
        // Whatever went wrong, the challenge may have been spent: solve the next one while the customer corrects.
        pow.renew();
        if (!isApiError(error)) {
          console.warn('Claim filing failed:', error);
          setFormError(t('claims.errors.submitFailed'));
          return;
        }
        setServerErrors(setError, error, SERVER_FIELDS);
        const others = Object.entries(error.fieldErrors).filter(([name]) => !SERVER_FIELDS[name]).flatMap(([, items]) => items[0]?.message ?? []);
        const firstField = FIELD_ORDER.find((field) => error.fieldErrors[field]?.[0]?.message);
        if (error.identifier === CHALLENGE_REFUSED) setFormError(t('claims.errors.challenge'));
        else if (others.length > 0 || error.general.length > 0) setFormError([...error.general.map((g) => g.message), ...others].join(' '));
        else if (firstField) setFormError(t('claims.errors.fixFields'));
        else setFormError(t('claims.errors.submitFailed'));
        if (firstField) focusField(firstField);
      } finally {
        setSending(false);
      }
    },
    (invalid) => {
      setFormError(t('claims.errors.fixFields'));
      const first = FIELD_ORDER.find((field) => field !== 'attachments' && invalid[field]);
      if (first) focusField(first);
    },
  );

  return (
    <Stack
      component="form"
      ref={form}
      noValidate
      onSubmit={(e) => {
        attempted.current = true;
        void submit(e);
      }}
      spacing={3} aria-label={t('claims.formLabel')}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{t('claims.shop.title')}</Typography>
            <Labelled label={t('claims.shop.legalName')}>{formData.shop.legalName}</Labelled>
            <Labelled label={t('claims.shop.ruc')}>{formData.shop.ruc}</Labelled>
            <Labelled label={t('claims.shop.address')}>{formData.shop.address}</Labelled>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Labelled label={t('claims.sheet.number')}>{t('claims.sheet.assigned')}</Labelled>
            <Labelled label={t('claims.sheet.date')}>{formatClaimDate(formData.today, language)}</Labelled>
          </Grid>
        </Grid>
      </Paper>

      <Typography variant="body2" color="text.secondary">{t('claims.required')}</Typography>

      <Section title={t('claims.consumer.title')}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ClaimTextField
              name="consumerFirstName" label={t('claims.consumer.firstName')} value={values.consumerFirstName} error={shown('consumerFirstName')}
              hint={t('claims.maxHint', { max: limits.firstNameMax })} max={limits.firstNameMax} autoComplete="given-name"
              clean={noLeadingSpace} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <ClaimTextField
              name="consumerLastName" label={t('claims.consumer.lastName')} value={values.consumerLastName} error={shown('consumerLastName')}
              hint={t('claims.maxHint', { max: limits.lastNameMax })} max={limits.lastNameMax} autoComplete="family-name"
              clean={noLeadingSpace} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <IdTypeField
              name="consumerIdType" label={t('claims.consumer.idType')} value={values.consumerIdType} error={shown('consumerIdType')} onValue={changeIdType}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <ClaimTextField
              name="consumerIdNumber" label={t('claims.consumer.idNumber')} value={values.consumerIdNumber} error={shown('consumerIdNumber')}
              hint={idHint(consumerIdRules)} max={consumerIdRules.length} inputMode={consumerIdRules.numeric ? 'numeric' : 'text'}
              digitsOnly={consumerIdRules.numeric} clean={cleanConsumerId} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={12}>
            <ClaimTextField
              name="consumerAddress" label={t('claims.consumer.address')} value={values.consumerAddress} error={shown('consumerAddress')}
              hint={t('claims.maxHint', { max: limits.addressMax })} max={limits.addressMax} autoComplete="street-address"
              clean={noLeadingSpace} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 5 }}>
            <ClaimTextField
              name="consumerPhone" label={t('claims.consumer.phone')} value={values.consumerPhone} error={shown('consumerPhone')}
              hint={t('claims.consumer.phoneHint', { max: limits.phoneMax })} max={limits.phoneMax} required={false} type="tel"
              autoComplete="tel" inputMode="numeric" digitsOnly clean={cleanPhoneText} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 7 }}>
            <ClaimTextField
              name="consumerEmail" label={t('claims.consumer.email')} value={values.consumerEmail} error={shown('consumerEmail')}
              max={EMAIL_MAX} type="email" autoComplete="email" inputMode="email" clean={noLeadingSpace} onValue={change} onLeave={leave}
            />
          </Grid>
          <Grid size={12}>
            <FormControlLabel
              control={<Checkbox name="isMinor" checked={values.isMinor} onChange={(e) => change('isMinor', e.target.checked)} />}
              label={t('claims.consumer.isMinor')}
            />
          </Grid>
          {values.isMinor && (
            <Grid size={12}>
              <Box role="group" aria-labelledby="claim-guardian-title" sx={{ pl: { sm: 2 }, borderLeft: { sm: 3 }, borderColor: { sm: 'divider' } }}>
                <Typography id="claim-guardian-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
                  {t('claims.consumer.guardianTitle')}
                </Typography>
                <Grid container spacing={2}>
                  <Grid size={12}>
                    <ClaimTextField
                      name="guardianName" label={t('claims.consumer.guardianName')} value={values.guardianName} error={shown('guardianName')}
                      hint={t('claims.maxHint', { max: GUARDIAN_NAME_MAX })} max={GUARDIAN_NAME_MAX} clean={noLeadingSpace} onValue={change} onLeave={leave}
                    />
                  </Grid>
                  <Grid size={12}>
                    <IdTypeField
                      name="guardianIdType" label={t('claims.consumer.guardianIdType')} value={values.guardianIdType}
                      error={shown('guardianIdType')} onValue={changeIdType}
                    />
                  </Grid>
                  <Grid size={12}>
                    <ClaimTextField
                      name="guardianIdNumber" label={t('claims.consumer.guardianIdNumber')} value={values.guardianIdNumber} error={shown('guardianIdNumber')}
                      hint={idHint(guardianIdRules)} max={guardianIdRules.length} inputMode={guardianIdRules.numeric ? 'numeric' : 'text'}
                      digitsOnly={guardianIdRules.numeric} clean={cleanGuardianId} onValue={change} onLeave={leave}
                    />
                  </Grid>
                </Grid>
              </Box>
            </Grid>
          )}
        </Grid>
      </Section>

      <Section title={t('claims.item.title')}>
        <Stack spacing={2}>
          <ChoiceField name="itemType" legend={t('claims.item.type')} value={values.itemType} options={itemOptions} error={shown('itemType')} onValue={change} />
          <ClaimTextField
            name="itemDescription" label={t('claims.item.description')} value={values.itemDescription} error={shown('itemDescription')}
            max={limits.itemDescriptionMax} counter rows={2} clean={noLeadingSpace} onValue={change} onLeave={leave}
          />
          <Box sx={{ maxWidth: { sm: 280 } }}>
            <ClaimTextField
              name="claimedAmount" label={t('claims.item.amount')} value={values.claimedAmount} error={shown('claimedAmount')}
              hint={t('claims.item.amountHint')} max={AMOUNT_MAX_LENGTH} required={false} inputMode="decimal"
              clean={cleanAmount} onValue={change} onLeave={leave}
            />
          </Box>
        </Stack>
      </Section>

      <Section title={t('claims.detail.title')}>
        <Stack spacing={2}>
          <ChoiceField name="claimType" legend={t('claims.detail.type')} value={values.claimType} options={claimTypeOptions} error={shown('claimType')} onValue={change} />
          <ClaimTextField
            name="description" label={t('claims.detail.description')} value={values.description} error={shown('description')}
            max={limits.descriptionMax} counter rows={4} clean={noLeadingSpace} onValue={change} onLeave={leave}
          />
          <ClaimTextField
            name="consumerRequest" label={t('claims.detail.request')} value={values.consumerRequest} error={shown('consumerRequest')}
            max={limits.requestMax} counter rows={3} clean={noLeadingSpace} onValue={change} onLeave={leave}
          />
          <Box sx={{ maxWidth: { sm: 320 } }}>
            <ClaimTextField
              name="orderNumber" label={t('claims.detail.orderNumber')} value={values.orderNumber} error={shown('orderNumber')}
              max={ORDER_NUMBER_MAX} required={false} clean={cleanOrderNumber} onValue={change} onLeave={leave}
            />
          </Box>
          <AttachmentsField files={files} limits={limits} onChange={changeFiles} error={errors.root?.attachments?.message} />
        </Stack>
      </Section>

      <Alert severity="info" icon={false} role="note">
        <Stack spacing={1}>
          <Typography variant="body2">{t('claims.notices.indecopi')}</Typography>
          <Typography variant="body2">{t('claims.notices.deadline', { days: formData.responseBusinessDays })}</Typography>
        </Stack>
      </Alert>

      <FormControl required error={Boolean(shown('consent'))}>
        <FormControlLabel
          control={
            <Checkbox
              name="consent"
              checked={values.consent}
              onChange={(e) => change('consent', e.target.checked)}
              slotProps={{ input: { 'aria-describedby': shown('consent') ? 'claim-consent-help' : undefined } as object }}
            />
          }
          label={t('claims.consent')}
        />
        {shown('consent') && <FormHelperText id="claim-consent-help">{shown('consent')}</FormHelperText>}
      </FormControl>

      {formError && <Alert severity="error" role="alert">{formError}</Alert>}

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        >
          {t(sending ? 'claims.submitting' : 'claims.submit')}
        </Button>
        <PowStatus status={pow.status} progress={pow.progress} onRetry={pow.renew} />
      </Stack>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="fieldset" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h6" sx={{ px: 1 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography>{children}</Typography>
    </Box>
  );
}
