import { useCallback } from 'react';
import { ApiError } from './api.ts';
import { useShellState } from './shell-state.tsx';
import { SHELL_ERRORS } from '@openfds/contract';

/**
 * Errors that are not about a form field go to the technical error popup (api-spec §8), except code 556 whose
 * reconnect/login popup is handled by the session.
 */
export function useApiErrorHandler() {
  const { showTechnicalError } = useShellState();
  return useCallback(
    (error: unknown) => {
      if (error instanceof ApiError) {
        // A planned interruption (731) has its own banner (app/shell interruption-banner.tsx), not the error popup.
        if (error.code !== SHELL_ERRORS.sessionExpired.code && error.code !== SHELL_ERRORS.serviceInterruption.code) showTechnicalError(error);
      } else showTechnicalError(new ApiError(0, null, String(error)));
    },
    [showTechnicalError],
  );
}
