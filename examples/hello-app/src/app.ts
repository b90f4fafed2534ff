// The app's HTTP handler. A person opening the app from My Apps arrives at `/?code=…`; the app's
// server then, in this order: checks its own API key (a revoked key stops it here), redeems the code
// (once: who signs in, for which subscription), requires the subscription to be its key's, and reads
// its UI texts and the account's parameters with the key. Nothing is kept between requests.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { localeOf } from './language';
import { notSignedInPage, signedInPage, welcomePage } from './page';
import { Refused, type PlatformCalls, type SignIn } from './platform';
import { translator, type Translate } from './texts';

function send(res: ServerResponse, status: number, html: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    // The address holds the sign-in code: never hand it to another site.
    'referrer-policy': 'no-referrer',
    // No script, no style; images from here only (the browser's own /favicon.ico asks).
    'content-security-policy': "default-src 'none'; img-src 'self'",
    ...headers,
  });
  res.end(html);
}

export function appHandler(calls: PlatformCalls) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://app.invalid');
    if (req.method !== 'GET' || url.pathname !== '/') {
      send(res, 404, '<!doctype html><title>Not found</title><p>Not found</p>');
      return;
    }
    const locale = localeOf(req.headers['accept-language']);
    const english = translator([], locale);
    try {
      const key = await calls.checkKey();
      const t: Translate = translator(await calls.texts(), locale);
      const code = url.searchParams.get('code');
      if (!code) {
        send(res, 200, welcomePage(locale, t));
        return;
      }
      let who: SignIn;
      try {
        who = await calls.signIn(code);
      } catch (err) {
        if (!(err instanceof Refused) || err.status === 429) throw err;
        send(res, 401, notSignedInPage(locale, t, `${t('notSignedIn')}: ${err.message}`));
        return;
      }
      if (who.appInstanceId !== key.appInstanceId) {
        send(res, 403, notSignedInPage(locale, t, t('otherSubscription')));
        return;
      }
      send(res, 200, signedInPage(locale, t, who, await calls.parameters()));
    } catch (err) {
      if (err instanceof Refused && err.status === 429) {
        send(res, 429, notSignedInPage(locale, english, err.message));
      } else if (err instanceof Refused && err.status === 401) {
        // Only the key's checks answer 401 here (a refused code was handled above).
        send(res, 503, notSignedInPage(locale, english, `${english('keyRefused')}: ${err.message}`));
      } else {
        console.error(err);
        send(res, 502, notSignedInPage(locale, english, 'The platform could not be reached'));
      }
    }
  };
}
