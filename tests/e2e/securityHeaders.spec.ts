import { expect, test } from './kit';

test('the console runs under its Content-Security-Policy, which refuses injected script and eval', async ({ page, cspViolations, signIn }) => {
  const answer = await page.goto('/admin/auth/login');
  expect(answer?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(answer?.headers()['x-frame-options']).toBe('DENY');
  await signIn('owner');

  // What an injection would try: an inline script, and a string handed to a timer to run as code
  // (page.evaluate itself is exempt from the policy, so the strings go where the page's code would).
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = "inline script"';
    document.body.append(script);
    setTimeout('window.injected = "string timer"', 0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return (window as { injected?: string }).injected ?? 'nothing';
  });
  expect(ran).toBe('nothing');

  // The watch every journey runs under saw both refusals; they were this test's own doing.
  await expect.poll(() => cspViolations.length).toBe(2);
  expect(cspViolations.join('\n')).toMatch(/Executing inline script/);
  expect(cspViolations.join('\n')).toMatch(/Evaluating a string as JavaScript/);
  cspViolations.length = 0;
});
