import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/locales';
import type { Passkey } from '@/lib/cms/resources/applicant-passkeys';
import { formatDate } from '@/lib/format';
import { AddPasskey } from './add-passkey';
import { finishAddingPasskey, removePasskeyAction, startAddingPasskey } from './passkey-actions';
import styles from './applicant.module.css';

/** What the removal's redirect says (`?cle=…`). */
const NOTICES = { supprimee: 'removed', indisponible: 'errors.unavailable' } as const;

/**
 * The applicant's passkeys in their space: each with its device and dates, and a button that
 * removes it (a plain form); the button that adds one on this device where the browser can.
 */
export async function PasskeyList({
  locale,
  passkeys,
  notice,
}: {
  locale: Locale;
  passkeys: Passkey[];
  notice: string | undefined;
}) {
  const t = await getTranslations('applicant.passkeys');
  const said = notice && notice in NOTICES ? NOTICES[notice as keyof typeof NOTICES] : null;
  return (
    <section aria-labelledby="passkeys-title">
      <h2 id="passkeys-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {said && (
        <p className={styles.notice} role="status">
          {t(said)}
        </p>
      )}
      {passkeys.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <ul className={styles.passkeys}>
          {passkeys.map((passkey) => {
            const label = passkey.label ?? t('unnamed');
            return (
              <li key={passkey.id}>
                <span>
                  <strong>{label}</strong>
                  <br />
                  {t('addedOn', { date: formatDate(locale, passkey.createdAt) })} ·{' '}
                  {passkey.lastUsedAt ? t('usedOn', { date: formatDate(locale, passkey.lastUsedAt) }) : t('neverUsed')}
                </span>
                <form action={removePasskeyAction.bind(null, locale)}>
                  <input type="hidden" name="passkey" value={passkey.id} />
                  <button type="submit" className="button secondary" aria-label={t('removeLabel', { label })}>
                    {t('remove')}
                  </button>
                </form>
              </li>
            );
          })}
        </ul>
      )}
      <AddPasskey start={startAddingPasskey} finish={finishAddingPasskey} />
    </section>
  );
}
