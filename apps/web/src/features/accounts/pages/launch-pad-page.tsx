// `/launch-pad`: choose which account to act as — the personal candidate account, a company or
// an enterprise (SPEC.md §2). Choosing one switches to it (SPEC.md §4 "Active account").
import { useSession } from '#web/lib/session/session.tsx';
import { type AccountChoice, accountChoices } from '../account-choices.ts';
import { AccountChoiceCard } from '../components/account-choice-card.tsx';
import { CreateCompanyCard } from '../components/create-company-card.tsx';
import { ReferralPortalCard } from '../components/referral-portal-card.tsx';
import { useSwitchAccount } from '../hooks/use-switch-account.ts';
import { rememberedPageFor } from '../remembered-page.ts';

const SECTIONS: { kind: AccountChoice['kind']; title: string; id: string }[] = [
  { kind: 'candidate', title: 'Personal account', id: 'personal-accounts' },
  { kind: 'company', title: 'Companies', id: 'company-accounts' },
  { kind: 'enterprise', title: 'Enterprises', id: 'enterprise-accounts' },
];

export default function LaunchPadPage() {
  const { user } = useSession();
  const { switchTo, running, isSwitchingTo } = useSwitchAccount();
  if (!user) return null;

  const choices = accountChoices(user);
  const onChoose = (choice: AccountChoice) => {
    void switchTo(choice.target, { landingOverride: rememberedPageFor });
  };

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Where to, {user.firstName}?
      </h1>
      <p className="mt-2 text-slate-600">
        Choose the account you want to work in. You can switch at any time.
      </p>
      <div className="mt-10 space-y-10">
        {SECTIONS.map(({ kind, title, id }) => {
          const items = choices.filter((choice) => choice.kind === kind);
          if (items.length === 0 && kind !== 'company') return null;
          return (
            <section key={kind} aria-labelledby={id}>
              <h2 id={id} className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
                {title}
              </h2>
              <ul className="mt-3 grid gap-3 sm:grid-cols-2">
                {items.map((choice) => (
                  <li key={choice.key}>
                    <AccountChoiceCard
                      choice={choice}
                      switching={isSwitchingTo(choice.target)}
                      disabled={running !== null}
                      onChoose={onChoose}
                    />
                  </li>
                ))}
                {kind === 'company' ? (
                  <li>
                    <CreateCompanyCard />
                  </li>
                ) : null}
              </ul>
            </section>
          );
        })}
        <section aria-labelledby="referrals">
          <h2 id="referrals" className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
            Referrals
          </h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <ReferralPortalCard referrerId={user.referrerId} />
          </div>
        </section>
      </div>
    </div>
  );
}
