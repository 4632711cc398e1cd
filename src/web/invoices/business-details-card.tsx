// "Business details (invoices)" (vet) and "Billing" (clinic) on /profile: what an invoice prints,
// each its own form. Private: shown only on invoices and to their owner. An empty field prints
// the default, shown as its placeholder.
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import {
  type ClinicBillingDetails,
  type ClinicBillingDetailsInput,
  clinicBillingDetailsSchema,
  PAYMENT_TERMS_DAYS,
  type VetBusinessDetails,
  type VetBusinessDetailsInput,
  vetBusinessDetailsSchema,
} from '../../shared/invoices';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { TextField } from '../ui/text-field';
import { TextareaField } from '../ui/textarea-field';
import { useBusinessDetails, useSaveBusinessDetails } from './use-business-details';

const PRIVATE_NOTE = 'These appear only on your invoices: never on your profile, cards or search.';

export function BusinessDetailsCard({ userType }: { userType: 'clinic' | 'relief_vet' }) {
  const details = useBusinessDetails();
  const clinic = userType === 'clinic';
  return (
    <Card aria-labelledby="business-details-title">
      <CardHeader>
        <CardTitle id="business-details-title">{clinic ? 'Billing' : 'Business details (invoices)'}</CardTitle>
        <CardDescription>
          {clinic ? 'Where relief vets’ invoices are sent, and who they are addressed to.' : 'What your invoices to clinics print.'} {PRIVATE_NOTE}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {details.isLoading ? (
          <div className="flex min-h-40 justify-center py-4">
            <Spinner label={clinic ? 'Loading billing details' : 'Loading business details'} />
          </div>
        ) : details.isError || !details.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Unable to load your {clinic ? 'billing' : 'business'} details.</p>
            <Button variant="outline" size="sm" onClick={() => void details.refetch()}>
              Try again
            </Button>
          </div>
        ) : details.data.role === 'clinic' ? (
          <ClinicBillingForm details={details.data} />
        ) : (
          <VetBusinessForm details={details.data} />
        )}
      </CardContent>
    </Card>
  );
}

function VetBusinessForm({ details }: { details: VetBusinessDetails }) {
  const save = useSaveBusinessDetails('Business details');
  const form = useForm<VetBusinessDetailsInput, unknown, VetBusinessDetailsInput>({
    resolver: zodResolver(vetBusinessDetailsSchema),
    defaultValues: {
      businessName: details.businessName ?? '',
      invoiceAddress: details.invoiceAddress ?? '',
      taxId: details.taxId ?? '',
      paymentInstructions: details.paymentInstructions ?? '',
      paymentTermsDays: details.paymentTermsDays,
    },
  });
  const Text = TextField<VetBusinessDetailsInput>;
  const Area = TextareaField<VetBusinessDetailsInput>;
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            name="businessName"
            label="Business name"
            placeholder={details.defaultBusinessName}
            hint="Empty: your name, as shown."
            autoComplete="organization"
          />
          <Text name="taxId" label="Tax ID (optional)" placeholder="EIN or SSN" hint="Printed on invoices only." autoComplete="off" />
        </div>
        <Area name="invoiceAddress" label="Invoice address" placeholder={details.defaultInvoiceAddress} hint="Empty: your profile’s address." rows={3} />
        <Area
          name="paymentInstructions"
          label="Payment instructions"
          placeholder="e.g. Bank transfer to account 000123456, routing 021000021 — or a cheque to Dr. Jane Doe"
          hint="How clinics pay you; VetRelief never holds the money."
          rows={3}
        />
        <Text
          name="paymentTermsDays"
          label="Payment terms (days)"
          hint={`${PAYMENT_TERMS_DAYS.min} to ${PAYMENT_TERMS_DAYS.max} days after the invoice date; each invoice can change it.`}
          type="number"
          inputMode="numeric"
          min={PAYMENT_TERMS_DAYS.min}
          max={PAYMENT_TERMS_DAYS.max}
          className="sm:w-40"
          rules={{ valueAsNumber: true }}
        />
        <SaveButton pending={save.isPending} label="Save business details" />
      </form>
    </FormProvider>
  );
}

function ClinicBillingForm({ details }: { details: ClinicBillingDetails }) {
  const save = useSaveBusinessDetails('Billing details');
  const form = useForm<ClinicBillingDetailsInput, unknown, ClinicBillingDetailsInput>({
    resolver: zodResolver(clinicBillingDetailsSchema),
    defaultValues: { billingEmail: details.billingEmail ?? '', billingContact: details.billingContact ?? '' },
  });
  const Text = TextField<ClinicBillingDetailsInput>;
  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            name="billingEmail"
            label="Billing e-mail"
            type="email"
            placeholder={details.defaultBillingEmail}
            hint="Empty: your account’s e-mail."
            autoComplete="email"
            // An empty field means "the account's e-mail", which the schema reads as null.
            rules={{ setValueAs: (value: string | null) => value?.trim() || null }}
          />
          <Text name="billingContact" label="Billing contact (optional)" placeholder="e.g. Practice manager" autoComplete="name" />
        </div>
        <SaveButton pending={save.isPending} label="Save billing details" />
      </form>
    </FormProvider>
  );
}

function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" disabled={pending}>
        {pending && <Spinner className="size-4 text-current" label="Saving" />}
        {label}
      </Button>
    </div>
  );
}
