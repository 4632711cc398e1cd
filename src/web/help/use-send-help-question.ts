// POST /api/help/questions: a question the help chat could not answer, sent to support.
import { useMutation } from '@tanstack/react-query';
import type { HelpQuestion, HelpQuestionSent } from '../../shared/help';
import { apiJson } from '../lib/api-client';
import { api } from '../lib/paths';

export function useSendHelpQuestion() {
  return useMutation<HelpQuestionSent, Error, HelpQuestion>({
    mutationFn: (question) => apiJson<HelpQuestionSent>('POST', api.helpQuestions, question),
  });
}
