// The auth page's Sign Up tab: choose the account type, then the form for it (spec 1 §2, §5).
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { registerSchema, type RegisterInput } from '../../shared/auth';
import type { UserType } from '../../shared/constants';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { CardDescription, CardTitle } from '../ui/card';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { ACCOUNT_TYPES, AccountTypeCards } from './account-type-cards';

const AFTER_SIGN_UP: Record<UserType, string> = {
  relief_vet: "After signing up you'll complete your veterinary credentials and profile.",
  clinic: "After signing up you'll add your clinic details and location.",
};

export function SignUpForm({ onSubmit, pending }: { onSubmit: (values: RegisterInput) => void; pending: boolean }) {
  const [userType, setUserType] = useState<UserType | null>(null);
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: '', password: '', firstName: '', lastName: '', userType: 'relief_vet' as UserType },
  });
  const { errors } = form.formState;

  const choose = (type: UserType) => {
    setUserType(type);
    form.setValue('userType', type);
  };

  if (!userType) {
    return (
      <div className="space-y-5">
        <div className="space-y-1">
          <CardTitle>Create your account</CardTitle>
          <CardDescription>First, tell us who you are.</CardDescription>
        </div>
        <AccountTypeCards selected={null} onSelect={choose} />
      </div>
    );
  }

  const clinic = userType === 'clinic';
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-5">
      <AccountTypeCards selected={userType} onSelect={choose} />
      <CardTitle>Join as {ACCOUNT_TYPES[userType].title}</CardTitle>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="firstName" label={clinic ? 'Contact First Name' : 'First Name'} error={errors.firstName?.message}>
          <Input id="firstName" autoComplete="given-name" {...fieldAria('firstName', errors.firstName?.message)} {...form.register('firstName')} />
        </FormField>
        <FormField id="lastName" label={clinic ? 'Contact Last Name' : 'Last Name'} error={errors.lastName?.message}>
          <Input id="lastName" autoComplete="family-name" {...fieldAria('lastName', errors.lastName?.message)} {...form.register('lastName')} />
        </FormField>
      </div>
      <FormField id="email" label={clinic ? 'Clinic Email' : 'Email'} error={errors.email?.message}>
        <Input id="email" type="email" autoComplete="email" {...fieldAria('email', errors.email?.message)} {...form.register('email')} />
      </FormField>
      <FormField id="password" label="Password" error={errors.password?.message}>
        <Input id="password" type="password" autoComplete="new-password" {...fieldAria('password', errors.password?.message)} {...form.register('password')} />
      </FormField>
      {errors.userType && <Alert variant="destructive">{errors.userType.message}</Alert>}
      <Alert>{AFTER_SIGN_UP[userType]}</Alert>
      <Button type="submit" className="w-full" disabled={pending}>
        {pending && <Spinner className="size-4 text-current" label="Creating account" />}
        {clinic ? 'Create Clinic Account' : 'Create Veterinarian Account'}
      </Button>
    </form>
  );
}
