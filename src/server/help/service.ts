// Help questions the help chat could not answer, sent to support (SUPPORT_EMAIL) through the
// outbox with the asker's address as Reply-To, so support answers them from its own mailbox.
import { and, count, eq, gt, like } from 'drizzle-orm';
import type { HelpQuestion, HelpQuestionSent } from '../../shared/help';
import type { AppDeps } from '../context';
import { emailOutbox, type User } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { AppError } from '../http/errors';
import { HOUR_MS } from '../../shared/time';

const SUBJECT_PREFIX = 'Help question from';
/**
 * Help questions the whole server sends support in an hour. Each one is an outbound e-mail, so
 * however many addresses a flood comes from, support's mailbox (and the SMTP account's
 * reputation) takes at most this many.
 */
export const HELP_QUESTIONS_PER_HOUR = 60;

/** Sends `input` to support; the reply goes to the signed-in user's address, else the one given. */
export function sendHelpQuestion(deps: AppDeps, user: User | null, input: HelpQuestion): HelpQuestionSent {
  const replyTo = user?.email ?? input.email;
  if (!replyTo) throw new AppError(400, 'Enter your e-mail address so support can reply', 'EMAIL_REQUIRED');
  const { supportEmail, APP_NAME } = deps.config;
  const now = deps.clock();
  deps.db.transaction(
    (tx) => {
      const recent = tx
        .select({ n: count() })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, supportEmail), like(emailOutbox.subject, `${SUBJECT_PREFIX} %`), gt(emailOutbox.createdAt, now - HOUR_MS)))
        .get();
      if ((recent?.n ?? 0) >= HELP_QUESTIONS_PER_HOUR) {
        throw new AppError(429, `Support has received many questions this hour. Please write to ${supportEmail} instead.`, 'RATE_LIMITED');
      }
      const who = user
        ? `${user.firstName} ${user.lastName} (${user.userType === 'clinic' ? 'clinic' : 'relief vet'}, user #${user.id})`
        : 'a visitor who is not signed in';
      enqueueEmail(
        tx,
        {
          to: supportEmail,
          replyTo,
          subject: `${SUBJECT_PREFIX} ${replyTo}`,
          text: [
            `A question from ${who}, asked in the ${APP_NAME} help chat${input.page ? ` on ${input.page}` : ''}:`,
            '',
            input.question,
            '',
            `Reply to this e-mail to answer ${replyTo}.`,
          ].join('\n'),
        },
        now,
      );
    },
    { behavior: 'immediate' },
  );
  return { supportEmail, replyTo };
}
