// Types of postgres.mjs for the TypeScript tools.
export function findPostgresBin(): string | null;
export function startPostgres(): Promise<{ url: string; stop(): Promise<void> }>;
