import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SchemaForm } from '../../src/resources/marketplace/SchemaForm';

afterEach(cleanup);

const withPattern = (pattern: string) => ({ type: 'object', properties: { code: { type: 'string', title: 'Code', pattern } } });

describe('the settings form in the console', () => {
  it('checks a catastrophic pattern without freezing the tab', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schema={withPattern('^(a+)+$')} formData={{ code: `${'a'.repeat(30)}!` }} onSubmit={onSubmit} submitLabel="Save" />);
    const started = performance.now();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // JavaScript's backtracking RegExp spends a minute or more on these 31 characters; the click
    // also re-renders the form, slow in jsdom on a busy machine.
    expect(performance.now() - started).toBeLessThan(2000);
    expect((await screen.findAllByText(/must match pattern "\^\(a\+\)\+\$"/)).length).toBeGreaterThan(0);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lists a pattern the linear-time engine cannot run among the errors, and does not submit', async () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schema={withPattern('^(\\w+) \\1$')} formData={{ code: 'go go' }} onSubmit={onSubmit} submitLabel="Save" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/ is not supported: backreferences need a backtracking engine/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still submits values that match an ordinary pattern', () => {
    const onSubmit = vi.fn();
    render(<SchemaForm schema={withPattern('^[A-Z]{2}-\\d{3}$')} formData={{ code: 'FR-075' }} onSubmit={onSubmit} submitLabel="Save" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ code: 'FR-075' });
  });
});
