// The no-image picture a card shows when a page has no preview image or it does not load (§2).
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<rect width="320" height="180" fill="#eceff1"/><g fill="none" stroke="#90a4ae" stroke-width="6">
<rect x="120" y="55" width="80" height="64" rx="6"/><circle cx="145" cy="78" r="7"/><path d="M124 113l24-22 16 14 12-9 20 17"/>
<path d="M112 130L208 46"/></g></svg>`;

export const NO_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
