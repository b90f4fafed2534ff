// The rendered page with everything that could run taken out (scripts, frames, plug-ins, event handler
// attributes, javascript: links, meta refreshes, base), for the preview image: it is drawn in the console's
// origin, in a frame that may not run scripts at all (sandbox without allow-scripts); this is the second
// fence. DOMParser's document is inert: parsing loads and runs nothing.
const REMOVED = 'script, iframe, frame, frameset, object, embed, applet, base, meta[http-equiv], link[rel="import"], portal';
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'srcdoc'];

export function inertMarkup(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(REMOVED).forEach((node) => node.remove());
  doc.querySelectorAll('*').forEach((element) => {
    for (const { name, value } of [...element.attributes]) {
      const lower = name.toLowerCase();
      if (lower.startsWith('on') || (URL_ATTRIBUTES.includes(lower) && /^\s*(javascript|vbscript|data:text\/html)/i.test(value)) || lower === 'srcdoc') {
        element.removeAttribute(name);
      }
    }
  });
  return `<!doctype html>${doc.documentElement.outerHTML}`;
}
