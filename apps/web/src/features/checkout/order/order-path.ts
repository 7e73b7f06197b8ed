/** The order page's address: /order/:number?key=… (the confirmation mail links here too). */
export function orderPath(orderNumber: string, key: string): string {
  return `/order/${encodeURIComponent(orderNumber)}?key=${encodeURIComponent(key)}`;
}
