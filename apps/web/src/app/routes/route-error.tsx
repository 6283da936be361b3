import { Component, type ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ErrorPage } from '../../features/misc/error-page';
import { errorMessage } from '../../lib/error-message';
import { GraphQLRequestError, NetworkError } from '../../lib/graphql-errors';

function describe(error: unknown, t: TFunction): string | null {
  // A request's failure in the reader's language; the server's own message is English (docs/errors.md). Any other
  // error's message is the browser's or the code's English: the page's own sentence stands instead.
  if (error instanceof GraphQLRequestError || error instanceof NetworkError) return errorMessage(error, t);
  return null;
}

function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <ErrorPage message={describe(error, t)} />;
}

type CatcherProps = { pathname: string; children: ReactNode };
type CatcherState = { caught: { error: unknown } | null };

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { caught: null };

  static getDerivedStateFromError(error: unknown): CatcherState {
    return { caught: { error } };
  }

  // Another address shows its own screen again: the menu's links still work after a screen failed.
  override componentDidUpdate(previous: CatcherProps) {
    if (this.state.caught && previous.pathname !== this.props.pathname) this.setState({ caught: null });
  }

  override render() {
    return this.state.caught ? <RouteErrorPage error={this.state.caught.error} /> : this.props.children;
  }
}

/** The error boundary around every route (render errors, docs/product.md#errors-and-messages). */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <ErrorCatcher pathname={pathname}>{children}</ErrorCatcher>;
}
