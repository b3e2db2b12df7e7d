// The candidate's answers beside the opportunity's screening questions; a knockout answer (the one
// that rules a candidate out) is marked.
import type { CandidatePanel } from '#web/features/pipeline/api/pipeline-types.ts';
import { answerText } from '#web/features/pipeline/profile-entries.ts';
import { PanelSection } from './panel-section.tsx';

export function ScreeningAnswers({
  answers,
  level = 3,
}: {
  answers: CandidatePanel['answers'];
  level?: 2 | 3;
}) {
  return (
    <PanelSection title="Screening answers" level={level}>
      {answers.length === 0 ? (
        <p className="text-sm text-slate-600">No screening questions were answered.</p>
      ) : (
        <dl className="space-y-3">
          {answers.map((answer) => (
            <div key={answer.questionId} className="rounded-lg bg-slate-50 p-3 print:bg-white print:p-0">
              <dt className="text-sm text-slate-700 print:text-black">{answer.question}</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900 print:text-black">
                {answerText(answer.answer, answer.type)}
                {answer.knockout ? (
                  <span className="rounded-full bg-red-50 px-2 py-0.5 text-xs font-medium text-red-800 ring-1 ring-red-200 ring-inset print:bg-white print:text-black print:ring-black">
                    Knockout answer
                  </span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </PanelSection>
  );
}
