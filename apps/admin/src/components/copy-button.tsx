import { useEffect, useState } from 'react';
import { texts } from '../texts.ts';
import { Button } from './ui/button.tsx';

type State = 'idle' | 'copied' | 'failed';

/** Copies a text to the clipboard, and says so for a few seconds. */
export function CopyButton({ text, label = texts.copy.copy }: { text: string; label?: string }) {
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <Button size="sm" onClick={() => void copy()}>
        {state === 'copied' ? texts.copy.copied : label}
      </Button>
      <span role="status" className="visually-hidden">
        {state === 'copied' ? texts.copy.copied : state === 'failed' ? texts.copy.failed : ''}
      </span>
    </>
  );
}
