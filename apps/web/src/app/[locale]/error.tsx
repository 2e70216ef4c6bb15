'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error/error-screen';
import { toLocale } from '@/i18n/locales';
import { statusOfDigest } from '@/lib/cms/errors';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { builtinErrorTexts, catalogueKey, homeHref } from '@/lib/errors/catalogue';

/** A page that failed (the layout still rendered): spec 8's page for the status the failure carries. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  const locale = toLocale(params.locale);
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  const status = statusOfDigest(error.digest);
  const texts = builtinErrorTexts[locale];
  return (
    <main id="main">
      <title>{texts.title.replace('{status}', String(status))}</title>
      <ErrorScreen
        status={status}
        message={texts[catalogueKey(status)]}
        homeHref={homeHref(locale)}
        homeLabel={texts.backToSite}
      />
    </main>
  );
}
