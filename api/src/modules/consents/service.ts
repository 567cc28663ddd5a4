// Consents (Ley 29733): the login records the acceptance of the terms and the privacy policy, with their versions, and
// the optional marketing consent; the shopper reads them and gives or withdraws marketing in settings. Every change is
// a new row (who, what, which version, when, from where); nothing is overwritten.
import type { Insertable, Kysely } from 'kysely';
import type { Consents, DB } from '../../db/types.js';
import { LANGUAGE_IDS, type Language } from '../../i18n/messages.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../plugins/session.js';
import { assertCountryInPath } from '../countries/service.js';
import { insertConsents, latestConsents, policyVersions, type ConsentPurpose, type ConsentRow } from './repository.js';
import type { ConsentsRecord } from './schemas.js';

type Db = Kysely<DB>;

const latestOf = (rows: readonly ConsentRow[], purpose: ConsentPurpose) => rows.find((r) => r.purpose === purpose);

/**
 * At a login with the terms box ticked: the terms and the privacy policy are recorded as accepted where this version was
 * not accepted yet, and marketing as given when its box was ticked (an unticked box withdraws nothing: that is done in
 * settings). Runs in the login's transaction.
 */
export async function recordLoginConsents(trx: Db, userId: number, input: { marketing: boolean; language: Language }, now: Date): Promise<void> {
  const versions = await policyVersions(trx, LANGUAGE_IDS[input.language]);
  const latest = await latestConsents(trx, userId);
  const rows: Insertable<Consents>[] = [];
  const accept = (purpose: ConsentPurpose, version: string) => {
    const last = latestOf(latest, purpose);
    if (!last?.granted || last.policy_version !== version) {
      rows.push({ user_id: userId, purpose, granted: true, policy_version: version, source: 'LOGIN', recorded_at: now });
    }
  };
  accept('TERMS', versions.terms);
  accept('PRIVACY', versions.privacy);
  if (input.marketing && !latestOf(latest, 'MARKETING')?.granted) {
    rows.push({ user_id: userId, purpose: 'MARKETING', granted: true, policy_version: versions.privacy, source: 'LOGIN', recorded_at: now });
  }
  await insertConsents(trx, rows);
}

function recordOf(rows: readonly ConsentRow[], versions: { terms: string; privacy: string }): ConsentsRecord {
  const acceptance = (purpose: ConsentPurpose, current: string) => {
    const last = latestOf(rows, purpose);
    return {
      accepted: last?.granted === true && last.policy_version === current,
      version: last?.granted ? last.policy_version : null,
      acceptedAt: last?.granted ? last.recorded_at.toISOString() : null,
      currentVersion: current,
    };
  };
  const marketing = latestOf(rows, 'MARKETING');
  return {
    terms: acceptance('TERMS', versions.terms),
    privacy: acceptance('PRIVACY', versions.privacy),
    marketing: { granted: marketing?.granted ?? false, version: marketing?.policy_version ?? null, recordedAt: marketing?.recorded_at.toISOString() ?? null },
  };
}

async function assertOwner(db: Db, params: { countryId: string; userId: number }, caller: SessionUser): Promise<void> {
  await assertCountryInPath(db, params.countryId);
  if (caller.userId !== params.userId) throw new AppError(403, 'error.auth.forbidden');
}

/** GET .../customers/{userId}/consents: the owner's consents now. */
export async function getConsents(db: Db, params: { countryId: string; userId: number }, caller: SessionUser, language: Language): Promise<ConsentsRecord> {
  await assertOwner(db, params, caller);
  return recordOf(await latestConsents(db, params.userId), await policyVersions(db, LANGUAGE_IDS[language]));
}

/** PUT .../consents/marketing: gives or withdraws the marketing consent (a row only when it changes). */
export async function setMarketingConsent(db: Db, params: { countryId: string; userId: number }, caller: SessionUser, granted: boolean,
  language: Language, now: Date): Promise<ConsentsRecord> {
  await assertOwner(db, params, caller);
  await db.transaction().execute(async (trx) => {
    // One change at a time per user: two clicks racing must not both add a row.
    await trx.selectFrom('users').select('user_id').where('user_id', '=', params.userId).forUpdate().executeTakeFirst();
    const current = latestOf(await latestConsents(trx, params.userId), 'MARKETING');
    if ((current?.granted ?? false) === granted && current !== undefined) return;
    const { privacy } = await policyVersions(trx, LANGUAGE_IDS[language]);
    await insertConsents(trx, [{ user_id: params.userId, purpose: 'MARKETING', granted, policy_version: privacy, source: 'SETTINGS', recorded_at: now }]);
  });
  return getConsents(db, params, caller, language);
}
