import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';
import styles from './error-view.module.css';

type Props = { status: number; message: string; detail?: string; homeHref: string; homeLabel: string };

/**
 * The error page body of requirements 8: the code, a message (and what to do, when there is more
 * to say than the catalogue's line) and the way back to the home page.
 */
export function ErrorScreen({ status, message, detail, homeHref, homeLabel }: Props) {
  return (
    <section className={`container ${styles.error}`}>
      <p className={styles.code}>{status}</p>
      <h1>{message}</h1>
      {detail && <p>{detail}</p>}
      {/* A full page load: after an error the client state is not worth keeping. */}
      <a href={homeHref} className="button">
        {homeLabel}
      </a>
    </section>
  );
}

/**
 * The error screen with the built-in texts (not the CMS dictionary): for the boundaries in the
 * browser and the front door's self-contained page, which must work when the CMS is what failed.
 */
export function BuiltinErrorScreen({ status, locale }: { status: number; locale: Locale }) {
  const texts = builtinErrorTexts[locale];
  return (
    <ErrorScreen
      status={status}
      message={texts[catalogueKey(status)]}
      homeHref={homeHref(locale)}
      homeLabel={texts.backToSite}
    />
  );
}

/** The built-in title of the error page of `status`. */
export const builtinErrorTitle = (status: number, locale: Locale): string =>
  builtinErrorTexts[locale].title.replace('{status}', String(status));
