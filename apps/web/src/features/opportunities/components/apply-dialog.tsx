// Applying from the opportunity's detail: the screening questions in a dialog, then the outcome in
// the same place. "Save and finish later" closes it with a toast that links to the saved draft.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '#web/components/dialog.tsx';
import { toast } from '#web/lib/toast.ts';
import { useApply } from '../api/applying.ts';
import type { OpportunityDetail } from '../api/opportunity-types.ts';
import { alreadyAppliedOutcome, outcomeOfSubmission } from '../outcomes.ts';
import type { Answer } from '../screening-answers.ts';
import { ApplicationOutcome, type Outcome } from './application-outcome.tsx';
import { SavedDraftToast } from './saved-draft-toast.tsx';
import { ScreeningQuestionsForm } from './screening-questions-form.tsx';

interface ApplyDialogProps {
  opportunity: OpportunityDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ApplyDialog({ opportunity, open, onOpenChange }: ApplyDialogProps) {
  const apply = useApply();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const questionCount = opportunity.screeningQuestions.length;

  const changeOpen = (next: boolean) => {
    if (!next) setOutcome(null);
    onOpenChange(next);
  };

  const send = async (answers: Answer[], submit: boolean) => {
    try {
      const application = await apply.mutateAsync({ opportunityId: opportunity.id, answers, submit });
      const result = outcomeOfSubmission(application);
      if (result) {
        setOutcome(result);
        return;
      }
      toast.success(<SavedDraftToast uuid={application.uuid} navigate={(path) => void navigate(path)} />);
      changeOpen(false);
    } catch (error) {
      const duplicate = alreadyAppliedOutcome(error);
      if (!duplicate) throw error;
      setOutcome(duplicate);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={outcome ? opportunity.title : `Apply to ${opportunity.title}`}
      description={
        outcome
          ? opportunity.company.name
          : `${opportunity.company.name} · ${
              questionCount === 0
                ? 'No questions to answer'
                : `${questionCount} question${questionCount === 1 ? '' : 's'} to answer`
            }`
      }
    >
      {outcome ? (
        <ApplicationOutcome outcome={outcome} onDone={() => changeOpen(false)} />
      ) : (
        <ScreeningQuestionsForm
          questions={opportunity.screeningQuestions}
          onSend={send}
          note="Your profile and resume go with your answers. Once submitted, answers can’t be changed."
        />
      )}
    </Dialog>
  );
}
