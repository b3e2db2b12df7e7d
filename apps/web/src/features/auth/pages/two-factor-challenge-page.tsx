// `/two-factor-challenge`: reached after a login whose account has two-factor authentication.
import { TwoFactorChallengeForm } from '../components/two-factor-challenge-form.tsx';

export default function TwoFactorChallengePage() {
  return <TwoFactorChallengeForm />;
}
