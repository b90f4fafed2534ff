import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRegistry } from '../../src/plugins/registry';
import { marketplacePlugin } from '../../src/resources/marketplace';
import { myAppsPlugin } from '../../src/resources/myApps';
import { subscriptionResult } from '../../src/resources/marketplace/useSubscriptionChange';
import { parseJsonObject } from '../../src/resources/marketplace/jsonText';
import { htmlText } from '../../src/resources/marketplace/htmlText';
import { ResultDialog } from '../../src/ui/ResultDialog';
import { renderInShell } from './layoutTestKit';

afterEach(cleanup);

const translate = (key: string, options?: object) => `${key} ${JSON.stringify(options ?? {})}`;

describe('the subscription result dialog', { timeout: 20_000 }, () => {
  it('is a success for an ACTIVE answer and an information saying unsubscribed for any other status', () => {
    expect(subscriptionResult('ACTIVE', 'CRM', translate)).toEqual({ severity: 'success', message: 'marketplace.subscribedDialog {"name":"CRM"}' });
    expect(subscriptionResult('INACTIVE', 'CRM', translate)).toEqual({ severity: 'info', message: 'marketplace.unsubscribedDialog {"name":"CRM"}' });
    expect(subscriptionResult('PENDING', 'CRM', translate).severity).toBe('info');
  });

  it('shows the message with a Close button that closes it', async () => {
    const onClose = vi.fn();
    renderInShell(<ResultDialog result={{ severity: 'info', message: 'CRM is unsubscribed.' }} onClose={onClose} />, { plugins: [marketplacePlugin] });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Information');
    expect(within(dialog).getByRole('status').textContent).toBe('CRM is unsubscribed.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
  });
});

describe('the marketplace and My Apps plugins', () => {
  const registry = createRegistry([myAppsPlugin, marketplacePlugin]);
  const flagsOf = (path: string) => registry.routes.find((r) => r.path === path)?.anyOfFlags;

  it('serve the spec paths behind their flags', () => {
    expect(flagsOf('/app/:accountId/market-place')).toEqual(['view_marketplace_apps']);
    expect(flagsOf('/app/:accountId/:appId/detialPage')).toEqual(['view_marketplace_apps']);
    expect(flagsOf('/app/:accountId/:appId/:appInstanceId/detialPage')).toEqual(expect.arrayContaining(['view_marketplace_apps', 'view_myapps_apps']));
    expect(flagsOf('/app/:accountId/:appId/:appInstanceId/settings')).toEqual(['view_myapps_apps', 'view_myapps_services', 'view_myapps_connectors']);
    // Everyone lands on My Apps after picking an account, whatever they hold.
    expect(registry.routes.find((r) => r.path === '/app/:accountId/my-apps')?.anyOfFlags).toBeUndefined();
  });

  it('put My Apps (with its submenu) before the Marketplace in the menu, each behind its flags', () => {
    expect(registry.menu.map((m) => [m.label, m.anyOfFlags, Boolean(m.submenu)])).toEqual([
      ['shell.menu.myApps', ['view_myapps_apps', 'view_myapps_services', 'view_myapps_connectors'], true],
      ['shell.menu.marketplace', ['view_marketplace_apps'], false],
    ]);
  });

  it('have their texts in every language, with the same keys as English', async () => {
    const keys = (o: object, prefix = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    for (const plugin of [myAppsPlugin, marketplacePlugin]) {
      for (const locale of ['fr', 'sp', 'jp', 'zh'] as const) {
        expect(keys(await plugin.messages![locale]!())).toEqual(keys(plugin.messages!.en));
      }
    }
  });
});

describe('settings JSON and descriptions', () => {
  it('parses a JSON object, refusing arrays and broken text with a message', () => {
    expect(parseJsonObject('{"a": 1}')).toEqual({ ok: true, value: { a: 1 } });
    expect(parseJsonObject('  ')).toEqual({ ok: true, value: null });
    expect(parseJsonObject('[1]')).toMatchObject({ ok: false });
    expect(parseJsonObject('{ "a": ')).toMatchObject({ ok: false, error: expect.any(String) });
  });

  it('shows an app description as text only', () => {
    expect(htmlText('<p>Hello <b>world</b><script>alert(1)</script><img src=x onerror=alert(2)></p>')).toBe('Hello worldalert(1)');
    expect(htmlText(null)).toBe('');
  });
});
