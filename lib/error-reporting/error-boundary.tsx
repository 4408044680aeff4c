import { Component, type ErrorInfo, type ReactNode } from 'react';
import { notifyError } from './browser';

interface Props {
  /** What to show instead of the broken page: the site's error page. */
  fallback: ReactNode;
  /** When this changes (the route), a failed boundary tries its children again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/**
 * Catches a render error anywhere in the page, reports it (production and preview only) and shows
 * the generic error page of spec section 2 instead of a blank screen.
 */
export class SiteErrorBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidUpdate(previous: Props): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey)
      this.setState({ failed: false });
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    notifyError(error, 'React render', info.componentStack ?? undefined);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
