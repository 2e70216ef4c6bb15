'use client';

import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { BuiltinErrorPage } from '@/components/error/builtin-error-page';
import { toLocale } from '@/i18n/locales';
import { isChunkLoadError, reloadAfterChunkError } from '@/lib/chunk-reload';
import { reportNavigationFailure } from '@/lib/navigation-failure';

/** A page that failed (the layout still rendered): the page of requirements 8 for the status the failure carries. */
export default function PageError({ error }: { error: Error & { digest?: string } }) {
  const params = useParams<{ locale?: string }>();
  useEffect(() => {
    reportNavigationFailure();
    if (isChunkLoadError(error)) reloadAfterChunkError();
  }, [error]);
  return <BuiltinErrorPage digest={error.digest} locale={toLocale(params.locale)} />;
}
