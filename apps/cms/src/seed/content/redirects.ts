export interface RedirectSeed {
  from: string;
  to: string;
  code: 301 | 302 | 307 | 308;
}

// Addresses of the former websites of the schools that still receive traffic or links.
export const REDIRECTS: readonly RedirectSeed[] = [
  { from: '/contact-us', to: '/', code: 301 },
  { from: '/fr/candidature-en-ligne', to: '/formations', code: 301 },
  { from: '/fr/contactez-nous', to: '/horizon', code: 301 },
  { from: '/fr/paiement-confirme', to: '/paiement-en-ligne', code: 301 },
  { from: '/fr/merci-virement', to: '/autre-moyen-de-paiement', code: 301 },
  { from: '/fr/demande-de-documentation', to: '/remerciement-contact', code: 301 },
  { from: '/fr/nos-ecoles', to: '/ecoles', code: 301 },
  { from: '/fr/liste-des-ecoles', to: '/ecoles', code: 301 },
  { from: '/fr/implantations-internationales', to: '/bureaux', code: 301 },
  { from: '/fr/bureaux-a-l-etranger', to: '/bureaux', code: 301 },
  { from: '/fr/actualites', to: '/news', code: 301 },
  { from: '/fr/blog', to: '/news', code: 301 },
  { from: '/fr/temoignages-etudiants', to: '/temoignages', code: 301 },
  { from: '/fr/avis-etudiants', to: '/temoignages', code: 301 },
  { from: '/fr/etudiants-ultramarins', to: '/outre-mer', code: 301 },
  { from: '/fr/dom-tom', to: '/outre-mer', code: 301 },
  { from: '/en/about-us', to: '/en/horizon', code: 301 },
  { from: '/en/about-horizon', to: '/en/horizon', code: 301 },
];
