// A loading indicator announced politely to screen readers (or only shown, beside a status text
// of its own).
import { useTranslation } from '../../lib/translate';
import './spinner.css';

export interface SpinnerProps {
  label?: string;
  /** Only the wheel: the text beside it already tells what is going on. */
  decorative?: boolean;
}

export function Spinner({ label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation();
  if (decorative) {
    return (
      <div className="spinner" aria-hidden="true">
        <span className="spinner__wheel" />
      </div>
    );
  }
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  );
}
