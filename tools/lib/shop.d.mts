// Types of shop.mjs for the TypeScript tools.
export function startShop(options: {
  dataDir: string;
  env?: Record<string, string>;
}): Promise<{ url: string; port: number; databaseUrl: string; stop(): Promise<void> }>;
