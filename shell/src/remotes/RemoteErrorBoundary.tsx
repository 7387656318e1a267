import { Component, type ReactNode } from 'react';

interface Props {
  /** When one of these changes (another URL, a retry), the error is cleared and the children render again. */
  resetKeys: readonly unknown[];
  fallback: ReactNode;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKeys: readonly unknown[];
}

/** Keeps a remote that fails to load or throws inside its own part of the page. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKeys: this.props.resetKeys };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    const changed = props.resetKeys.some((key, index) => !Object.is(key, state.resetKeys[index]));
    return changed ? { failed: false, resetKeys: props.resetKeys } : null;
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
