// Runs an action that the server guards with a recent password confirmation. When the server
// answers 423, the confirm-password dialog opens; once confirmed, the action runs again.
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '#web/lib/http.ts';
import { ConfirmPasswordDialog } from '../components/confirm-password-dialog.tsx';

export const PASSWORD_CONFIRMATION_REQUIRED_STATUS = 423;

function needsPasswordConfirmation(error: unknown): boolean {
  return error instanceof HttpError && error.status === PASSWORD_CONFIRMATION_REQUIRED_STATUS;
}

export interface ConfirmedPasswordAction {
  /**
   * Resolves with the action's result, or undefined when the user cancelled the password prompt.
   * Other failures reject as usual.
   */
  withConfirmedPassword: <T>(action: () => Promise<T>) => Promise<T | undefined>;
  /** Render this once, anywhere in the component. */
  confirmPasswordDialog: ReactNode;
}

export function useConfirmedPasswordAction(): ConfirmedPasswordAction {
  const [answerPrompt, setAnswerPrompt] = useState<((confirmed: boolean) => void) | null>(null);
  const answerRef = useRef(answerPrompt);
  answerRef.current = answerPrompt;

  // A prompt left open when the component goes away counts as cancelled.
  useEffect(() => () => answerRef.current?.(false), []);

  const askForPassword = useCallback(
    () => new Promise<boolean>((resolve) => setAnswerPrompt(() => resolve)),
    [],
  );

  const withConfirmedPassword = useCallback(
    async <T,>(action: () => Promise<T>): Promise<T | undefined> => {
      for (;;) {
        try {
          return await action();
        } catch (error) {
          if (!needsPasswordConfirmation(error)) throw error;
        }
        if (!(await askForPassword())) return undefined;
      }
    },
    [askForPassword],
  );

  const answer = (confirmed: boolean) => {
    answerPrompt?.(confirmed);
    setAnswerPrompt(null);
  };

  return {
    withConfirmedPassword,
    confirmPasswordDialog: (
      <ConfirmPasswordDialog
        open={answerPrompt !== null}
        onConfirmed={() => answer(true)}
        onCancel={() => answer(false)}
      />
    ),
  };
}
