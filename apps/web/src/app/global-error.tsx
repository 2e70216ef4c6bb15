'use client';

// Spec 8: when the error page itself fails. Self-contained: no data, no translations.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <h1>An error occurred while showing the error page</h1>
        <p>{error.digest ? `Reference: ${error.digest}` : error.message}</p>
        {/* A full page load on purpose: the client app is what failed. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a href="/">Go back to home</a>
      </body>
    </html>
  );
}
