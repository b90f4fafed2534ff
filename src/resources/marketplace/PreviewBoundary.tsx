// The live preview renders whatever schema is being typed: one the form library cannot render
// shows its error in place of the preview instead of taking the editor down. A new key (the next
// edit) tries again.
import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

export class PreviewBoundary extends Component<{ children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  render() {
    if (this.state.error) return <Alert severity="warning">{this.state.error.message}</Alert>;
    return this.props.children;
  }
}
