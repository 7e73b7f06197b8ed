// The fixed page header (SPEC §1): logo, car menu, search, login or user panel, cart link with count badge.
import { Link } from 'react-router';
import { useTranslation } from '../../lib/translate';
import { useCartCount } from '../../features/cart';
import { CartIcon, LogoMark } from '../../components/ui/icons';
import { AccountMenu } from './account-menu';
import { CarGroupMenu } from './car-group-menu';
import { SearchBox } from './search-box';
import './header.css';

function CartLink() {
  const { t } = useTranslation();
  const count = useCartCount();
  return (
    // The name comes from the hidden text, not aria-label: the visible badge and word are part of it
    // ("Cart, 3 items"), so what a speech user sees is what they can say (WCAG 2.5.3).
    <Link to="/checkout" className="header__action">
      <span className="header__icon" aria-hidden="true">
        <CartIcon />
        {count > 0 && <span className="badge">{count > 99 ? '99+' : count}</span>}
      </span>
      <span className="header__action-text" aria-hidden="true">
        {t('header.cart')}
      </span>
      <span className="visually-hidden">{t('header.cartLabel', { count })}</span>
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  return (
    <header className="header">
      <div className="header__inner">
        <Link to="/" className="header__logo" aria-label={t('header.home')}>
          <LogoMark />
          <span className="header__brand" aria-hidden="true">
            Nordic Parts
          </span>
        </Link>
        <nav className="header__nav" aria-label={t('header.navigation')}>
          <CarGroupMenu />
        </nav>
        <SearchBox />
        <div className="header__actions">
          <AccountMenu />
          <CartLink />
        </div>
      </div>
    </header>
  );
}
