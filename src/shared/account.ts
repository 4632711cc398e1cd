// Account settings (issue 19): change the e-mail address (confirmed by a link sent to the new
// one) and the password. The server validates bodies with these; the web forms use the same.
import { z } from 'zod';
import { currentPassword, email, newPassword } from './auth';

/** POST /api/account/password */
export const changePasswordSchema = z.object({ currentPassword, newPassword }).refine((body) => body.currentPassword !== body.newPassword, {
  error: 'Choose a new password different from the current one',
  path: ['newPassword'],
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The web form adds the confirmation field; it is checked in the browser only. */
export const changePasswordFormSchema = z
  .object({ currentPassword, newPassword, confirmPassword: z.string() })
  .refine((form) => form.currentPassword !== form.newPassword, {
    error: 'Choose a new password different from the current one',
    path: ['newPassword'],
  })
  .refine((form) => form.newPassword === form.confirmPassword, { error: "Passwords don't match", path: ['confirmPassword'] });

/** POST /api/account/email: the new address, and the current password to prove it is the owner. */
export const changeEmailSchema = z.object({ newEmail: email, password: currentPassword });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** POST /api/account/email/confirm: the token of the link sent to the new address. */
export const confirmEmailChangeSchema = z.object({
  token: z.string({ error: 'Invalid confirmation link' }).min(1, { error: 'Invalid confirmation link' }).max(200),
});

/** The answer of a confirmed change. */
export interface EmailChanged {
  message: string;
  email: string;
}
