// The AI assistant's chat (developer-portal.md §2, §9): the reply typed out one character every
// 20 ms, the Copy label back after 1000 ms, the message sent with the editor's code as context, Insert,
// and the words shown when the server has no AI service configured.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useTypedText } from '../../src/ui/aiChat/useTypedText';
import { useCopiedLabel } from '../../src/ui/aiChat/useCopiedLabel';
import { AiChat } from '../../src/ui/aiChat/AiChat';
import { session } from '../../src/session/session';
import { fakeServer } from './httpClient.fakeServer';
import { renderInShell } from './layoutTestKit';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTypedText', () => {
  it('shows one more character every 20 ms, and starts again for a new text', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ text }) => useTypedText(text, 20), { initialProps: { text: '<p>' } });
    expect(result.current).toEqual({ shown: '', done: false });
    act(() => { vi.advanceTimersByTime(19); });
    expect(result.current.shown).toBe('');
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current.shown).toBe('<');
    act(() => { vi.advanceTimersByTime(40); });
    expect(result.current).toEqual({ shown: '<p>', done: true });
    rerender({ text: 'ok' });
    expect(result.current.shown).toBe('');
    act(() => { vi.advanceTimersByTime(20); });
    expect(result.current.shown).toBe('o');
  });
});

describe('useCopiedLabel', () => {
  it("reads 'copied' for 1000 ms after a copy, and a new copy restarts the wait", async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { result } = renderHook(() => useCopiedLabel(1000));
    await act(async () => { await result.current.copy('<b>x</b>'); });
    expect(writeText).toHaveBeenCalledWith('<b>x</b>');
    expect(result.current.state).toBe('copied');
    act(() => { vi.advanceTimersByTime(600); });
    await act(async () => { await result.current.copy('<b>x</b>'); });
    act(() => { vi.advanceTimersByTime(999); });
    expect(result.current.state).toBe('copied');
    act(() => { vi.advanceTimersByTime(1); });
    expect(result.current.state).toBe('idle');
  });

  it("reads 'failed' when the browser refuses the clipboard", async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: () => Promise.reject(new Error('denied')) } });
    const { result } = renderHook(() => useCopiedLabel(1000));
    await act(async () => { await result.current.copy('x'); });
    expect(result.current.state).toBe('failed');
  });
});

describe('AiChat', () => {
  const signIn = () => {
    session.set('accessToken', 'token');
    session.set('accountId', 7);
    session.set('accountUserId', 70);
    session.set('appInstanceId', 700);
  };

  it('sends the message with the code as context, types out the reply and inserts it, without submitting the editor', async () => {
    signIn();
    const server = fakeServer({
      'POST /ai/v1/chat/completions': () => ({
        status: 200,
        body: { model: 'm', choices: [{ index: 0, message: { role: 'assistant', content: '<h1>Hi</h1>' }, finish_reason: 'stop' }] },
      }),
    });
    const onInsert = vi.fn();
    const onEditorSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    // Inside the page editor's form: sending and inserting must not submit (save) it.
    renderInShell(<form onSubmit={onEditorSubmit}><AiChat code="<p>{{name}}</p>" onInsert={onInsert} /></form>);
    fireEvent.change(screen.getByLabelText('Message to the AI assistant'), { target: { value: 'Add a heading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Add a heading')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('The assistant replied: <h1>Hi</h1>'));
    const reply = screen.getByTestId('ai-reply');
    expect(reply.textContent!.length).toBeLessThan('<h1>Hi</h1>'.length); // still typing
    await waitFor(() => expect(reply.textContent).toBe('<h1>Hi</h1>'));
    expect(server.to('POST /ai/v1/chat/completions')[0].body).toEqual({ message: 'Add a heading', context: '<p>{{name}}</p>' });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(onInsert).toHaveBeenCalledWith('<h1>Hi</h1>');
    expect(screen.getByRole('status').textContent).toBe('The reply was inserted into the editor.');
    expect(onEditorSubmit).not.toHaveBeenCalled();
  });

  it('says the assistant is not configured instead of failing', async () => {
    signIn();
    fakeServer({
      'POST /ai/v1/chat/completions': () => ({ status: 503, body: { status: 503, error: 'Service Unavailable', message: 'AI assistant is not configured' } }),
    });
    renderInShell(<AiChat code="" onInsert={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Message to the AI assistant'), { target: { value: 'Hello' } });
    fireEvent.keyDown(screen.getByLabelText('Message to the AI assistant'), { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/^AI assistant is not configured/);
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });
});
