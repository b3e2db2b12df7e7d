import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serveThisFile } from '#web/lib/http-test-server.ts';
import OnboardingChecklistPage from './onboarding-checklist-page.tsx';

const TEMPLATE = '/api/onboarding-template';
const served = serveThisFile();

const handbook = {
  kind: 'acknowledge',
  title: 'Read the handbook',
  description: 'How we work.',
  due_days: -3,
  fields: [],
  document: { id: 7, current_name: 'Staff handbook.pdf' },
};
const photoId = {
  kind: 'upload',
  title: 'Upload a photo ID',
  description: '',
  due_days: 0,
  fields: [],
  document: null,
};

function answer(tasks: object[], update = true) {
  return { status: 200, body: { tasks, abilities: { update } } };
}

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OnboardingChecklistPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const saves = () => served.server.requests.filter((request) => request.method === 'PUT');
const savedTasks = () => JSON.parse(saves().at(-1)?.body ?? '{}').tasks;

// Whole journeys through dialogs, each a few seconds on a busy two-core machine.
describe('OnboardingChecklistPage', { timeout: 20_000 }, () => {
  it('lists the tasks in order and adds a form task with a sensitive field', async () => {
    served.server.respondTo(TEMPLATE, answer([handbook, photoId]));
    renderPage();
    expect(screen.getByText('Loading the checklist')).toBeTruthy();
    const list = await screen.findByRole('list', { name: /Tasks/ });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Read the handbook', 'Upload a photo ID']);
    expect(within(list).getByText('Staff handbook.pdf')).toBeTruthy();
    expect(list.textContent).toContain('Read and acknowledge · Due 3 days before the start date');

    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    fireEvent.change(screen.getByLabelText('Kind of task'), { target: { value: 'form' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Bank details' } });
    fireEvent.change(screen.getByLabelText(/Due \(days/), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('Field 1 label'), { target: { value: 'IBAN' } });
    fireEvent.click(screen.getByLabelText('Sensitive (stored encrypted)'));
    fireEvent.click(screen.getByRole('button', { name: 'Add a field' }));
    fireEvent.change(screen.getByLabelText('Field 2 label'), { target: { value: 'Bank name' } });

    const bank = {
      kind: 'form',
      title: 'Bank details',
      description: '',
      due_days: 2,
      fields: [
        { key: 'iban', label: 'IBAN', sensitive: true },
        { key: 'bank_name', label: 'Bank name', sensitive: false },
      ],
    };
    served.server.respondTo(TEMPLATE, answer([handbook, photoId, bank]));
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(savedTasks()).toEqual([
      {
        kind: 'acknowledge',
        title: 'Read the handbook',
        description: 'How we work.',
        due_days: -3,
        document_id: 7,
      },
      { kind: 'upload', title: 'Upload a photo ID', description: '', due_days: 0, document_id: null },
      { ...bank, document_id: null },
    ]);
    expect(screen.getByRole('list', { name: 'Fields of Bank details' }).textContent).toBe(
      'Sensitive:IBANBank name',
    );
  });

  it("shows the server's 422 beside the fields of the task being edited", async () => {
    served.server.respondTo(TEMPLATE, answer([handbook, photoId]));
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Upload a photo ID' }));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Upload a photo ID');
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText(/Due \(days/), { target: { value: '500' } });
    served.server.respondTo(TEMPLATE, {
      status: 422,
      body: {
        message: 'The given data was invalid.',
        errors: {
          'tasks.1.title': ['The title is required.'],
          'tasks.1.due_days': ['The due day must be at most 365.'],
        },
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('The title is required.')).toBeTruthy();
    expect(screen.getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The due day must be at most 365.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Due \(days/), { target: { value: 'soon' } });
    const before = saves().length;
    fireEvent.click(screen.getByRole('button', { name: 'Save task' }));
    expect(await screen.findByText('Enter a whole number of days.')).toBeTruthy();
    expect(saves()).toHaveLength(before);
  });

  it('moves and removes tasks, saving the whole list each time', async () => {
    served.server.respondTo(TEMPLATE, answer([handbook, photoId]));
    renderPage();
    const down = await screen.findByRole('button', { name: 'Move Read the handbook down' });
    served.server.respondTo(TEMPLATE, answer([photoId, handbook]));
    fireEvent.click(down);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(savedTasks().map((task: { title: string }) => task.title)).toEqual([
      'Upload a photo ID',
      'Read the handbook',
    ]);
    // The handbook is last now: it can go up, not down.
    await waitFor(() =>
      expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
        'Upload a photo ID',
        'Read the handbook',
      ]),
    );
    const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
    await waitFor(() => expect(button('Move Read the handbook up').disabled).toBe(false));
    expect(button('Move Read the handbook down').disabled).toBe(true);

    served.server.respondTo(TEMPLATE, answer([photoId]));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Read the handbook' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Remove task' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(savedTasks().map((task: { title: string }) => task.title)).toEqual(['Upload a photo ID']);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Read the handbook' })).toBeNull());
  });

  it('shows Recruiters the checklist without changing it', async () => {
    served.server.respondTo(TEMPLATE, answer([handbook], false));
    renderPage();
    expect(
      await screen.findByText('Only Managers and Company Admins can change the checklist.'),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Read the handbook' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add a task|Edit|Remove|Move/ })).toBeNull();
  });

  it('says when there are no tasks, and offers to try again when the checklist cannot be read', async () => {
    served.server.respondTo(TEMPLATE, { status: 500, body: { message: 'Server Error' } });
    renderPage();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    served.server.respondTo(TEMPLATE, answer([]));
    fireEvent.click(retry);
    expect(await screen.findByText('No onboarding tasks')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add a task' })).toBeTruthy();
  });
});
