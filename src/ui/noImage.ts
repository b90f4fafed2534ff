// The spec's no-image picture: what a page card shows when its preview image is missing or does not
// load (developer-portal.md §2), and any logo or favicon that does not load (§8), through LogoImage.
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">
<rect width="320" height="180" fill="#eceff1"/><g fill="none" stroke="#90a4ae" stroke-width="6">
<rect x="120" y="55" width="80" height="64" rx="6"/><circle cx="145" cy="78" r="7"/><path d="M124 113l24-22 16 14 12-9 20 17"/>
<path d="M112 130L208 46"/></g></svg>`;

export const NO_IMAGE = `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
