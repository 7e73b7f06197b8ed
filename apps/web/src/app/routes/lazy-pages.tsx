// Every page except home loads on demand (React.lazy), keeping the first load small. TanStack Query
// loads with them: the shell reads its data without it.
import { lazy } from 'react';
import type { ComponentType } from 'react';
import { loadPageMessages } from '../../i18n/page-messages';
import type { PageNamespace } from '../../i18n/page-messages';
// The header already loads the cart feature's index, whose views load lazily on their own.
import { SavedCartPage as SavedCart } from '../../features/cart';
// So does the header's login panel the account feature's index, whose pages load lazily too.
import * as Account from '../../features/account';

/** A page's code once the strings only it reads are there too. */
async function withMessages<M>(namespace: PageNamespace, code: Promise<M>): Promise<M> {
  const [page] = await Promise.all([code, loadPageMessages(namespace)]);
  return page;
}

/** A lazy page, wrapped in the app's query client (which loads alongside the page's code). */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Page, { withQuery }] = await Promise.all([load(), import('../with-query')]);
    return { default: withQuery(Page) };
  });
}

export const CarPage = lazyPage(() => import('./car-page').then((m) => m.CarPage));
export const ItemPage = lazyPage(() => import('../../features/catalog').then((m) => m.ItemPage));
export const DiagramPage = lazyPage(() =>
  import('../../features/diagrams').then((m) => m.DiagramPage),
);
export const LegacyItemPage = lazyPage(() =>
  import('../../features/diagrams').then((m) => m.LegacyItemPage),
);
export const DiagramSearchPage = lazyPage(() =>
  import('./diagram-search-page').then((m) => m.DiagramSearchPage),
);
export const CheckoutPage = lazyPage(() => import('./checkout-page').then((m) => m.CheckoutPage));
export const ReviewPage = lazyPage(() => import('./review-page').then((m) => m.ReviewPage));
export const CompletePage = lazyPage(() =>
  import('../../features/checkout').then((m) => m.CompletePage),
);
export const OrderPage = lazyPage(() => import('../../features/checkout').then((m) => m.OrderPage));
export const SavedCartPage = lazyPage(async () => SavedCart);
export const LoginPage = lazyPage(async () => Account.LoginPage);
export const RegisterPage = lazyPage(async () => Account.RegisterPage);
export const ForgotPage = lazyPage(async () => Account.ForgotPage);
export const ResetPasswordPage = lazyPage(async () => Account.ResetPasswordPage);
export const ConfirmEmailPage = lazyPage(async () => Account.ConfirmEmailPage);
export const AuthPage = lazyPage(async () => Account.AuthPage);
export const AccountPage = lazyPage(async () => Account.AccountPage);
export const ContactPage = lazyPage(() =>
  withMessages('contact', import('../../features/contact')).then((m) => m.ContactPage),
);
export const AboutPage = lazyPage(() =>
  withMessages('info', import('../../features/info')).then((m) => m.AboutPage),
);
export const TermsPage = lazyPage(() =>
  withMessages('info', import('../../features/info')).then((m) => m.TermsPage),
);
export const SearchPage = lazyPage(() => import('../../features/search').then((m) => m.SearchPage));
