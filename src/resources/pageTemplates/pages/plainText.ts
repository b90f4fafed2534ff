/** A rich-text description as plain text, for a card. DOMParser's document is inert: nothing loads or runs. */
export const plainText = (html: string): string => new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
