// What the editor hands the preview tabs it opens (§3 keeps `code`, the preview HTML, and `image` locally):
// the new tab is the console's own page, which shows them in the sandboxed frame or as a picture.
const CODE_KEY = 'code';
const IMAGE_KEY = 'image';

export const handOverCode = (html: string) => localStorage.setItem(CODE_KEY, html);
export const handedCode = () => localStorage.getItem(CODE_KEY) ?? '';
export const handOverImage = (image: string) => localStorage.setItem(IMAGE_KEY, image);
export const handedImage = () => localStorage.getItem(IMAGE_KEY) ?? '';
