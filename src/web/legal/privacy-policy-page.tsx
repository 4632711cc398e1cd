// /privacy-policy (spec 2 §2): last updated January 26, 2025; what is collected, used, shared and
// kept, written to match what this server actually stores and sends.
import { Printer } from 'lucide-react';
import { DATA_DELETION_DAYS, MINIMUM_AGE, PRIVACY_POLICY_UPDATED } from '../../shared/legal';
import { useConfig } from '../lib/config';
import { Button } from '../ui/button';
import { LegalDocument, LegalSection, OperatorContact } from './legal-document';

export function PrivacyPolicyPage() {
  const { appName, operatorName, supportEmail } = useConfig();
  return (
    <LegalDocument
      title="Privacy Policy"
      dateLine={`Last updated ${PRIVACY_POLICY_UPDATED}`}
      actions={
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden /> Print
        </Button>
      }
    >
      <p className="text-[15px] leading-7 text-slate-700 print:text-black">
        This policy explains what personal information {appName} collects, why, who sees it and what you can ask us to do with it. {appName} is run by{' '}
        {operatorName} ("we", "us"). We do not sell personal information.
      </p>

      <LegalSection id="privacy-1" title="1. Information We Collect">
        <ul>
          <li>
            <strong>Account:</strong> your name, e-mail address, account type (clinic or relief vet) and password, which we store only as a one-way hash.
          </li>
          <li>
            <strong>Profile:</strong> for clinics, the clinic's name, address, phone, description, practice types and hiring radius; for relief vets, address,
            phone, license number, years of experience, hourly rate, practice types, travel radius and bio. We turn addresses into map coordinates to measure
            distances.
          </li>
          <li>
            <strong>Activity:</strong> shifts, applications, bookings and cancellations, availability you post, booking summaries, messages, referrals and your
            e-mail settings.
          </li>
          <li>
            <strong>Payments:</strong> for subscribing clinics, the subscription's status and period and the payment processor's references. Card numbers go
            straight to the payment processor; we never see or store them.
          </li>
          <li>
            <strong>Technical:</strong> your IP address and the times of requests, used for security and rate limiting, and a session cookie.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-2" title="2. How We Use It">
        <ul>
          <li>to run the marketplace: showing shifts and relief vets by distance, applications, bookings, messages and booking summaries;</li>
          <li>to send the e-mails the Service depends on (applications, bookings, password resets) and the alerts you choose to receive;</li>
          <li>to bill clinic subscriptions and send referral rewards;</li>
          <li>to keep the Service secure and prevent abuse;</li>
          <li>to show market rates, computed from shifts in groups large enough that no single clinic's rate can be read off.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-3" title="3. How We Share It">
        <p>
          Other users see what they need to work with you. Clinics see a relief vet's profile card (name, city, experience, rate, practice types and distance),
          never the vet's street address. Relief vets see a clinic's shifts with the clinic's name, address and phone. Messages are seen only by the two people
          in the conversation.
        </p>
        <p>
          We share information with the service providers named in section 8 only as far as each needs it to do its job, and with authorities when the law
          requires. If the Service is transferred to a new operator, your information would pass to them under this policy.
        </p>
      </LegalSection>

      <LegalSection id="privacy-4" title="4. Security">
        <p>
          Passwords are stored as slow one-way hashes, sign-in uses a secure, HTTP-only session cookie, and only you and the people you deal with can reach your
          activity. No system is perfectly secure; if a breach affects your information we will tell you without undue delay.
        </p>
      </LegalSection>

      <LegalSection id="privacy-5" title="5. Your Rights">
        <p>
          You can see and correct most of your information on your profile, and turn alert e-mails off there or from the link in any alert. You may also ask us
          for a copy of your information, or to delete your account, by writing to{' '}
          <a href={`mailto:${supportEmail}`} className="font-medium text-primary underline underline-offset-2">
            {supportEmail}
          </a>
          . Depending on where you live you may have further rights under state law; we honour them for every user.
        </p>
      </LegalSection>

      <LegalSection id="privacy-6" title="6. Cookies">
        <p>We use one essential cookie to keep you signed in. We use no advertising or tracking cookies, and no analytics service follows you across sites.</p>
      </LegalSection>

      <LegalSection id="privacy-7" title="7. Data Retention">
        <p>
          We keep your information while your account is open. When an account is deleted we delete or anonymise its personal information within{' '}
          {DATA_DELETION_DAYS} days, except for records the law requires us to keep, such as billing records. Market figures already computed contain no
          personal information.
        </p>
      </LegalSection>

      <LegalSection id="privacy-8" title="8. Third-Party Services">
        <p>Depending on how this deployment is set up, some features use outside providers, each under its own privacy policy:</p>
        <ul>
          <li>a payment processor, which handles card details for clinic subscriptions;</li>
          <li>an address autocomplete service, which receives the address text you type while filling in a profile;</li>
          <li>a hosted sign-in service, where it is offered as a way to sign in;</li>
          <li>an e-mail delivery service, and a reward provider that sends referral cards.</li>
        </ul>
      </LegalSection>

      <LegalSection id="privacy-9" title="9. Children">
        <p>
          The Service is not intended for anyone under {MINIMUM_AGE}, and we do not knowingly collect information about them. If you believe we have, write to
          us and we will delete it.
        </p>
      </LegalSection>

      <LegalSection id="privacy-10" title="10. Changes to This Policy">
        <p>When we change this policy we update the date above, and we tell you by e-mail before a material change takes effect.</p>
      </LegalSection>

      <LegalSection id="privacy-11" title="11. Contact">
        <p>Questions or requests about your information:</p>
        <OperatorContact />
      </LegalSection>
    </LegalDocument>
  );
}
