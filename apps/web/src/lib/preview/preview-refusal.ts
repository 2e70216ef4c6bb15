type Reason = 'disabled' | 'malformed' | 'forged' | 'expired' | 'missing';

const messages: Record<Reason, { status: number; fr: string; en: string }> = {
  disabled: {
    status: 404,
    fr: 'L’aperçu n’est pas configuré sur ce site (PREVIEW_SECRET).',
    en: 'Preview is not configured on this site (PREVIEW_SECRET).',
  },
  malformed: {
    status: 400,
    fr: 'Ce lien d’aperçu est incomplet : ouvrez l’aperçu depuis l’administration.',
    en: 'This preview link is incomplete: open the preview from the admin.',
  },
  forged: {
    status: 401,
    fr: 'Ce lien d’aperçu n’a pas été signé par l’administration du site.',
    en: 'This preview link was not signed by the site’s admin.',
  },
  expired: {
    status: 401,
    fr: 'Ce lien d’aperçu a expiré : rouvrez l’aperçu depuis l’administration.',
    en: 'This preview link has expired: open the preview again from the admin.',
  },
  missing: {
    status: 404,
    fr: 'Ce contenu n’existe pas (encore) dans cette langue, ou n’a pas de page sur le site.',
    en: 'This content does not exist in this language (yet), or has no page on the site.',
  },
};

/** The preview route's refusal, in the language the link names (French by default). */
export function previewRefusal(reason: Reason, locale: string | null): Response {
  const { status, ...texts } = messages[reason];
  return new Response(`${texts[locale === 'en' ? 'en' : 'fr']}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
