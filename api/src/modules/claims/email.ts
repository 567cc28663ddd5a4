// The consumer's copy of a claim sheet by e-mail: every field of the sheet, the shop's legal data, the due date and the
// two notices the regulation requires (the 15-business-day deadline and that INDECOPI stays open), in the language
// the claim was filed in. Plain text first line = the subject (the development outbox shows the text only).
import moment from 'moment-timezone';
import { translate, type Language, type MessageKey } from '../../i18n/messages.js';
import { LIMA_TIME_ZONE } from '../../lib/business-days.js';
import type { MailMessage } from '../../lib/mailer.js';
import type { ClaimRecord } from './schemas.js';

const DATE_FORMAT: Record<Language, string> = { es: 'DD/MM/YYYY', en: 'YYYY-MM-DD' };
const TIME_FORMAT: Record<Language, string> = { es: 'DD/MM/YYYY HH:mm', en: 'YYYY-MM-DD HH:mm' };

export function claimEmail(record: ClaimRecord, language: Language): MailMessage {
  const t = (key: MessageKey, value?: string | number) => translate(language, key, value === undefined ? {} : { value });
  const subject = translate(language, 'claims.email.subject', { claimNumber: record.claimNumber });
  const document = (type: string | null, number: string | null) => `${type ?? ''} ${number ?? ''}`.trim();
  const attachments = record.attachments.length ? record.attachments.map((a) => a.fileName).join(', ') : t('claims.email.none');
  const lines = [
    subject,
    '',
    translate(language, 'claims.email.intro', { claimType: t(`claims.email.type.${record.claimType}`) }),
    '',
    t('claims.email.section.sheet'),
    t('claims.email.number', record.claimNumber),
    t('claims.email.filedAt', moment.tz(record.createdAt, LIMA_TIME_ZONE).format(TIME_FORMAT[language])),
    t('claims.email.dueDate', moment.tz(record.responseDueDate, 'YYYY-MM-DD', LIMA_TIME_ZONE).format(DATE_FORMAT[language])),
    '',
    t('claims.email.section.shop'),
    t('claims.email.legalName', record.shop.legalName),
    t('claims.email.ruc', record.shop.ruc),
    t('claims.email.address', record.shop.address),
    '',
    t('claims.email.section.consumer'),
    t('claims.email.name', `${record.consumerFirstName} ${record.consumerLastName}`),
    t('claims.email.document', document(record.consumerIdType, record.consumerIdNumber)),
    t('claims.email.address', record.consumerAddress),
    ...(record.consumerPhone ? [t('claims.email.phone', record.consumerPhone)] : []),
    t('claims.email.email', record.consumerEmail),
    ...(record.isMinor ? [
      '',
      t('claims.email.section.guardian'),
      t('claims.email.name', record.guardianName ?? ''),
      t('claims.email.document', document(record.guardianIdType, record.guardianIdNumber)),
    ] : []),
    '',
    t('claims.email.section.item'),
    t('claims.email.itemType', t(`claims.email.item.${record.itemType}`)),
    t('claims.email.itemDescription', record.itemDescription),
    ...(record.claimedAmount !== null ? [t('claims.email.amount', `S/ ${record.claimedAmount.toFixed(2)}`)] : []),
    ...(record.orderNumber ? [t('claims.email.orderNumber', record.orderNumber)] : []),
    '',
    t('claims.email.section.detail'),
    t('claims.email.claimType', t(`claims.email.type.${record.claimType}`)),
    t('claims.email.description', record.description),
    t('claims.email.request', record.consumerRequest),
    t('claims.email.attachments', attachments),
    '',
    t('claims.email.typeNote'),
    t('claims.email.deadlineNotice'),
    t('claims.email.indecopiNotice'),
  ];
  return { to: record.consumerEmail, subject, text: `${lines.join('\n')}\n` };
}
