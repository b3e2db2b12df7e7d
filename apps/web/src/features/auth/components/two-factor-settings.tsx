// Two-factor authentication on /account: turn it on (QR code, confirm with a code, save the
// recovery codes), see or replace the recovery codes, turn it off. Every step needs a recently
// confirmed password; `useConfirmedPasswordAction` asks for it when the server says so.
import { IMPERSONATION_REFUSED } from '@hireloop/shared/admin';
import { ShieldCheck, ShieldOff } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Banner } from '#web/components/banner.tsx';
import { Button } from '#web/components/button.tsx';
import { HttpError } from '#web/lib/http.ts';
import { useSession } from '#web/lib/session/session.tsx';
import { toast } from '#web/lib/toast.ts';
import {
  confirmTwoFactorSetup,
  disableTwoFactor,
  fetchRecoveryCodes,
  fetchTwoFactorQrCode,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  type TwoFactorQrCode,
} from '../api/two-factor.ts';
import { useConfirmedPasswordAction } from '../hooks/use-confirmed-password-action.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { TurnOffTwoFactorDialog } from './turn-off-two-factor-dialog.tsx';
import { TwoFactorSetupPanel } from './two-factor-setup-panel.tsx';

type Stage =
  | { name: 'overview' }
  | { name: 'setup'; qrCode: TwoFactorQrCode }
  | { name: 'recovery-codes'; codes: string[]; fresh: boolean };

type Action = 'enable' | 'cancel-setup' | 'show-codes' | 'regenerate' | 'disable';

const OVERVIEW: Stage = { name: 'overview' };

/** Turns two-factor authentication off (or discards an unconfirmed setup); true once done. */
async function turnOffTwoFactor(): Promise<true> {
  await disableTwoFactor();
  return true;
}

export function TwoFactorSettings({ enabled }: { enabled: boolean }) {
  const { refetchUser, user } = useSession();
  // The server refuses two-factor changes while a super admin acts as the user (issue 22).
  const impersonating = user?.impersonate === true;
  const { withConfirmedPassword, confirmPasswordDialog } = useConfirmedPasswordAction();
  const [stage, setStage] = useState<Stage>(OVERVIEW);
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirmingTurnOff, setConfirmingTurnOff] = useState(false);

  /** Runs one action at a time; failures were already shown by the HTTP client. */
  const perform = async (action: Action, work: () => Promise<void>) => {
    setBusy(action);
    try {
      await work();
    } catch (error) {
      if (!(error instanceof HttpError)) console.error(error);
    } finally {
      setBusy(null);
    }
  };

  const enable = () =>
    perform('enable', async () => {
      const qrCode = await withConfirmedPassword(async () => {
        await startTwoFactorSetup();
        return fetchTwoFactorQrCode();
      });
      if (qrCode) setStage({ name: 'setup', qrCode });
    });

  const confirmSetup = async (code: string) => {
    const codes = await withConfirmedPassword(async () => {
      await confirmTwoFactorSetup(code);
      return fetchRecoveryCodes();
    });
    if (!codes) return;
    await refetchUser();
    setStage({ name: 'recovery-codes', codes, fresh: true });
    toast.success('Two-factor authentication is on.');
  };

  const cancelSetup = () =>
    perform('cancel-setup', async () => {
      // Discards the secret that was never confirmed.
      if (await withConfirmedPassword(turnOffTwoFactor)) setStage(OVERVIEW);
    });

  const showCodes = () =>
    perform('show-codes', async () => {
      const codes = await withConfirmedPassword(fetchRecoveryCodes);
      if (codes) setStage({ name: 'recovery-codes', codes, fresh: false });
    });

  const regenerate = () =>
    perform('regenerate', async () => {
      const codes = await withConfirmedPassword(async () => {
        await regenerateRecoveryCodes();
        return fetchRecoveryCodes();
      });
      if (!codes) return;
      setStage({ name: 'recovery-codes', codes, fresh: true });
      toast.success('New recovery codes created. The old ones no longer work.');
    });

  const turnOff = () => {
    setConfirmingTurnOff(false);
    void perform('disable', async () => {
      if (!(await withConfirmedPassword(turnOffTwoFactor))) return;
      await refetchUser();
      setStage(OVERVIEW);
      toast.success('Two-factor authentication is off.');
    });
  };

  let content: ReactNode;
  if (stage.name === 'setup') {
    content = (
      <TwoFactorSetupPanel
        qrCode={stage.qrCode}
        onConfirm={confirmSetup}
        onCancel={cancelSetup}
        cancelling={busy === 'cancel-setup'}
      />
    );
  } else if (stage.name === 'recovery-codes') {
    content = (
      <RecoveryCodesPanel
        codes={stage.codes}
        fresh={stage.fresh}
        actions={
          <>
            <Button
              variant="secondary"
              onClick={regenerate}
              loading={busy === 'regenerate'}
              disabled={impersonating}
            >
              Regenerate
            </Button>
            <Button onClick={() => setStage(OVERVIEW)}>
              {stage.fresh ? 'I have saved them' : 'Hide codes'}
            </Button>
          </>
        }
      />
    );
  } else if (enabled) {
    content = (
      <div>
        <p className="flex items-start gap-3 text-sm leading-relaxed text-slate-700">
          <ShieldCheck className="mt-0.5 size-5 shrink-0 text-emerald-600" aria-hidden="true" />
          When you log in we ask for a code from your authenticator app. Recovery codes get you in if you lose
          your phone.
        </p>
        <div className="mt-5 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={showCodes} loading={busy === 'show-codes'}>
            Show recovery codes
          </Button>
          <Button
            variant="secondary"
            onClick={regenerate}
            loading={busy === 'regenerate'}
            disabled={impersonating}
          >
            Regenerate recovery codes
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={() => setConfirmingTurnOff(true)}
            loading={busy === 'disable'}
            disabled={impersonating}
          >
            Turn off
          </Button>
        </div>
      </div>
    );
  } else {
    content = (
      <div>
        <p className="flex items-start gap-3 text-sm leading-relaxed text-slate-700">
          <ShieldOff className="mt-0.5 size-5 shrink-0 text-slate-400" aria-hidden="true" />
          Two-factor authentication is off. Turn it on so that a stolen password alone is not enough to get
          into your account.
        </p>
        <Button className="mt-5" onClick={enable} loading={busy === 'enable'} disabled={impersonating}>
          Turn on two-factor authentication
        </Button>
      </div>
    );
  }

  return (
    <>
      {impersonating ? (
        <Banner variant="warning" className="mb-4">
          {IMPERSONATION_REFUSED}
        </Banner>
      ) : null}
      {content}
      {confirmPasswordDialog}
      <TurnOffTwoFactorDialog
        open={confirmingTurnOff}
        onOpenChange={setConfirmingTurnOff}
        onConfirm={turnOff}
      />
    </>
  );
}
