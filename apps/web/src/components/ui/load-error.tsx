// A read that failed, with a way to try it again (car, items, item, diagrams).
export interface LoadErrorProps {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  className?: string;
}

export function LoadError({ message, retryLabel, onRetry, className }: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
