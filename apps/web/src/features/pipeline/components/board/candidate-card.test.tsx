// A board card marks the application while an ended interview awaits scorecards (issue 19).
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { candidate } from '#web/features/pipeline/test-candidates.ts';
import { CandidateCard } from './candidate-card.tsx';

const abilities = { move: true, disqualify: true, note: true, message: true };

function renderCard(scoresNeeded: boolean) {
  return render(
    <ul>
      <CandidateCard
        candidate={candidate({ id: 1, scoresNeeded })}
        abilities={abilities}
        nextStepName="Phone Screen"
        previousStepName={null}
        deciding={false}
        onOpen={() => {}}
        onDecision={() => {}}
      />
    </ul>,
  );
}

describe('CandidateCard', () => {
  it('says “Scores needed” only while scores are needed', () => {
    const { unmount } = renderCard(true);
    expect(screen.getByText('Scores needed')).toBeTruthy();
    unmount();
    renderCard(false);
    expect(screen.queryByText('Scores needed')).toBeNull();
    expect(screen.getByRole('button', { name: 'Move Avery Johnson to Phone Screen' })).toBeTruthy();
  });
});
