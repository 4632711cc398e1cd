// The one sign-up form (issue 19), on /register and in /auth's Sign Up tab: the account type is
// the first question and has no default; a referral link's code arrives filled in. Every
// failure shows inline, beside what caused it.
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { type AuthUser, type SimpleRegisterInput, simpleRegisterSchema } from '../../shared/auth';
import { REFERRAL_CODE_MAX_LENGTH } from '../../shared/constants';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { useAppName } from '../lib/config';
import { api } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { TextField } from '../ui/text-field';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { AccountTypeCards } from './account-type-cards';
import { useHydrated } from '../lib/use-hydrated';

const AFTER_SIGN_UP = {
  relief_vet: "After signing up you'll complete your veterinary credentials and profile.",
  clinic: "After signing up you'll add your clinic details and location.",
} as const;

const FIELD_ORDER = ['firstName', 'lastName', 'email', 'password', 'referralCode'] as const;

interface SignUpFormProps {
  /** A referral code from the link that brought the visitor (`?ref=`). */
  referralCode?: string | null;
  /** Called on success, before the new user is stored: the page moves on (use-auth-flow.ts). */
  onSignedUp: () => void;
}

export function SignUpForm({ referralCode, onSignedUp }: SignUpFormProps) {
  const hydrated = useHydrated();
  const appName = useAppName();
  const storeUser = useStoreUser();
  const [failure, setFailure] = useState<string | null>(null);
  const firstCard = useRef<HTMLButtonElement>(null);
  const form = useForm<SimpleRegisterInput>({
    resolver: zodResolver(simpleRegisterSchema),
    // The focus goes to the first question left unanswered, the account type included (below).
    shouldFocusError: false,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', referralCode: referralCode ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const userType = form.watch('userType');
  const clinic = userType === 'clinic';

  const submit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        const user = await apiJson<AuthUser>('POST', api.simpleRegister, values);
        onSignedUp();
        storeUser(user);
        toast({ title: 'Registration successful!', description: `Welcome to ${appName}` });
      } catch (error) {
        setFailure(errorStatus(error) === null ? 'Something went wrong. Please try again.' : (serverMessage(error) ?? 'Registration failed'));
      }
    },
    (invalid) => {
      if (invalid.userType) firstCard.current?.focus();
      else {
        const first = FIELD_ORDER.find((name) => invalid[name]);
        if (first) form.setFocus(first);
      }
    },
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend id="account-type-label" className="mb-2 text-sm font-medium text-foreground">
            I am signing up as
          </legend>
          <AccountTypeCards
            selected={userType ?? null}
            onSelect={(type) => form.setValue('userType', type, { shouldValidate: form.formState.isSubmitted })}
            errorId={errors.userType ? 'userType-error' : undefined}
            firstRef={firstCard}
          />
          {errors.userType && (
            <p id="userType-error" role="alert" className="text-sm text-destructive">
              {errors.userType.message}
            </p>
          )}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField name="firstName" label={clinic ? 'Contact First Name' : 'First Name'} autoComplete="given-name" />
          <TextField name="lastName" label={clinic ? 'Contact Last Name' : 'Last Name'} autoComplete="family-name" />
        </div>
        <TextField name="email" label={clinic ? 'Clinic Email' : 'Email'} type="email" autoComplete="email" />
        <TextField name="password" label="Password" hint="At least 8 characters." type="password" autoComplete="new-password" />
        <TextField name="referralCode" label="Referral Code (optional)" maxLength={REFERRAL_CODE_MAX_LENGTH} autoComplete="off" className="uppercase" />
        {userType && <Alert>{AFTER_SIGN_UP[userType]}</Alert>}
        {failure && <Alert variant="destructive">{failure}</Alert>}
        <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
          {isSubmitting && <Spinner className="size-4 text-current" label="Creating account" />}
          {userType === 'clinic' ? 'Create Clinic Account' : userType === 'relief_vet' ? 'Create Veterinarian Account' : 'Create Account'}
        </Button>
      </form>
    </FormProvider>
  );
}
