// The service map (DESIGN §3): base URL per service, same-origin by default, overridable at run
// time by /admin/config.json so a deployment can point each service elsewhere.
import { SERVICE_PREFIXES, type ServiceName } from '../../contract/services';

export type { ServiceName } from '../../contract/services';

const defaults: Record<ServiceName, string> = SERVICE_PREFIXES;

let serviceMap: Record<ServiceName, string> = { ...defaults };
let uiVersion = import.meta.env.VITE_UI_VERSION ?? '0.1.0';

/** The spec describes the language switcher two ways: 'full' (en, zh, fr, jp, sp) or 'short' (en, fr, sp). */
export type LanguageMode = 'full' | 'short';
let languageMode: LanguageMode = 'full';

/** Loads /admin/config.json once at start; a missing or broken file keeps the defaults. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<void> {
  try {
    const res = await fetchImpl(`${import.meta.env.BASE_URL}config.json`);
    if (!res.ok) return;
    const body = (await res.json()) as {
      services?: Partial<Record<ServiceName, string>>;
      uiVersion?: string;
      languageMode?: string;
    };
    serviceMap = { ...defaults, ...(body.services ?? {}) };
    if (body.uiVersion) uiVersion = body.uiVersion;
    if (body.languageMode === 'full' || body.languageMode === 'short') languageMode = body.languageMode;
  } catch {
    // keep defaults: same-origin services
  }
}

export const serviceUrl = (service: ServiceName, path: string): string =>
  `${serviceMap[service].replace(/\/$/, '')}${path.startsWith('/') ? path : `/${path}`}`;

export const getUiVersion = () => uiVersion;

export const getLanguageMode = (): LanguageMode => languageMode;
