// /register (spec 1 §2 "Register page"): one form, the account type in a select, an optional
// referral code prefilled from ?ref.
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { simpleRegisterSchema, type AuthUser } from '../../shared/auth';
import { REFERRAL_CODE_MAX_LENGTH, type UserType } from '../../shared/constants';
import { api } from '../lib/paths';
import { apiJson, errorMessage, errorStatus } from '../lib/api-client';
import { useStoreUser } from '../lib/auth-provider';
import { useNavigateWhenSignedIn } from '../lib/use-navigate-when-signed-in';
import { useAppName } from '../lib/config';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { fieldAria, FormField } from '../ui/form-field';
import { Input } from '../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { AuthCardLayout } from './auth-card-layout';

export function RegisterPage() {
  const navigate = useNavigate();
  const appName = useAppName();
  const storeUser = useStoreUser();
  const goWhenSignedIn = useNavigateWhenSignedIn();
  const [params] = useSearchParams();
  const form = useForm({
    resolver: zodResolver(simpleRegisterSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', referralCode: params.get('ref') ?? '', userType: 'clinic' as UserType },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const user = await apiJson<AuthUser>('POST', api.simpleRegister, values);
      storeUser(user);
      toast({ title: 'Registration successful!', description: `Welcome to ${appName}` });
      goWhenSignedIn('/dashboard');
    } catch (error) {
      window.alert(errorStatus(error) === null ? 'Registration failed' : errorMessage(error, 'Registration failed'));
    }
  });

  return (
    <AuthCardLayout>
      <Card>
        <CardHeader className="text-center">
          <CardTitle className="text-2xl">Create your account</CardTitle>
          <CardDescription>Join {appName} as a clinic or a relief veterinarian.</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="firstName" label="First Name" error={errors.firstName?.message}>
                <Input id="firstName" autoComplete="given-name" {...fieldAria('firstName', errors.firstName?.message)} {...form.register('firstName')} />
              </FormField>
              <FormField id="lastName" label="Last Name" error={errors.lastName?.message}>
                <Input id="lastName" autoComplete="family-name" {...fieldAria('lastName', errors.lastName?.message)} {...form.register('lastName')} />
              </FormField>
            </div>
            <FormField id="email" label="Email" error={errors.email?.message}>
              <Input id="email" type="email" autoComplete="email" {...fieldAria('email', errors.email?.message)} {...form.register('email')} />
            </FormField>
            <FormField id="password" label="Password" error={errors.password?.message}>
              <Input
                id="password"
                type="password"
                autoComplete="new-password"
                {...fieldAria('password', errors.password?.message)}
                {...form.register('password')}
              />
            </FormField>
            <FormField id="referralCode" label="Referral Code (optional)" error={errors.referralCode?.message}>
              <Input
                id="referralCode"
                maxLength={REFERRAL_CODE_MAX_LENGTH}
                autoComplete="off"
                className="uppercase"
                {...fieldAria('referralCode', errors.referralCode?.message)}
                {...form.register('referralCode')}
              />
            </FormField>
            <FormField id="userType" label="Account Type" error={errors.userType?.message}>
              <Controller
                control={form.control}
                name="userType"
                render={({ field }) => (
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger id="userType" onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      <SelectItem value="clinic">Veterinary Clinic</SelectItem>
                      <SelectItem value="relief_vet">Relief Veterinarian</SelectItem>
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <Button type="submit" className="w-full" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4 text-current" label="Creating account" />}
              Create Account
            </Button>
          </form>
          <Button variant="ghost" className="mt-3 w-full" onClick={() => navigate('/')}>
            Back to Home
          </Button>
        </CardContent>
      </Card>
    </AuthCardLayout>
  );
}
