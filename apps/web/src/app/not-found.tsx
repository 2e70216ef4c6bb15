import Link from 'next/link';

// Paths outside every locale (rare: the proxy maps every page path to one). A plain page in
// the default language, since no layout with <html> wraps this one.
export default function GlobalNotFound() {
  return (
    <html lang="fr">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <p style={{ fontSize: '4rem', fontWeight: 800, margin: 0 }}>404</p>
        <h1>Page introuvable.</h1>
        <Link href="/">Retour au site</Link>
      </body>
    </html>
  );
}
