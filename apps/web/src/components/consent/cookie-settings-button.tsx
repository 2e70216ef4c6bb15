'use client';

/** The footer's "Cookie settings": reopens the preferences dialog to change the choice. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  const open = () => {
    import('./consent-runtime')
      .then((runtime) => runtime.openPreferences())
      .catch((error: unknown) => console.warn('cookie settings not loaded', error));
  };
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={open}>
      {label}
    </button>
  );
}
