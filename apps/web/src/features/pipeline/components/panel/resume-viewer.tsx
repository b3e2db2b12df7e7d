// The candidate's résumé: a PDF opens inline in a titled frame, anything else (DOCX) downloads.
import { Download, FileText } from 'lucide-react';
import type { CandidatePanel } from '#web/features/pipeline/api/pipeline-types.ts';
import { PanelSection } from './panel-section.tsx';

function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function ResumeViewer({
  resume,
  candidateName,
}: {
  resume: CandidatePanel['profile']['resume'];
  candidateName: string;
}) {
  return (
    <PanelSection title="Résumé">
      {!resume ? (
        <p className="text-sm text-slate-600">No résumé uploaded.</p>
      ) : (
        <div className="space-y-3">
          <div className="flex items-center gap-3 rounded-lg border border-slate-200 p-3">
            <FileText className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-medium text-slate-900">{resume.name}</p>
              <p className="text-xs text-slate-500">{sizeText(resume.sizeBytes)}</p>
            </div>
            <a
              href={resume.url}
              download={resume.name}
              className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              <Download className="size-4" aria-hidden="true" />
              Download<span className="sr-only"> the résumé of {candidateName}</span>
            </a>
          </div>
          {resume.mimeType === 'application/pdf' ? (
            <iframe
              src={resume.url}
              title={`Résumé of ${candidateName}`}
              className="h-[32rem] w-full rounded-lg border border-slate-200 bg-slate-50"
            />
          ) : null}
        </div>
      )}
    </PanelSection>
  );
}
