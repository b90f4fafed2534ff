// Text typed out one character at a time (the AI assistant's reply, developer-portal.md §9: one
// character every 20 ms). A new text starts again from its first character.
import { useEffect, useMemo, useState } from 'react';

export interface TypedText {
  /** What has been typed so far. */
  shown: string;
  done: boolean;
}

export function useTypedText(text: string, msPerChar: number): TypedText {
  // Characters, not UTF-16 units: an emoji appears whole.
  const characters = useMemo(() => Array.from(text), [text]);
  const [typed, setTyped] = useState({ text, count: 0 });
  if (typed.text !== text) setTyped({ text, count: 0 });
  const count = typed.text === text ? typed.count : 0;
  const done = count >= characters.length;

  useEffect(() => {
    if (done) return undefined;
    const timer = setInterval(() => setTyped((current) => (current.text === text ? { text, count: current.count + 1 } : current)), msPerChar);
    return () => clearInterval(timer);
  }, [text, done, msPerChar]);

  return { shown: characters.slice(0, count).join(''), done };
}
