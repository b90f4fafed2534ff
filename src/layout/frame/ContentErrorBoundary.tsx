// Keeps a failing page from taking the header and menu down with it; react-admin's <Error> shows
// what went wrong. Moving to another path (a new resetKey) clears the error.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Error as ErrorPage } from 'react-admin';

interface Props {
  resetKey: string;
  children: ReactNode;
}

interface State {
  error?: Error;
  errorInfo?: ErrorInfo;
}

export class ContentErrorBoundary extends Component<Props, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidCatch(error: Error, errorInfo: ErrorInfo) {
    this.setState({ error, errorInfo });
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => this.setState({ error: undefined, errorInfo: undefined });

  render() {
    const { error, errorInfo } = this.state;
    if (!error) return this.props.children;
    return <ErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={this.reset} />;
  }
}
