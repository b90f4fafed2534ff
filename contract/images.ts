// Logo and favicon values (console-shell.md §5, developer-portal.md §5): null, an http(s) URL, or
// a PNG/JPEG data URL. The bytes are checked, not the declared type, so a renamed file is refused.
export const IMAGE_FORMAT_MESSAGE = 'Uploaded file is not in desired format, please upload PNG/JPEG file.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Uploaded file is larger than 1 MB, please upload a smaller PNG/JPEG file.';
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Base64 of MAX_IMAGE_BYTES plus the data-URL prefix; the schema's maxLength for image fields. */
export const MAX_IMAGE_FIELD_LENGTH = Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 64;
const MAX_URL_LENGTH = 2048;

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Why an image field's value is refused, or undefined when it is acceptable. */
export function imageProblem(value: string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (/^https?:\/\//i.test(value)) {
    if (value.length > MAX_URL_LENGTH || !URL.canParse(value)) return IMAGE_FORMAT_MESSAGE;
    return undefined;
  }
  const dataUrl = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+={0,2})$/i.exec(value);
  if (!dataUrl) return IMAGE_FORMAT_MESSAGE;
  const bytes = Buffer.from(dataUrl[2], 'base64');
  if (bytes.length > MAX_IMAGE_BYTES) return IMAGE_TOO_LARGE_MESSAGE;
  const declaredPng = dataUrl[1].toLowerCase() === 'png';
  return startsWith(bytes, declaredPng ? PNG_MAGIC : JPEG_MAGIC) ? undefined : IMAGE_FORMAT_MESSAGE;
}
