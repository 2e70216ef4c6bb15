'use client';

/** Back to the top; shown by CSS only when the page is not at the top (html[data-at-top]). */
export function ScrollTopButton({ label, className }: { label: string; className: string }) {
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
