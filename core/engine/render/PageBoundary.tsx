import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { EngineBus } from '../events.ts';
import { readyToRetry } from '../retryable.ts';

interface Props {
  /** What failed, for the report: a route's path, or 'app' for the whole tree. */
  where: string;
  bus: EngineBus;
  /** What shows instead (the catalogue's failure state); `retry` renders the children afresh. */
  fallback: (retry: () => void) => ReactNode;
  /** A new key (the next address) clears a failure: the reader moved on. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  /** What failed: a retryable failure (a chunk) is told to start afresh before the retry renders. */
  error?: unknown;
  resetKey: string | undefined;
}

/**
 * Catches a page (or the whole app) that throws while rendering, so the root never goes blank: the
 * reader sees the failure state with a retry, and the failure is reported on the bus.
 */
export class PageBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.bus.emit('page:error', { where: this.props.where, error });
  }

  private readonly retry = () => {
    readyToRetry(this.state.error);
    this.setState({ failed: false, error: undefined });
  };

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
