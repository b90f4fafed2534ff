// While a view's code loads (a lazy page's chunk on a slow line), the console says so to everyone: a
// status region with a named progress indicator and the loading message (react-admin's own <Loading>
// had neither a name for its indicator nor a readable message, as axe found in a journey).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ComponentType } from 'react';
import { lazyView } from '../../src/plugins/lazyView';
import { renderInShell } from './layoutTestKit';

describe('a view still loading', () => {
  it('is announced as loading, its indicator named', async () => {
    const NeverLoads = lazyView(() => new Promise<{ NeverLoads: ComponentType }>(() => {}), 'NeverLoads');
    renderInShell(<NeverLoads />);
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Please wait');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
  });
});
