'use client';

import { Component, type ReactNode } from 'react';
import type { Locale } from '@/i18n/locales';
import { builtinErrorTexts, homeHref } from '@/lib/errors/catalogue';

type Props = { children: ReactNode; locale: Locale };

/**
 * The last resort of requirements 8, when drawing the error page fails in turn: a page that needs
 * nothing that could have failed (no stylesheet, no component, the built-in texts of its language).
 */
export class ErrorPageBoundary extends Component<Props, { failure: Error | null }> {
  state = { failure: null as Error | null };

  static getDerivedStateFromError(failure: Error) {
    return { failure };
  }

  render() {
    if (!this.state.failure) return this.props.children;
    const texts = builtinErrorTexts[this.props.locale];
    return (
      <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>{texts.pageFailed}</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{this.state.failure.message}</pre>
        {/* A full load on purpose: the app is broken. */}
        <a href={homeHref(this.props.locale)}>{texts.goHome}</a>
      </main>
    );
  }
}
