// The receipt type: simple bill, bill with ID (boleta) or invoice (factura). The server's choice is the one
// selected; a simple bill is saved at once, the other two open their dialog and are chosen only once it saves
// (cancel keeps the previous choice). The saved details show under the choice, with a way to edit them. Over S/ 700
// SUNAT wants the buyer's document: the simple bill cannot be chosen, and one already chosen asks for the DNI.
import { useId, useState } from 'react';
import { BOLETA_ID_THRESHOLD } from '@shop/api/rules/invoice';
import { idTypeName, type Cart } from '@shop/shared/calls';
import { formatCurrency } from '@shop/shared/format';
import { useTranslation } from '@shop/shared/i18n';
import { useSession } from '@shop/shared/session';
import { Alert, Box, Button, Typography } from '@shop/shared/ui';
import { Accordion, AccordionDetails, AccordionSummary, FormControlLabel, Radio, RadioGroup } from '@shop/shared/ui-forms';
import { ExpandMoreIcon } from '@shop/shared/ui-icons';
import { setInvoiceDetails } from '../../../api/set-invoice-details';
import { NAMESPACE } from '../../../i18n/register';
import { useCartAction } from '../../../hooks/use-cart-action';
import { INVOICE_KINDS, invoiceKindOf, needsBuyerId, simpleBody, type InvoiceKind } from '../utils/invoice-body';
import { BoletaDialog } from './boleta-dialog';
import { FacturaDialog } from './factura-dialog';

export interface InvoiceAccordionProps {
  cart: Cart;
}

export function InvoiceAccordion({ cart }: InvoiceAccordionProps) {
  const { t } = useTranslation(NAMESPACE);
  const { busy, run } = useCartAction();
  const [dialog, setDialog] = useState<'boleta' | 'factura' | null>(null);
  const country = useSession((s) => s.country);
  const kind = invoiceKindOf(cart.invoiceDetails);
  const needsId = needsBuyerId(cart);
  const simpleRefused = needsId && kind === 'boletaSimple';
  // Open while nothing is chosen (or the simple bill no longer does), so the choice Continue needs is in sight.
  const [expanded, setExpanded] = useState(kind === null || simpleRefused);
  const summaryId = useId();
  const details = cart.invoiceDetails;

  const choose = (next: InvoiceKind) => {
    if (next === 'boletaSimple') void run(() => setInvoiceDetails(simpleBody()));
    else setDialog(next);
  };

  const saved = kind === 'boleta'
    ? t('panel.invoice.boletaSaved', { idType: details.id ? idTypeName(details.id) : '', idNumber: details.name ?? '', name: details.invoiceName ?? '' })
    : kind === 'factura'
      ? t('panel.invoice.facturaSaved', { ruc: details.ruc ?? '', name: details.number ?? '' })
      : null;

  return (
    <Box sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Accordion expanded={expanded} onChange={(_, open) => setExpanded(open)} disableGutters elevation={0} sx={{ '&::before': { display: 'none' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon aria-hidden />} id={summaryId} sx={{ px: 0 }}>
          <Box>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>{t('panel.invoice.title')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {kind ? t(`panel.invoice.kinds.${kind}`) : t('panel.invoice.noneChosen')}
            </Typography>
          </Box>
        </AccordionSummary>
        <AccordionDetails sx={{ px: 0 }}>
          <RadioGroup
            aria-label={t('panel.invoice.title')}
            value={kind ?? ''}
            onChange={(_, value) => choose(value as InvoiceKind)}
          >
            {INVOICE_KINDS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                disabled={busy || (option === 'boletaSimple' && needsId)}
                control={<Radio />}
                label={t(`panel.invoice.kinds.${option}`)}
              />
            ))}
          </RadioGroup>
          {needsId && (
            <Alert
              severity={simpleRefused ? 'warning' : 'info'}
              sx={{ mt: 1 }}
              action={simpleRefused ? <Button color="inherit" size="small" onClick={() => setDialog('boleta')}>{t('panel.invoice.addDni')}</Button> : undefined}
            >
              {t('panel.invoice.needsId', { amount: formatCurrency(BOLETA_ID_THRESHOLD, country) })}
            </Alert>
          )}
          {saved && (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <Typography variant="body2" sx={{ flex: 1 }}>{saved}</Typography>
              <Button size="small" onClick={() => setDialog(kind as 'boleta' | 'factura')}>{t('panel.invoice.edit')}</Button>
            </Box>
          )}
        </AccordionDetails>
      </Accordion>
      {dialog === 'boleta' && <BoletaDialog details={details} needsId={needsId} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />}
      {dialog === 'factura' && <FacturaDialog details={details} onClose={() => setDialog(null)} onSaved={() => setDialog(null)} />}
    </Box>
  );
}
