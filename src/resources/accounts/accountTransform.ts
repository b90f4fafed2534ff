// Before saving, a freshly picked logo or favicon (an ImageInput value holding a File) becomes the
// PNG/JPEG data URL the account service stores; a kept URL or a removed image passes unchanged.
type ImageValue = string | { rawFile?: File; src?: string } | null | undefined;

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export async function imageToDataUrl(value: ImageValue): Promise<string | null> {
  if (!value) return null;
  if (typeof value === 'string') return value;
  if (value.rawFile instanceof File) return readAsDataUrl(value.rawFile);
  return value.src ?? null;
}

/** The form's `transform`: the record with its images as data URLs. */
export async function accountTransform<T extends { logo?: ImageValue; favicon?: ImageValue }>(record: T) {
  const [logo, favicon] = await Promise.all([imageToDataUrl(record.logo), imageToDataUrl(record.favicon)]);
  return { ...record, logo, favicon };
}
