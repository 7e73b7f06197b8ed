// Every route of SPEC §2 (declarative routes), each named in `handle`; pages other than home load lazily.
import { createRoutesFromElements, matchRoutes, Route, Routes } from 'react-router';
import type { Params } from 'react-router';
import { ADMIN_PATH_PREFIX } from '@shop/domain';
import { HomePage } from './home/home-page';
import { Layout } from './layout';
import { CatchAll, LeaveApp } from './leave-app';
import * as Page from './routes/lazy-pages';

export interface RouteHandle {
  /** The route name of SPEC §2 (or the path's name where the spec gives none). */
  name: string;
}

const named = (name: string): RouteHandle => ({ name });

// /car/:carSlug?/:groupSlug? and its modes: a static mode segment outranks the optional page, and any
// other or empty mode segment lists items (a numeric one is the page; the page reads it).
const tree = (
  <Route path="/" element={<Layout />}>
    <Route index handle={named('main')} element={<HomePage />} />
    <Route path="car/:carSlug?/:groupSlug?" handle={named('car')}>
      <Route
        path="search/diagrams"
        handle={named('car-diagrams-search')}
        element={<Page.CarPage mode="diagrams-search" />}
      />
      <Route path="search" handle={named('car-search')} element={<Page.CarPage mode="search" />} />
      <Route path="item/:itemId" handle={named('car-item')} element={<Page.ItemPage />} />
      <Route
        path="diagrams"
        handle={named('car-diagrams')}
        element={<Page.CarPage mode="diagrams" />}
      />
      <Route path=":page?" handle={named('car-items')} element={<Page.CarPage mode="items" />} />
    </Route>
    <Route path="item/:itemId" handle={named('item')} element={<Page.ItemPage />} />
    {/* Old links (SPEC §2): resolved through the legacy diagram call, then replaced. */}
    <Route
      path="item/:legacyItem/car/:legacyCar/group/:legacyGroup"
      handle={named('legacy-item')}
      element={<Page.LegacyItemPage />}
    />
    <Route
      path="diagram/:illustration/search"
      handle={named('diagram-search')}
      element={<Page.DiagramSearchPage />}
    />
    <Route
      path="diagram/:illustration/:position?"
      handle={named('diagram')}
      element={<Page.DiagramPage />}
    />
    <Route path="checkout" handle={named('checkout')} element={<Page.CheckoutPage />} />
    <Route path="review" handle={named('review')} element={<Page.ReviewPage />} />
    <Route path="complete" handle={named('complete')} element={<Page.CompletePage />} />
    <Route path="order/:number" handle={named('order')} element={<Page.OrderPage />} />
    <Route path="login" handle={named('login')} element={<Page.LoginPage />} />
    <Route path="af" handle={named('login')} element={<Page.LoginPage />} />
    <Route path="register" handle={named('register')} element={<Page.RegisterPage />} />
    <Route path="forgot" handle={named('forgot')} element={<Page.ForgotPage />} />
    <Route
      path="reset-password"
      handle={named('reset-password')}
      element={<Page.ResetPasswordPage />}
    />
    <Route
      path="confirm-email"
      handle={named('confirm-email')}
      element={<Page.ConfirmEmailPage />}
    />
    <Route path="account" handle={named('account')} element={<Page.AccountPage />} />
    <Route path="contact" handle={named('contact')} element={<Page.ContactPage />} />
    <Route path="about" handle={named('about')} element={<Page.AboutPage />} />
    <Route path="terms" handle={named('terms')} element={<Page.TermsPage />} />
    <Route path="auth" handle={named('auth')} element={<Page.AuthPage />} />
    <Route path="search" handle={named('search')} element={<Page.SearchPage />} />
    <Route path="cart/:cartDate/:cartId" handle={named('cart')} element={<Page.SavedCartPage />} />
    <Route
      path={`${ADMIN_PATH_PREFIX.slice(1)}/*`}
      handle={named('admin')}
      element={<LeaveApp />}
    />
    <Route path="*" handle={named('main')} element={<CatchAll />} />
  </Route>
);

/** The same routes as objects, for looking up a path's route without rendering. */
const routeObjects = createRoutesFromElements(tree);

export interface RouteMatch {
  name: string;
  params: Params;
}

/** The named route `pathname` renders, with its params, or null when none matches. */
export function routeAt(pathname: string): RouteMatch | null {
  const last = matchRoutes(routeObjects, pathname)?.at(-1);
  const handle = last?.route.handle as RouteHandle | undefined;
  return last && handle ? { name: handle.name, params: last.params } : null;
}

/** The route name of SPEC §2 for `pathname`. */
export function routeName(pathname: string): string | undefined {
  return routeAt(pathname)?.name;
}

/** The app's routes, rendered inside a <BrowserRouter> (or a <MemoryRouter> in tests). */
export function AppRoutes() {
  return <Routes>{tree}</Routes>;
}
