// One result pattern for the whole console (developer-portal.md §1): every action that succeeds
// (or fails in a way worth a dialog) ends with the ResultDialog and its Close button. The layout
// provides it once; an action calls useShowResult()(result, afterClose?) or useShowSuccess()(text).
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ResultDialog, type ResultMessage } from './ResultDialog';

type ShowResult = (result: ResultMessage, afterClose?: () => void) => void;
const ResultContext = createContext<ShowResult | null>(null);

export function useShowResult(): ShowResult {
  const show = useContext(ResultContext);
  if (!show) throw new Error('useShowResult needs a ResultProvider (the layout provides one)');
  return show;
}

/** A success message in the result dialog; afterClose runs when the user closes it. */
export function useShowSuccess(): (message: string, afterClose?: () => void) => void {
  const show = useShowResult();
  return useCallback((message, afterClose) => show({ severity: 'success', message }, afterClose), [show]);
}

export function ResultProvider({ children }: { children: ReactNode }) {
  const [result, setResult] = useState<ResultMessage | null>(null);
  const afterClose = useRef<(() => void) | undefined>(undefined);
  const show = useCallback<ShowResult>((next, then) => {
    afterClose.current = then;
    setResult(next);
  }, []);
  const close = () => {
    setResult(null);
    const then = afterClose.current;
    afterClose.current = undefined;
    then?.();
  };
  return (
    <ResultContext.Provider value={show}>
      {children}
      <ResultDialog result={result} onClose={close} />
    </ResultContext.Provider>
  );
}
