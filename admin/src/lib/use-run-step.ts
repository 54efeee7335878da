import { App } from 'antd';
import { useCallback } from 'react';
import { graphQLFailureOf, inputRefusalOf } from '@/lib/graphql-errors';

/**
 * Runs one step of a detail page (`Godkjenn`, `Avvis`…): on success says `done`; when the server refuses the
 * input, hands its text to `onRefused` (to show under a field) or shows it as a message, as it shows any other
 * failure (the server's message, else 'Noe gikk galt. Prøv igjen.'); resolves whether it went through.
 */
export function useRunStep() {
  const { message } = App.useApp();
  return useCallback(
    async (call: () => Promise<unknown>, done: string, onRefused?: (text: string) => void): Promise<boolean> => {
      try {
        await call();
        message.success(done);
        return true;
      } catch (error) {
        const refused = inputRefusalOf(error);
        if (refused && onRefused) onRefused(refused);
        else message.error(refused ?? graphQLFailureOf(error).message);
        return false;
      }
    },
    [message],
  );
}
