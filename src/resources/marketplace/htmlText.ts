// App descriptions are HTML written by other accounts: the marketplace shows their text only, so
// no markup (or script) of theirs ever runs in the console.
export function htmlText(html: string | null): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}
