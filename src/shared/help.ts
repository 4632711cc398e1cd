// The help chat's written question to support (POST /api/help/questions).
import { z } from 'zod';

export const HELP_QUESTION_MAX_LENGTH = 2000;

export const helpQuestionSchema = z.object({
  question: z
    .string({ error: 'Write your question' })
    .trim()
    .min(5, { error: 'Write your question in a few words' })
    .max(HELP_QUESTION_MAX_LENGTH, { error: `Keep your question under ${HELP_QUESTION_MAX_LENGTH} characters` }),
  /** Where support replies; required when signed out, ignored when signed in (the account's address is used). */
  email: z.email({ error: 'Enter a valid e-mail address so support can reply' }).max(320).optional(),
  /** The page the question was asked on, for context. */
  page: z
    .string()
    .max(200)
    .regex(/^\/[^\s]*$/, { error: 'page must be a path' })
    .optional(),
});
export type HelpQuestion = z.infer<typeof helpQuestionSchema>;

export interface HelpQuestionSent {
  /** Where the question went. */
  supportEmail: string;
  /** Where support will reply. */
  replyTo: string;
}
