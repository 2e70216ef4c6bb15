export interface RedirectSeed {
  from: string;
  to: string;
  status: number;
}

// Addresses of the former websites of the schools that still receive traffic or links.
export const REDIRECTS: readonly RedirectSeed[] = [
  { from: '/contact-us', to: '/', status: 301 },
  { from: '/fr/candidature-en-ligne', to: '/formations', status: 301 },
  { from: '/fr/contactez-nous', to: '/horizon', status: 301 },
  { from: '/fr/paiement-confirme', to: '/paiement-en-ligne', status: 301 },
  { from: '/fr/merci-virement', to: '/autre-moyen-de-paiement', status: 301 },
  { from: '/fr/demande-de-documentation', to: '/remerciement-contact', status: 301 },
  { from: '/fr/nos-ecoles', to: '/ecoles', status: 301 },
  { from: '/fr/liste-des-ecoles', to: '/ecoles', status: 301 },
  { from: '/fr/implantations-internationales', to: '/bureaux', status: 301 },
  { from: '/fr/bureaux-a-l-etranger', to: '/bureaux', status: 301 },
  { from: '/fr/actualites', to: '/news', status: 301 },
  { from: '/fr/blog', to: '/news', status: 301 },
  { from: '/fr/temoignages-etudiants', to: '/temoignages', status: 301 },
  { from: '/fr/avis-etudiants', to: '/temoignages', status: 301 },
  { from: '/fr/etudiants-ultramarins', to: '/outre-mer', status: 301 },
  { from: '/fr/dom-tom', to: '/outre-mer', status: 301 },
  { from: '/en/about-us', to: '/en/horizon', status: 301 },
  { from: '/en/about-horizon', to: '/en/horizon', status: 301 },
];
