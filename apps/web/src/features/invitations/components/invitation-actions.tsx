// What the visitor of an open invitation can do, by who they are: accept it (the invited email),
// switch user (another email), or log in / create an account (signed out).

import { ACCOUNT_HOME_PATHS } from '@hireloop/shared/account-switch';
import { STORAGE_TTL_MS } from '@hireloop/shared/constants';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { ButtonLink } from '#web/components/button-link.tsx';
import { validationErrorsOf } from '#web/lib/form-errors.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { storeTargetUrl } from '#web/lib/target-url.ts';
import { acceptInvitation, type InvitationDetails, type InvitationDoor } from '../api/invitation-by-token.ts';

function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export function InvitationActions({
  token,
  door,
  invitation,
}: {
  token: string;
  door: InvitationDoor;
  invitation: InvitationDetails;
}) {
  const { user, refetchUser, logout } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [accepting, setAccepting] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const rememberThisPage = () => storeTargetUrl(location, STORAGE_TTL_MS.targetUrlOnLoginRedirect);

  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Log in or create an account with <strong className="break-all">{invitation.email}</strong> to
          accept.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/login" onClick={rememberThisPage} size="lg">
            Log in
          </ButtonLink>
          <ButtonLink
            to={`/register?email=${encodeURIComponent(invitation.email)}`}
            onClick={rememberThisPage}
            variant="secondary"
            size="lg"
          >
            Create an account
          </ButtonLink>
        </div>
      </div>
    );
  }

  if (!sameEmail(user.email, invitation.email)) {
    const switchUser = async () => {
      rememberThisPage();
      await logout();
    };
    return (
      <div className="space-y-4">
        <Banner variant="warning" title="This invitation is for someone else">
          You are logged in as <strong className="break-all">{user.email}</strong>, but the invitation was
          sent to <strong className="break-all">{invitation.email}</strong>. Log out, then log in with the
          invited email to accept it.
        </Banner>
        <Button size="lg" onClick={() => void switchUser()}>
          Log out and switch user
        </Button>
      </div>
    );
  }

  const accept = async () => {
    setAccepting(true);
    setProblem(null);
    try {
      const accepted = await acceptInvitation(token, door);
      await refetchUser();
      await navigate(accepted.enterpriseId ? ACCOUNT_HOME_PATHS.enterprise : ACCOUNT_HOME_PATHS.company, {
        replace: true,
      });
    } catch (error) {
      const messages = validationErrorsOf(error);
      setProblem(
        messages
          ? Object.values(messages).join(' ')
          : 'We could not accept the invitation. Please try again.',
      );
      setAccepting(false);
    }
  };

  return (
    <div className="space-y-4">
      {problem ? <Banner variant="error">{problem}</Banner> : null}
      <Button size="lg" onClick={() => void accept()} loading={accepting}>
        Accept invitation
      </Button>
    </div>
  );
}
