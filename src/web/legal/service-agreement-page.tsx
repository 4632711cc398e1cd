// /service-agreement (spec 2 §2): the printable 'Veterinary Relief Services Agreement' in eight
// sections and a disclaimer, filled in for a signed-in relief vet, printed through its own window.
import { Printer } from 'lucide-react';
import { useRef } from 'react';
import { LATE_CANCELLATION_HOURS } from '../../shared/booking-rules';
import { useAuth } from '../lib/auth-provider';
import { useConfig } from '../lib/config';
import { Button } from '../ui/button';
import { AgreementCheckbox, AgreementField, FieldGrid } from './agreement-fields';
import { AGREEMENT_PRACTICE_TYPES, agreementPrefill } from './agreement-prefill';
import { capitalise, LegalDocument, LegalSection } from './legal-document';
import { type PrintMode, printInNewWindow } from './print-window';

export const AGREEMENT_TITLE = 'Veterinary Relief Services Agreement';

export function ServiceAgreementPage() {
  const { user } = useAuth();
  const { appName, operatorName } = useConfig();
  const documentRef = useRef<HTMLDivElement>(null);
  const prefill = agreementPrefill(user);
  const prefilled = prefill.vetName !== '';
  const print = (mode: PrintMode) => {
    if (documentRef.current) printInNewWindow(documentRef.current, AGREEMENT_TITLE, mode);
  };

  return (
    <LegalDocument
      title="Service Agreement"
      dateLine="A template for a clinic and a relief veterinarian to complete and sign"
      actions={
        <>
          <Button onClick={() => print('as-filled')}>
            <Printer aria-hidden /> Print
          </Button>
          <Button variant="outline" onClick={() => print('blank')}>
            <Printer aria-hidden /> Print for Use
          </Button>
        </>
      }
    >
      <p className="rounded-lg bg-muted px-4 py-3 text-sm text-slate-700 print:hidden">
        {prefilled ? 'Your details are filled in from your profile; check them and complete the rest. ' : 'Fill in the blanks on screen, or print it blank. '}
        <strong>Print</strong> prints the agreement as filled in here; <strong>Print for Use</strong> prints a blank copy to complete by hand.
      </p>

      <div ref={documentRef} className="space-y-8">
        <header className="text-center">
          <h2 className="text-2xl font-bold tracking-tight text-foreground print:text-black">{AGREEMENT_TITLE}</h2>
          <p className="mt-2 text-sm text-slate-600 print:text-black">
            Between the veterinary clinic ("Clinic") and the relief veterinarian ("Relief Veterinarian") named below.
          </p>
        </header>

        <LegalSection heading="h3" id="agreement-1" title="1. Service Details">
          <FieldGrid>
            <AgreementField id="clinic-name" label="Clinic name" />
            <AgreementField id="clinic-contact" label="Clinic contact person" />
            <AgreementField id="clinic-address" label="Clinic address" className="sm:col-span-2" />
            <AgreementField id="clinic-phone" label="Clinic phone" inputMode="tel" />
            <AgreementField id="clinic-email" label="Clinic e-mail" inputMode="email" />
            <AgreementField id="vet-name" label="Relief veterinarian" defaultValue={prefill.vetName} />
            <AgreementField id="vet-license" label="License number and state" defaultValue={prefill.licenseNumber} />
            <AgreementField id="vet-address" label="Relief veterinarian's address" defaultValue={prefill.vetAddress} className="sm:col-span-2" />
            <AgreementField id="vet-phone" label="Phone" defaultValue={prefill.vetPhone} inputMode="tel" />
            <AgreementField id="vet-email" label="E-mail" defaultValue={prefill.vetEmail} inputMode="email" />
            <AgreementField id="vet-experience" label="Years of experience" defaultValue={prefill.yearsExperience} inputMode="numeric" />
            <AgreementField id="service-dates" label="Date(s) of service" />
            <AgreementField id="service-hours" label="Scheduled hours (start – end)" />
            <AgreementField id="service-location" label="Location, if not the clinic address" />
          </FieldGrid>
          <fieldset className="mt-2">
            <legend className="text-xs font-medium uppercase tracking-wide text-slate-600 print:text-black">Practice type</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {AGREEMENT_PRACTICE_TYPES.map((type) => (
                <AgreementCheckbox
                  key={type.value}
                  id={`practice-${type.value}`}
                  label={type.label}
                  defaultChecked={prefill.practiceTypes.includes(type.value)}
                />
              ))}
            </div>
          </fieldset>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-2" title="2. Compensation">
          <FieldGrid>
            <AgreementField id="hourly-rate" label="Hourly rate (US$ per hour)" defaultValue={prefill.hourlyRate} inputMode="numeric" />
            <AgreementField id="payment-due" label="Payment due (days after invoice)" inputMode="numeric" />
            <AgreementField id="travel-reimbursement" label="Travel or mileage reimbursement" className="sm:col-span-2" />
          </FieldGrid>
          <p>
            The Clinic pays the Relief Veterinarian for the hours worked at the hourly rate above, including time beyond the scheduled hours spent on patient
            care the Clinic requested. The Relief Veterinarian invoices the Clinic, and the Clinic pays directly to the Relief Veterinarian. As an independent
            contractor, the Relief Veterinarian is responsible for their own taxes; the Clinic withholds none.
          </p>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-3" title="3. Professional Responsibilities">
          <ul>
            <li>
              The Relief Veterinarian holds a current license to practise in the state where the services are given, and any DEA registration the work requires,
              and uses independent professional judgment in patient care.
            </li>
            <li>
              The Relief Veterinarian follows the Clinic's reasonable policies and protocols and completes medical records for every patient seen before the end
              of each shift.
            </li>
            <li>
              The Clinic provides qualified support staff, equipment, drugs and supplies, and a safe place of work, and keeps the medical records, which remain
              its property.
            </li>
            <li>
              The Relief Veterinarian is an independent contractor, not an employee of the Clinic, and receives no employee benefits from it. Both parties keep
              client and patient information confidential.
            </li>
          </ul>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-4" title="4. Insurance and Liability">
          <FieldGrid>
            <AgreementField id="insurance-carrier" label="Relief veterinarian's professional liability insurer" />
            <AgreementField id="insurance-policy" label="Policy number and limits" />
          </FieldGrid>
          <p>
            The Relief Veterinarian keeps professional liability insurance for the services given under this Agreement and shows proof on request. The Clinic
            keeps general liability and professional liability insurance for its practice. Each party is responsible for its own negligence and indemnifies the
            other against claims arising from it.
          </p>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-5" title="5. Emergency Procedures">
          <FieldGrid>
            <AgreementField id="emergency-contact" label="Clinic emergency contact (name and phone)" />
            <AgreementField id="emergency-referral" label="Emergency referral hospital" />
          </FieldGrid>
          <p>
            The Clinic explains its emergency protocols, including after-hours referral and euthanasia policies, before the first shift. If the Relief
            Veterinarian cannot attend a shift because of an emergency, they call the Clinic's emergency contact as soon as possible.
          </p>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-6" title="6. Cancellation Policy">
          <FieldGrid>
            <AgreementField id="cancellation-notice" label="Notice required to cancel (hours)" inputMode="numeric" />
            <AgreementField id="cancellation-fee" label="Fee for a late cancellation by the Clinic" />
          </FieldGrid>
          <p>
            Either party may cancel a scheduled shift by giving at least the notice above. A cancellation with less notice is a late cancellation; a late
            cancellation by the Clinic is subject to the fee above. (A booking cancelled on {appName} less than {LATE_CANCELLATION_HOURS} hours before the start
            is recorded there as late.)
          </p>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-7" title="7. Additional Terms">
          <AgreementField id="additional-terms" label="Additional terms agreed by the parties" multiline />
          <p>
            This Agreement is the whole agreement between the parties about these services; it is governed by the law of the state where the services are given,
            and any change must be in writing and signed by both parties.
          </p>
        </LegalSection>

        <LegalSection heading="h3" id="agreement-8" title="8. Signatures">
          <FieldGrid>
            <AgreementField id="clinic-signatory" label="For the Clinic: name and title" />
            <AgreementField id="vet-signatory" label="Relief veterinarian: name" defaultValue={prefill.vetName} />
            <AgreementField id="clinic-signature" label="Clinic signature" />
            <AgreementField id="vet-signature" label="Relief veterinarian's signature" />
            <AgreementField id="clinic-signed-on" label="Date signed by the Clinic" />
            <AgreementField id="vet-signed-on" label="Date signed by the relief veterinarian" />
          </FieldGrid>
        </LegalSection>

        <aside
          aria-labelledby="agreement-disclaimer"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm leading-6 text-amber-950 print:border-black print:bg-white print:text-black"
        >
          <h3 id="agreement-disclaimer" className="font-semibold">
            Disclaimer
          </h3>
          <p className="mt-1">
            This template is provided by {appName} for convenience only and is not legal advice. {capitalise(operatorName)} is not a party to this agreement, is
            not the employer of either party, and makes no promise that it suits your situation or meets the laws of your state. Have it reviewed by a lawyer
            licensed in your state before you rely on it.
          </p>
        </aside>
      </div>
    </LegalDocument>
  );
}
