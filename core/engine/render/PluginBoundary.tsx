import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { EngineBus } from '../events.ts';

interface Props {
  pluginKey: string;
  bus: EngineBus;
  /** What shows instead of the failed plugin (nothing for readers, the error for editors). */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/** Catches a throwing plugin so only its own panel or card disappears; the rest of the page renders. */
export class PluginBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.bus.emit('plugin:error', { pluginKey: this.props.pluginKey, error });
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
