import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx (it sets <html lang>); this one only lets
// app/not-found.tsx exist for paths outside any locale.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
