'use client';

import { Component, type ReactNode } from 'react';

/** The last resort of requirements 8: shown when rendering the error page itself fails. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failure: Error | null }> {
  state = { failure: null as Error | null };

  static getDerivedStateFromError(failure: Error) {
    return { failure };
  }

  render() {
    if (!this.state.failure) return this.props.children;
    return (
      <main style={{ padding: '4rem 1rem', textAlign: 'center' }}>
        <h1>An error occurred while showing the error page</h1>
        <pre style={{ whiteSpace: 'pre-wrap' }}>{this.state.failure.message}</pre>
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load on purpose: the app is broken */}
        <a href="/">Go back to home</a>
      </main>
    );
  }
}
