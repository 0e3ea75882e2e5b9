import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { CallInput } from '../../lib/api.ts';
import { useOrderAction, type OrderAction } from './api.ts';
import { problemOf, type Problem } from './problem.ts';

/** Whether an order action's dialog is open, and the refusal shown above its form. */
export type OrderActionDialogState = {
  open: boolean;
  setOpen: (open: boolean) => void;
  problem: Problem | null;
  setProblem: (problem: Problem | null) => void;
};

/**
 * An order action's dialog: `send` makes the change and closes the dialog; on a refusal it puts
 * the server's field errors beside the fields (`fieldOf` names a key's field), keeps the rest as
 * the problem above the form, and calls `onFailure` with the error.
 */
export function useOrderActionDialog<N extends OrderAction>(name: N, orderId: string) {
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const action = useOrderAction(name, orderId);
  const send = async <T extends FieldValues>(
    input: Omit<CallInput<N>, 'params'>,
    {
      setError,
      fieldOf,
      onFailure,
    }: {
      setError: UseFormSetError<T>;
      fieldOf: (key: string) => Path<T> | null;
      onFailure?: (error: unknown) => void;
    },
  ) => {
    setProblem(null);
    try {
      await action.run(input);
      setOpen(false);
    } catch (error) {
      onFailure?.(error);
      setProblem(problemOf(error, setError, fieldOf));
    }
  };
  return { open, setOpen, problem, setProblem, send };
}
