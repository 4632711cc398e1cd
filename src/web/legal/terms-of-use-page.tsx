// /terms-of-use (spec 2 §2): fifteen sections, effective January 1, 2025, with the constants of
// spec 2 §9 and the operator named by configuration.
import { Printer } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BOOKING_FEE_CENTS, LATE_CANCELLATION_HOURS } from '../../shared/booking-rules';
import { SUBSCRIPTION_PRICE_DOLLARS } from '../../shared/constants';
import { formatMoney } from '../../shared/money';
import { CHANGE_NOTICE_DAYS, LIABILITY_CAP_MONTHS, MINIMUM_AGE, TERMS_EFFECTIVE } from '../../shared/legal';
import { REFERRAL_REWARD_CENTS } from '../../shared/referrals';
import { useConfig } from '../lib/config';
import { Button } from '../ui/button';
import { LegalDocument, LegalSection, OperatorContact } from './legal-document';

const linkClass = 'font-medium text-primary underline underline-offset-2';

export function TermsOfUsePage() {
  const { appName, operatorName } = useConfig();
  return (
    <LegalDocument
      title="Terms of Use"
      dateLine={`Effective ${TERMS_EFFECTIVE}`}
      actions={
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print Terms
        </Button>
      }
    >
      <p className="text-[15px] leading-7 text-slate-700 print:text-black">
        These Terms of Use ("Terms") govern your use of {appName} (the "Service"), which is run by {operatorName} ("we", "us", "our"). By creating an account or
        using the Service you agree to these Terms. If you do not agree, please do not use the Service.
      </p>

      <LegalSection id="terms-1" title="1. About the Service">
        <p>
          {appName} is an online marketplace that connects veterinary clinics ("Clinics") with relief veterinarians ("Relief Vets"). Clinics post shifts, review
          applications and send booking summaries; Relief Vets browse shifts, apply, post the dates they can work and message Clinics.
        </p>
        <p>
          We provide the platform only. We are not a veterinary practice, a staffing agency or an employer, and we are not a party to any agreement between a
          Clinic and a Relief Vet.
        </p>
      </LegalSection>

      <LegalSection id="terms-2" title="2. Eligibility">
        <p>
          You must be at least {MINIMUM_AGE} years old and able to enter into a binding contract to use the Service. Relief Vets must hold a current license to
          practise veterinary medicine in every state where they accept work. The person who registers a Clinic must be authorised to act for it.
        </p>
      </LegalSection>

      <LegalSection id="terms-3" title="3. Your Account">
        <p>
          Give accurate information when you register and keep your profile up to date. Keep your password to yourself: you are responsible for what is done
          with your account. One account is for one person or one Clinic. Tell us at once if you believe someone else has used your account.
        </p>
      </LegalSection>

      <LegalSection id="terms-4" title="4. Clinic Subscription and Fees">
        <ul>
          <li>Clinics need a paid Professional subscription at ${SUBSCRIPTION_PRICE_DOLLARS} per month to post shifts and use the marketplace.</li>
          <li>The subscription is billed monthly in advance and renews each month until you cancel it.</li>
          <li>
            Payments are non-refundable except as required by law. You may cancel at any time; you keep access until the end of the month you have paid for, and
            no further payment is taken.
          </li>
          <li>We give at least {CHANGE_NOTICE_DAYS} days' notice by e-mail before a change of price applies to your subscription.</li>
          <li>
            A booking fee of {formatMoney(BOOKING_FEE_CENTS)} is recorded for each confirmed booking. It is not charged at present, and we will not start
            charging it without at least {CHANGE_NOTICE_DAYS} days' notice under section 15.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-5" title="5. Relief Veterinarians">
        <p>
          The Service is free for Relief Vets: browsing, applying, posting availability and messaging cost nothing. Relief Vets who take a shift work as
          independent contractors of the Clinic, not as our employees or the Clinic's employees unless they agree otherwise with the Clinic. They set their own
          rates, choose which shifts to accept, and are responsible for their own taxes, insurance and licensing.
        </p>
        <p>
          Through the referral programme a Relief Vet may earn a {formatMoney(REFERRAL_REWARD_CENTS)} Visa prepaid card for each person who registers with their
          link, once we have verified the referral. We may change or end the programme, and rewards obtained by fake or duplicate accounts are void.
        </p>
      </LegalSection>

      <LegalSection id="terms-6" title="6. Bookings Between Clinics and Relief Vets">
        <p>
          A booking is an arrangement made directly between a Clinic and a Relief Vet. They agree its terms between themselves; our{' '}
          <Link to="/service-agreement" className={linkClass}>
            Service Agreement template
          </Link>{' '}
          may help. The Clinic pays the Relief Vet directly: we do not handle or guarantee payments between users.
        </p>
        <p>
          Either side may cancel a booking in the Service before the shift starts. A cancellation less than {LATE_CANCELLATION_HOURS} hours before the start is
          recorded as late and shown to other users for 12 months.
        </p>
      </LegalSection>

      <LegalSection id="terms-7" title="7. Acceptable Use">
        <p>You agree not to:</p>
        <ul>
          <li>give false information, impersonate anyone or misstate your license or qualifications;</li>
          <li>harass, threaten or discriminate against other users;</li>
          <li>send spam, or use the Service to recruit for unrelated businesses;</li>
          <li>copy, scrape or resell the Service's data, or try to get around its security or rate limits;</li>
          <li>break any law or professional rule that applies to you.</li>
        </ul>
      </LegalSection>

      <LegalSection id="terms-8" title="8. Your Content and Messages">
        <p>
          You own what you post: profiles, shift details, availability and messages. You allow us to store, display and send it as needed to run the Service. We
          may remove content that breaks these Terms. The message assistant only suggests wording; you are responsible for what you send.
        </p>
      </LegalSection>

      <LegalSection id="terms-9" title="9. Professional Responsibility">
        <p>
          Clinics and Relief Vets alone are responsible for the veterinary care they provide, their medical decisions and records, and for following the
          veterinary practice laws, licensing and controlled-substance rules that apply to them. We do not verify licenses, qualifications or insurance beyond
          what users tell us; a Clinic should check them before a shift.
        </p>
      </LegalSection>

      <LegalSection id="terms-10" title="10. Privacy">
        <p>
          Our{' '}
          <Link to="/privacy-policy" className={linkClass}>
            Privacy Policy
          </Link>{' '}
          explains what personal information we collect, how we use it, and how to ask us to delete it.
        </p>
      </LegalSection>

      <LegalSection id="terms-11" title="11. Suspension and Termination">
        <p>
          You may stop using the Service at any time; Clinics should cancel their subscription first. We may suspend or close an account that breaks these Terms
          or puts other users at risk, and will tell you why unless the law or safety prevents it. Sections 8, 12, 13 and 14 continue after an account is
          closed.
        </p>
      </LegalSection>

      <LegalSection id="terms-12" title="12. Disclaimers">
        <p>
          The Service is provided "as is" and "as available". We do not promise that any shift will be filled, that a Relief Vet will be available, or that the
          Service will be uninterrupted or error-free. Market rates and other figures shown are for information only.
        </p>
      </LegalSection>

      <LegalSection id="terms-13" title="13. Limitation of Liability and Indemnity">
        <p>
          To the extent the law allows, we are not liable for indirect, incidental, special or consequential damages, lost profits, or for anything a Clinic or
          Relief Vet does or fails to do. Our total liability for any claim is limited to the amounts you paid us in the {LIABILITY_CAP_MONTHS} months before
          the event that gave rise to it.
        </p>
        <p>You agree to indemnify us against claims by others that arise from your content, your shifts or bookings, or your breach of these Terms.</p>
      </LegalSection>

      <LegalSection id="terms-14" title="14. Disputes and Arbitration">
        <p>
          If you have a dispute with us, please write to us first: most problems are solved that way. If we cannot resolve it within 30 days, it will be settled
          by binding arbitration on an individual basis, not in court, except that either side may bring a claim in small-claims court. Claims may not be
          brought as a class or representative action. The Federal Arbitration Act governs this section.
        </p>
      </LegalSection>

      <LegalSection id="terms-15" title="15. Changes to These Terms and Contact">
        <p>
          We may update these Terms. We will give at least {CHANGE_NOTICE_DAYS} days' notice by e-mail and in the Service before a material change takes effect;
          if you keep using the Service after that, the new Terms apply. Questions about these Terms:
        </p>
        <OperatorContact />
      </LegalSection>
    </LegalDocument>
  );
}
