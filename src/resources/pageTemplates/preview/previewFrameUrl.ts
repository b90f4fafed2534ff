import { serviceUrl } from '../../../config/services';
import { pathOf } from '../../../../contract/routeTable';
import { previewFrameRoute } from '../../../../contract/pageTemplatesRoutes';

/**
 * The server's sandboxed preview frame (server/src/domains/pageTemplates/routes/previewFrame.ts): its own
 * CSP makes it an opaque origin that loads nothing; the console frames it with sandbox="allow-scripts"
 * (never allow-same-origin) and posts it the page.
 */
export const previewFrameUrl = () => serviceUrl(previewFrameRoute.service, pathOf(previewFrameRoute));

/** The frame's messages to the console. */
export type FrameMessage = { type: 'page-preview-ready' };

export const frameMessage = (event: MessageEvent, frame: HTMLIFrameElement | null): FrameMessage | undefined => {
  if (!frame || event.source !== frame.contentWindow) return undefined;
  const data = event.data as FrameMessage | undefined;
  return data && typeof data === 'object' && typeof data.type === 'string' ? data : undefined;
};
