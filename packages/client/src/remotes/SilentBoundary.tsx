import { Component, type ReactNode } from 'react';

/** Renders nothing instead of children that threw: an optional widget must never break its host. */
export class SilentBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    console.warn('A remote widget failed and was left out:', error.message);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
