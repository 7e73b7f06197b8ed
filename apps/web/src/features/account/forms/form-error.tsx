// The error text of a form (SPEC §2 "error text"): announced as an alert when it appears.
export function FormError({ text, id }: { text: string | null; id?: string }) {
  // The alert region stays mounted, so a screen reader announces each new text it receives.
  return (
    <p id={id} role="alert" className={text ? 'account-form__error' : 'account-form__error--empty'}>
      {text}
    </p>
  );
}
