// Host header parsing shared by the language and currency choices (which both follow the site's domain).

/** The lower-cased host name of a Host header value: port, brackets' contents kept, trailing dot dropped. */
export function hostnameOf(host: string | null | undefined): string {
  const value = (host ?? '').trim().toLowerCase();
  if (value.startsWith('[')) {
    // IPv6 literal such as "[::1]:3000": keep the bracketed address, drop the port.
    const end = value.indexOf(']');
    return end === -1 ? value : value.slice(0, end + 1);
  }
  const colon = value.indexOf(':');
  const name = colon === -1 ? value : value.slice(0, colon);
  return name.endsWith('.') ? name.slice(0, -1) : name;
}

/** The dot-separated labels of a host name ("www.shop.se:80" -> ["www", "shop", "se"]). */
export function hostLabels(host: string | null | undefined): string[] {
  const name = hostnameOf(host);
  if (name === '' || name.startsWith('[')) return [];
  return name.split('.');
}

/** The last label of the host name ("shop.co.uk" -> "uk"), or '' for none or an IP literal. */
export function topLevelDomain(host: string | null | undefined): string {
  const labels = hostLabels(host);
  return labels.length > 1 ? (labels[labels.length - 1] ?? '') : '';
}
