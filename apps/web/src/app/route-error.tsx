// Shown inside the layout when a page fails to render or its code cannot load (e.g. after a deploy).
import { Component } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Location } from 'react-router';
import { useTranslation } from '../lib/translate';
import { reloadPage } from '../lib/browser';
import { PageReady } from './page-ready';

export function RouteError() {
  const { t } = useTranslation();
  return (
    <section className="page-narrow" role="alert">
      <h1>{t('routeError.title')}</h1>
      <p>{t('routeError.message')}</p>
      <p className="button-row">
        <button type="button" className="button" onClick={reloadPage}>
          {t('routeError.reload')}
        </button>
        <Link className="button button--secondary" to="/">
          {t('notFound.home')}
        </Link>
      </p>
    </section>
  );
}

interface BoundaryProps {
  /** The current location: any navigation (a new location object) clears the error. */
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  location: Location;
}

/** Catches a page's render (or lazy load) error so header and footer stay around the message. */
export class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, location: this.props.location };

  // React itself reports the caught error on the console.
  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState {
    return props.location === state.location ? state : { failed: false, location: props.location };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    // The message is the page now: live, like any other.
    return (
      <>
        <RouteError />
        <PageReady />
      </>
    );
  }
}
