import { Component, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** What is drawn instead of `children` once they have thrown. */
  fallback: ReactNode;
  /** A new key draws `children` again (the route's boundary: the next path). */
  resetKey?: string;
};

type State = { failed: boolean; key: string | undefined };

/** React's error boundary, as a component: `fallback` for children that threw, until `resetKey` changes. */
export class Boundary extends Component<Props, State> {
  override state: State = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
