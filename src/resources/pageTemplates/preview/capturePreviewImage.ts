// Preview Image (§2, §3 previewImage): a picture of the rendered page, made with html2canvas (loaded on
// demand). The page is drawn from an inert copy of its markup (inertMarkup: no scripts, handlers or frames)
// written into a frame sandboxed WITHOUT allow-scripts, so nothing of the template can run while html2canvas
// reads it; the picture shows the page as its markup and styles render. A JPEG at most 960 by 1440 pixels.
import { inertMarkup } from './inertMarkup';

const FRAME_WIDTH = 1280;
const FRAME_HEIGHT = 900;
const IMAGE_MAX_WIDTH = 960;
const IMAGE_MAX_HEIGHT = 1440;

function shrink(canvas: HTMLCanvasElement): string {
  const scale = Math.min(1, IMAGE_MAX_WIDTH / canvas.width);
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(canvas.width * scale));
  out.height = Math.max(1, Math.min(IMAGE_MAX_HEIGHT, Math.round(canvas.height * scale)));
  const context = out.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(canvas, 0, 0, canvas.width * scale, canvas.height * scale);
  return out.toDataURL('image/jpeg', 0.8);
}

export async function capturePreviewImage(html: string): Promise<string> {
  const { default: html2canvas } = await import('html2canvas');
  const frame = document.createElement('iframe');
  // Same origin so html2canvas may read it; no allow-scripts, so nothing in it runs.
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: `${FRAME_WIDTH}px`, height: `${FRAME_HEIGHT}px`, border: '0' });
  document.body.appendChild(frame);
  try {
    const doc = frame.contentDocument;
    if (!doc) throw new Error('The preview image could not be made');
    doc.open();
    doc.write(inertMarkup(html));
    doc.close();
    const canvas = await html2canvas(doc.body, { backgroundColor: '#ffffff', logging: false, scale: 1, windowWidth: FRAME_WIDTH, windowHeight: FRAME_HEIGHT });
    return shrink(canvas);
  } finally {
    frame.remove();
  }
}
