// Every route of SPEC §2, each with its route name in `handle`; pages other than home load lazily.
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { HomePage } from './home/home-page';
import { Layout } from './layout';
import { CatchAll, LeaveApp } from './leave-app';
import { RouteError } from './route-error';
import * as Page from './route-pages';

export interface RouteHandle {
  /** The route name of SPEC §2 (or the path's name where the spec gives none). */
  name: string;
}

const named = (name: string): RouteHandle => ({ name });

/** /car/:carSlug?/:groupSlug? and its modes; a static mode segment outranks the optional page. */
const carRoutes: RouteObject[] = [
  {
    path: 'search/diagrams',
    handle: named('car-diagrams-search'),
    element: <Page.CarPage mode="diagrams-search" />,
  },
  { path: 'search', handle: named('car-search'), element: <Page.CarPage mode="search" /> },
  { path: 'item/:itemId', handle: named('car-item'), element: <Page.ItemPage /> },
  { path: 'diagrams', handle: named('car-diagrams'), element: <Page.CarPage mode="diagrams" /> },
  // Any other or empty mode segment lists items; a numeric one is the page (the page reads it).
  { path: ':page?', handle: named('car-items'), element: <Page.CarPage mode="items" /> },
];

const pageRoutes: RouteObject[] = [
  { index: true, handle: named('main'), element: <HomePage /> },
  { path: 'car/:carSlug?/:groupSlug?', handle: named('car'), children: carRoutes },
  { path: 'item/:itemId', handle: named('item'), element: <Page.ItemPage /> },
  {
    path: 'diagram/:illustration/search',
    handle: named('diagram-search'),
    element: <Page.DiagramSearchPage />,
  },
  {
    path: 'diagram/:illustration/:position?',
    handle: named('diagram'),
    element: <Page.DiagramPage />,
  },
  { path: 'checkout', handle: named('checkout'), element: <Page.CheckoutPage /> },
  { path: 'review', handle: named('review'), element: <Page.ReviewPage /> },
  { path: 'complete', handle: named('complete'), element: <Page.CompletePage /> },
  { path: 'login', handle: named('login'), element: <Page.LoginPage /> },
  { path: 'af', handle: named('login'), element: <Page.LoginPage /> },
  { path: 'register', handle: named('register'), element: <Page.RegisterPage /> },
  { path: 'forgot', handle: named('forgot'), element: <Page.ForgotPage /> },
  { path: 'contact', handle: named('contact'), element: <Page.ContactPage /> },
  { path: 'about', handle: named('about'), element: <Page.AboutPage /> },
  { path: 'terms', handle: named('terms'), element: <Page.TermsPage /> },
  { path: 'auth', handle: named('auth'), element: <Page.AuthPage /> },
  { path: 'search', handle: named('search'), element: <Page.SearchPage /> },
  { path: 'cart/:cartDate/:cartId', handle: named('cart'), element: <Page.SavedCartPage /> },
  { path: 'admin/*', handle: named('admin'), element: <LeaveApp /> },
  { path: '*', handle: named('main'), element: <CatchAll /> },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    // A pathless child catches page errors inside the layout, so header and footer stay.
    children: [{ errorElement: <RouteError />, children: pageRoutes }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
