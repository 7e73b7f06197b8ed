// Every page except home loads on demand (React.lazy), keeping the first load small.
import { lazy } from 'react';

export const CarPage = lazy(() =>
  import('../features/catalog').then((m) => ({ default: m.CarPage })),
);
export const ItemPage = lazy(() =>
  import('../features/catalog').then((m) => ({ default: m.ItemPage })),
);
export const DiagramPage = lazy(() =>
  import('../features/diagrams').then((m) => ({ default: m.DiagramPage })),
);
export const DiagramSearchPage = lazy(() =>
  import('../features/diagrams').then((m) => ({ default: m.DiagramSearchPage })),
);
export const CheckoutPage = lazy(() =>
  import('../features/checkout').then((m) => ({ default: m.CheckoutPage })),
);
export const ReviewPage = lazy(() =>
  import('../features/checkout').then((m) => ({ default: m.ReviewPage })),
);
export const CompletePage = lazy(() =>
  import('../features/checkout').then((m) => ({ default: m.CompletePage })),
);
export const SavedCartPage = lazy(() =>
  import('../features/checkout').then((m) => ({ default: m.SavedCartPage })),
);
export const LoginPage = lazy(() =>
  import('../features/account').then((m) => ({ default: m.LoginPage })),
);
export const RegisterPage = lazy(() =>
  import('../features/account').then((m) => ({ default: m.RegisterPage })),
);
export const ForgotPage = lazy(() =>
  import('../features/account').then((m) => ({ default: m.ForgotPage })),
);
export const AuthPage = lazy(() =>
  import('../features/account').then((m) => ({ default: m.AuthPage })),
);
export const ContactPage = lazy(() =>
  import('../features/contact').then((m) => ({ default: m.ContactPage })),
);
export const AboutPage = lazy(() =>
  import('../features/info').then((m) => ({ default: m.AboutPage })),
);
export const TermsPage = lazy(() =>
  import('../features/info').then((m) => ({ default: m.TermsPage })),
);
export const SearchPage = lazy(() =>
  import('../features/search').then((m) => ({ default: m.SearchPage })),
);
