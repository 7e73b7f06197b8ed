// Puts an embedded checkout's HTML snippet (SPEC §2, §4: a provider's <script>s and <iframe>) into a
// container so that its scripts run: a <script> that arrives by innerHTML never runs, so each is
// made anew, with the same attributes and text.

/** Replaces `container`'s content with `html` and runs its scripts, in document order. */
export function insertSnippet(container: HTMLElement, html: string): void {
  container.innerHTML = html;
  for (const inert of Array.from(container.querySelectorAll('script'))) {
    const live = document.createElement('script');
    for (const { name, value } of Array.from(inert.attributes)) live.setAttribute(name, value);
    // A made script with src loads async; one that was not marked so keeps the snippet's order.
    if (live.src && !inert.hasAttribute('async')) live.async = false;
    live.text = inert.text;
    inert.replaceWith(live);
  }
}
