// The Terms of Service text. Changes here need a new LAST_UPDATED date on the page.
import { FREE_TRIAL_DAYS, UNPAID_INVOICE_LOCK_DAYS } from '@hireloop/shared/constants';
import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';

export const TERMS_CONTACT_EMAIL = 'legal@hireloop.example';

export const termsIntro = (
  <>
    <p>
      These Terms of Service (the “Terms”) govern your use of Hireloop, the hiring marketplace that connects
      job candidates, employers and multi-location enterprises, including our website, web application,
      emails, text messages and related services (together, the “Service”). “Hireloop”, “we”, “us” and “our”
      refer to the company that operates the Service. “You” means the person using the Service and, where you
      act for a company or enterprise, that organisation as well.
    </p>
    <p>
      By creating an account or using the Service you agree to these Terms and to our{' '}
      <Link to="/privacy-policy">Privacy Policy</Link>. If you do not agree, please do not use the Service.
    </p>
  </>
);

export const termsSections: readonly LegalSection[] = [
  {
    id: 'accounts',
    heading: 'Your account',
    body: (
      <>
        <p>
          You must be at least 16 years old, and old enough to work or hire where you live, to use the
          Service. You agree to give accurate information when you register and to keep it up to date.
        </p>
        <p>
          One sign-in can hold a personal candidate account, one or more company accounts and one or more
          enterprise accounts. You are responsible for everything done through your sign-in, so keep your
          password secret, use a password you do not use elsewhere, and turn on two-factor authentication
          where you can. Tell us promptly at{' '}
          <a href={`mailto:${TERMS_CONTACT_EMAIL}`}>{TERMS_CONTACT_EMAIL}</a> if you believe someone else has
          accessed your account.
        </p>
      </>
    ),
  },
  {
    id: 'candidates',
    heading: 'Using Hireloop as a candidate',
    body: (
      <>
        <p>
          As a candidate you can build a profile, apply to opportunities, schedule and attend interviews,
          exchange messages with hiring teams and review offers. The information you submit with an
          application is shared with the company you apply to and with the people on its hiring team.
        </p>
        <p>
          You agree that your profile and applications describe you truthfully. Hireloop does not employ you,
          does not guarantee that you will be contacted, interviewed or hired, and is not a party to any offer
          or employment contract you enter into with a company.
        </p>
      </>
    ),
  },
  {
    id: 'companies',
    heading: 'Using Hireloop as a company or enterprise',
    body: (
      <>
        <p>
          Companies can post opportunities, manage candidates, run interviews, send offers and invite team
          members with roles such as Company Admin, Manager, Recruiter and Team Member. Enterprises can group
          many company locations, manage billing groups and grant access to owners, admins and viewers. The
          person who creates a company or enterprise account confirms that they are authorised to bind that
          organisation to these Terms.
        </p>
        <p>When you hire through Hireloop you agree to:</p>
        <ul>
          <li>
            post only real, currently open positions and describe them accurately, including pay where the law
            requires it;
          </li>
          <li>
            comply with all employment, anti-discrimination, data protection and background-check laws that
            apply to you;
          </li>
          <li>
            use candidate information only to evaluate and communicate with candidates about your
            opportunities;
          </li>
          <li>not charge candidates any fee to apply, interview or be hired;</li>
          <li>make sure everyone you invite to your account follows these Terms.</li>
        </ul>
        <p>
          You are solely responsible for your hiring decisions and for any offer or contract of employment.
        </p>
      </>
    ),
  },
  {
    id: 'billing',
    heading: 'Free trial, plans and payment',
    body: (
      <>
        <p>
          Candidate accounts are free. Company accounts may start with a {FREE_TRIAL_DAYS}-day free trial; at
          the end of the trial, continued use requires a paid plan. Plans may be charged per opportunity
          posted, per opportunity invite and per user seat, monthly or yearly, as shown on your billing page
          before you confirm. Prices exclude taxes unless stated otherwise.
        </p>
        <p>
          You authorise us and our payment processor to charge your payment method for the plan and usage you
          select. If a payment fails we will let you know; if an invoice remains unpaid{' '}
          {UNPAID_INVOICE_LOCK_DAYS} days after it was first due, we may restrict access to your company
          account until it is settled. You can cancel at any time; cancellation takes effect at the end of the
          current billing period, and charges for usage until then still apply. Except where the law requires
          otherwise, fees already paid are not refundable.
        </p>
      </>
    ),
  },
  {
    id: 'content',
    heading: 'Content you share',
    body: (
      <>
        <p>
          You keep ownership of the content you submit, such as profiles, résumés, job descriptions, messages,
          notes and files. You give Hireloop a worldwide, non-exclusive, royalty-free licence to host, store,
          copy, display and transmit that content only as needed to operate, secure and improve the Service
          and to show it to the people you choose to share it with.
        </p>
        <p>
          You confirm that you have the rights to everything you upload and that it does not infringe anyone
          else's rights. We may remove content that breaks these Terms or the law.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>
            post false, misleading, discriminatory, harassing or unlawful content, or fake job postings;
          </li>
          <li>collect or export other users' personal data except as the Service allows for hiring;</li>
          <li>send spam, chain messages or unsolicited advertising through the Service;</li>
          <li>scrape, crawl or automate access to the Service without our written permission;</li>
          <li>probe, disrupt or bypass the security, rate limits or bot-protection checks of the Service;</li>
          <li>impersonate another person or misrepresent your affiliation with an organisation;</li>
          <li>upload malware or content you have no right to share.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'interviews',
    heading: 'Interviews, recordings and communications',
    body: (
      <>
        <p>
          Interviews can take place by web conference, in person or by phone. Web interviews may be recorded
          only where the company's recording setting allows it and participants are told; the company that
          requests a recording is responsible for obtaining any consent the law requires.
        </p>
        <p>
          By using the Service you agree to receive service emails and, if you give us your phone number, text
          messages about your account, applications, interviews and messages. You can change your notification
          preferences at any time; security and billing notices cannot be switched off.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    heading: 'Third-party services',
    body: (
      <p>
        The Service can connect to third-party services such as calendars and job boards at your request. Your
        use of those services is governed by their own terms, and we are not responsible for them. You can
        disconnect an integration at any time from your integration settings.
      </p>
    ),
  },
  {
    id: 'termination',
    heading: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and close your account at any time. We may suspend or close an account
        that breaks these Terms, creates risk or legal exposure for others, or has unpaid invoices, and we
        will tell you why unless the law or an investigation prevents it. Sections that by their nature should
        survive termination, such as payment obligations, disclaimers and limitations of liability, survive.
      </p>
    ),
  },
  {
    id: 'liability',
    heading: 'Disclaimers and limitation of liability',
    body: (
      <>
        <p>
          We work hard to keep Hireloop available and secure, but the Service is provided “as is” and “as
          available”. To the fullest extent permitted by law, we disclaim all implied warranties, including
          merchantability, fitness for a particular purpose and non-infringement. We do not verify every
          statement made by candidates or companies.
        </p>
        <p>
          To the fullest extent permitted by law, Hireloop will not be liable for indirect, incidental,
          special, consequential or punitive damages, or for lost profits, revenue or data. Our total
          liability for any claim relating to the Service is limited to the greater of the amount you paid us
          in the twelve months before the claim and one hundred US dollars. Nothing in these Terms limits
          liability that cannot be limited by law.
        </p>
        <p>
          You agree to indemnify Hireloop against claims brought by third parties arising from your content,
          your hiring decisions or your breach of these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    body: (
      <p>
        We may update these Terms as the Service evolves or the law changes. When a change is material we will
        notify you by email or in the app at least 30 days before it takes effect. Continuing to use the
        Service after that date means you accept the updated Terms.
      </p>
    ),
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    body: (
      <p>
        These Terms are governed by the laws of the State of Delaware, USA, without regard to its conflict of
        law rules, unless the law of the country where you live requires otherwise. Before filing a claim,
        please contact us so that we can try to resolve the issue informally within 30 days.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: (
      <p>
        Questions about these Terms? Email us at{' '}
        <a href={`mailto:${TERMS_CONTACT_EMAIL}`}>{TERMS_CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];
