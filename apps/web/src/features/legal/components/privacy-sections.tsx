// The Privacy Policy text. Changes here need a new LAST_UPDATED date on the page.
import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';

export const PRIVACY_CONTACT_EMAIL = 'privacy@hireloop.example';

const contactLink = <a href={`mailto:${PRIVACY_CONTACT_EMAIL}`}>{PRIVACY_CONTACT_EMAIL}</a>;

export const privacyIntro = (
  <>
    <p>
      Hireloop is a hiring marketplace: it only works if candidates and companies can trust us with
      information about their careers and their teams. This Privacy Policy explains what personal information
      we collect when you use Hireloop (the “Service”), why we collect it, who we share it with and the
      choices you have.
    </p>
    <p>
      It applies to candidates, company and enterprise users and visitors of our website. It should be read
      together with our <Link to="/terms-of-service">Terms of Service</Link>.
    </p>
  </>
);

export const privacySections: readonly LegalSection[] = [
  {
    id: 'information-we-collect',
    heading: 'Information we collect',
    body: (
      <>
        <p>
          We collect information you give us, information created as you use the Service, and a little
          technical data:
        </p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address, phone number, password (stored only as
            a one-way hash), profile photo and two-factor authentication settings.
          </li>
          <li>
            <strong>Candidate information:</strong> your profile, work history, skills, résumé and other
            files, applications, interview availability, answers to screening questions and offers.
          </li>
          <li>
            <strong>Company and enterprise information:</strong> organisation names, locations, logos,
            opportunities, templates, team members and their roles, and billing contacts.
          </li>
          <li>
            <strong>Communications and interviews:</strong> messages you exchange on Hireloop, interview
            schedules, scores, notes and, where the hiring company has enabled it and participants were told,
            interview recordings.
          </li>
          <li>
            <strong>Payment information:</strong> billing address and plan details. Card numbers are handled
            by our payment processor; we only see the card brand, the last four digits and the expiry date.
          </li>
          <li>
            <strong>Usage and device data:</strong> pages visited, actions taken, IP address, browser type,
            time zone and error reports, used to keep the Service secure and working.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use',
    heading: 'How we use information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>
            create and secure your account, sign you in and detect suspicious activity or automated abuse;
          </li>
          <li>match candidates and opportunities, deliver applications and run interviews and messaging;</li>
          <li>send service emails and text messages, such as interview reminders and new-message alerts;</li>
          <li>bill companies for their plans and usage and prevent payment fraud;</li>
          <li>answer support requests and improve the Service through aggregated usage statistics;</li>
          <li>comply with legal obligations and enforce our Terms.</li>
        </ul>
        <p>
          Where the law requires a legal basis, we rely on performing our contract with you, our legitimate
          interest in running a safe and useful marketplace, your consent (which you may withdraw at any time)
          and our legal obligations.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'How information is shared',
    body: (
      <>
        <p>
          <strong>We do not sell your personal information</strong>, and we do not share it for cross-context
          behavioural advertising. We share it only:
        </p>
        <ul>
          <li>with the companies you apply to or message, and with the members of their hiring teams;</li>
          <li>with candidates you contact, when you act for a company (your name, role and company);</li>
          <li>
            with service providers who host, email, text, process payments or report errors for us, under
            contracts that limit their use of the data to providing those services;
          </li>
          <li>with third-party services such as calendars or job boards, only when you connect them;</li>
          <li>
            when required by law, or to protect the rights, safety and property of our users or the public;
          </li>
          <li>
            with a successor organisation if Hireloop is involved in a merger or acquisition, under this
            policy.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'companies-as-controllers',
    heading: 'When a company is responsible for your data',
    body: (
      <p>
        When you apply to a company, that company decides how it uses your application for its hiring and is
        responsible for that use under data protection law. Hireloop processes that information on the
        company's behalf. For requests about a specific company's hiring decisions, contact the company; we
        will help pass on requests that reach us.
      </p>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and local storage',
    body: (
      <p>
        We use a small number of strictly necessary cookies: a session cookie that keeps you signed in and a
        security token that protects forms against cross-site request forgery. Your browser's local storage
        keeps convenience settings such as whether the side menu is open and, if you tick “Remember me”, your
        email address for 30 hours. We do not use advertising cookies or third-party trackers.
      </p>
    ),
  },
  {
    id: 'retention',
    heading: 'How long we keep information',
    body: (
      <p>
        We keep account information while your account is open. When you close your account we delete or
        anonymise your personal information within 90 days, except where we must keep it longer for legal, tax
        or accounting reasons (for example, invoices are kept for the period required by law) or to resolve
        disputes. Applications you sent remain available to the companies you applied to under their own
        retention policies.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security',
    body: (
      <p>
        We protect information with encryption in transit, hashed passwords, optional two-factor
        authentication, role-based access for company and enterprise accounts, rate limits and bot-protection
        checks, and regular backups. No system is perfectly secure; if we learn of a breach that affects your
        personal information we will notify you and the authorities as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your rights and choices',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>access the personal information we hold about you and receive a copy in a portable format;</li>
          <li>correct information that is inaccurate or incomplete;</li>
          <li>delete your account and personal information;</li>
          <li>object to or restrict certain processing, and withdraw consent you have given;</li>
          <li>complain to your local data protection authority.</li>
        </ul>
        <p>
          You can update most information and your notification preferences in your account settings. For
          anything else, email {contactLink}. We answer within 30 days and will not treat you differently for
          exercising your rights.
        </p>
      </>
    ),
  },
  {
    id: 'international',
    heading: 'International transfers',
    body: (
      <p>
        Hireloop and its service providers may process information in countries other than yours. When we
        transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we
        use safeguards recognised by law, such as the European Commission's standard contractual clauses.
      </p>
    ),
  },
  {
    id: 'children',
    heading: 'Children',
    body: (
      <p>
        The Service is not directed at children under 16 and we do not knowingly collect their personal
        information. If you believe a child has given us personal information, contact us and we will delete
        it.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to this policy',
    body: (
      <p>
        We will update this policy when our practices change. If a change is material, we will tell you by
        email or in the app before it takes effect. The date at the top shows when it was last updated.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact us',
    body: <p>Questions or requests about your privacy? Email us at {contactLink}.</p>,
  },
];
